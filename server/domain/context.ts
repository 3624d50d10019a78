import type { Db } from '../db/database';
import type { ApiGrant } from './apiTokens';
import type { JobQueue } from './jobQueue';
import type { Loaders } from './loaders';
import type { Mailer } from './mailer';
import type { SafeFetch } from './media/fetchPolicy';
import type { MediaStore } from './media/mediaStore';
import type { OidcClient } from './oidc';
import type { ServerSettings } from './serverSettings';
import type { Telemetry } from './telemetry';

export interface Viewer {
  id: string;
  username: string;
}

/**
 * What every domain function receives: who is asking, the database, the clock, settings, and the adapters the
 * domain calls through interfaces it owns (media, mail, jobs, fetching, OpenID), wired by the app.
 */
export interface RequestContext {
  db: Db;
  /**
   * Whose account reads and writes happen as: the signed-in person, or the business profile they are acting for.
   * Everything about content (boards, pins, follows, privacy) goes by this.
   */
  viewer: Viewer | null;
  /**
   * The person signed in, whichever profile they act for. Account matters (password, two-factor, sessions, which
   * business profiles they may use) go by this.
   */
  actor: Viewer | null;
  now(): Date;
  media: MediaStore;
  mailer: Mailer;
  /** Work left for the workers (media processing, mail). */
  jobs: JobQueue;
  /** Fetches links people give (images, pages) without reaching private addresses. */
  safeFetch: SafeFetch;
  oidc: OidcClient;
  /** Fetch rules, upload folder, experiment overrides: the configuration the domain needs. */
  settings: ServerSettings;
  /**
   * The client's address as Fastify gives it (`request.ip`: the real client's once proxies are trusted), for
   * limits per address. Absent for work no request started.
   */
  clientAddress?: string;
  /** The region of the browser's Accept-Language (core/adTargeting.ts), for ad targeting; absent when none. */
  requestRegion?: string;
  /** The browser's random visitor id, for signed-out experiment groups; absent for programs and background work. */
  visitorId?: string;
  /** The known-device entries this browser's cookie holds, unchecked (see knownDevices.ts). */
  knownDevices?: readonly string[];
  /**
   * What the bearer token the request came with may do (its scopes); absent for a browser session or no sign-in,
   * which are limited only by who the viewer is.
   */
  grant?: ApiGrant;
  /** This request's batch loaders, shared by GraphQL and REST (see loaders.ts; made on first use). */
  loaders?: Loaders;
  /** Where events the operator counts go (failed and throttled log-ins); absent in work no request started. */
  telemetry?: Telemetry;
}

export function viewerIdOf(ctx: RequestContext): string | null {
  return ctx.viewer?.id ?? null;
}

/**
 * The business profile the signed-in person acts for, or null while they act as themselves. The one place the
 * domain learns it: the request's viewer differs from its actor only when the acting-as header named a profile the
 * person may act for (server/http/app.ts checks it before any domain code runs).
 */
export function actingProfileOf(ctx: RequestContext): Viewer | null {
  if (ctx.actor === null || ctx.viewer === null || ctx.actor.id === ctx.viewer.id) return null;
  return ctx.viewer;
}

/** True while the signed-in person acts for a business profile other than their own account. */
export function isActingAs(ctx: RequestContext): boolean {
  return actingProfileOf(ctx) !== null;
}

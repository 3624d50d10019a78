import type { Db } from '../db/database';
import type { Mailer } from './mailer';
import type { MediaStore } from './mediaStore';
import type { ServerSettings } from './serverSettings';

export interface Viewer {
  id: string;
  username: string;
}

/** What every domain function receives: who is asking, the database, the clock, media, mail and settings. */
export interface RequestContext {
  db: Db;
  viewer: Viewer | null;
  now(): Date;
  media: MediaStore;
  mailer: Mailer;
  /** Fetch rules, upload folder, experiment overrides: the configuration the domain needs. */
  settings: ServerSettings;
}

export function viewerIdOf(ctx: RequestContext): string | null {
  return ctx.viewer?.id ?? null;
}

import { LOGIN_REQUIRED } from '../../core/texts';
import { requireBrowserSession } from './apiTokens';
import type { RequestContext, Viewer } from './context';
import { DomainError } from './errors';

/** The signed-in viewer, or an UNAUTHENTICATED error for anonymous callers of a write. */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  return ctx.viewer;
}

/**
 * The signed-in person, whichever business profile they act for: account matters (password, two-factor, which
 * profiles they may use) are theirs, not the profile's, and are managed only from a signed-in browser, never with
 * an access token.
 */
export function requireActor(ctx: RequestContext): Viewer {
  if (!ctx.actor) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  requireBrowserSession(ctx);
  return ctx.actor;
}

import { LOGIN_REQUIRED } from '../../core/texts';
import type { RequestContext, Viewer } from './context';
import { DomainError } from './errors';

/** The signed-in viewer, or an UNAUTHENTICATED error for anonymous callers of a write. */
export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
  return ctx.viewer;
}

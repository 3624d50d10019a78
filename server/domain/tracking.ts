import { QUICK_PROMOTE_STAGE_EVENTS } from '../../core/quickPromoteFlow';
import type { RequestContext } from './context';
import { validationError } from './errors';

/**
 * The events the client reports with its tracking request: after the external pin-create page, and the
 * quick-promote flow's stages (view, submit, submit success, submit error).
 */
export const TRACKED_EVENTS = [
  'pin_create_success',
  'pin_create_fail',
  ...Object.values(QUICK_PROMOTE_STAGE_EVENTS),
] as const;
export type TrackedEvent = (typeof TRACKED_EVENTS)[number];

export interface TrackingInput {
  client: string;
  event: string;
  pinId?: string | null;
  path?: string | null;
}

/** Records one tracking request (anonymous ones too). Unknown events are refused. */
export async function recordTrackingEvent(ctx: RequestContext, input: TrackingInput): Promise<void> {
  const event = TRACKED_EVENTS.find((e) => e === input.event);
  if (!event) throw validationError('Unknown event.', 'event');
  const client = /^[a-z_]{1,20}$/.test(input.client) ? input.client : 'web';
  const pinId = input.pinId && /^\d{1,19}$/.test(input.pinId) ? input.pinId : null;
  await ctx.db
    .insertInto('tracking_events')
    .values({
      user_id: ctx.viewer?.id ?? null,
      client,
      event,
      pin_id: pinId,
      path: (input.path ?? '').slice(0, 2048),
      created_at: ctx.now(),
    })
    .execute();
}

import { QUICK_PROMOTE_STAGE_EVENTS, type QuickPromoteStage } from '../../../../core/quickPromoteFlow';

/**
 * Logs a stage of the quick-promote flow through the tracking image request the pin-create page uses: it needs no
 * CSRF echo, and a failure to log never gets in the person's way.
 */
export function trackQuickPromoteStage(stage: QuickPromoteStage, pinId: string | null): void {
  const query = new URLSearchParams({
    client: 'web',
    event: QUICK_PROMOTE_STAGE_EVENTS[stage],
    pin_id: pinId ?? '',
    path: window.location.pathname,
  });
  const image = new Image();
  image.src = `/v3/callback/event/?${query}`;
}

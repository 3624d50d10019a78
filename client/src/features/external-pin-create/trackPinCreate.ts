import { pinCreateTrackingPath } from '../../../../core/pinCreatePage';

/**
 * The tracking image request after a create on the pin-create page (pin_create_success or
 * pin_create_fail). An image request, so it needs no CSRF echo and still goes out as the window closes.
 */
export function trackPinCreate(event: 'pin_create_success' | 'pin_create_fail', pinId?: string | null): void {
  const image = new Image();
  image.src = pinCreateTrackingPath({ event, pinId, path: window.location.pathname });
}

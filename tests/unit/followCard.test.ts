import { describe, expect, it } from 'vitest';
import { shouldOfferFollowCard } from '../../core/followCard';

describe('the follow card of the pin-saved confirmation', () => {
  it('is offered to a signed-in viewer who is not that user and does not follow them', () => {
    expect(shouldOfferFollowCard({ isAuth: true }, { isViewer: false, followedByMe: false })).toBe(true);
  });

  it('is not offered to anonymous visitors, to the user themselves, or once followed', () => {
    expect(shouldOfferFollowCard({ isAuth: false }, { isViewer: false, followedByMe: false })).toBe(false);
    expect(shouldOfferFollowCard({ isAuth: true }, { isViewer: true, followedByMe: false })).toBe(false);
    expect(shouldOfferFollowCard({ isAuth: true }, { isViewer: false, followedByMe: true })).toBe(false);
  });
});

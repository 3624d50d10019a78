import { describe, expect, it } from 'vitest';
import {
  isPhotoNetworkLink,
  POST_CREATE_UPSELL,
  photoNetworkUsername,
  shouldShowPhotoNetworkUpsell,
  type UpsellConditions,
} from '../../core/photoNetworkUpsell';

const allHold: UpsellConditions = {
  link: 'https://www.instagram.com/p/Cxyz/',
  seen: [],
  connectedToPhotoNetwork: false,
  listedWebsiteUrl: 'https://instagram.com/maria.makes',
  experimentEnabled: true,
};

describe('photo-network upsell after a create', () => {
  it('shows when all five conditions hold', () => {
    expect(shouldShowPhotoNetworkUpsell(allHold)).toBe(true);
  });

  it('does not show when the pin does not link to the network', () => {
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, link: 'https://shop.example/p/1' })).toBe(false);
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, link: null })).toBe(false);
  });

  it('does not show once seen (claiming_upsells_seen holds POST_CREATE_UPSELL_V2)', () => {
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, seen: ['OTHER', POST_CREATE_UPSELL] })).toBe(false);
    expect(POST_CREATE_UPSELL).toBe('POST_CREATE_UPSELL_V2');
  });

  it('does not show when the account is already connected', () => {
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, connectedToPhotoNetwork: true })).toBe(false);
  });

  it('does not show when the listed website is not on the network', () => {
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, listedWebsiteUrl: 'https://maria.example' })).toBe(
      false,
    );
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, listedWebsiteUrl: null })).toBe(false);
  });

  it('does not show outside the experiment', () => {
    expect(shouldShowPhotoNetworkUpsell({ ...allHold, experimentEnabled: false })).toBe(false);
  });

  it('recognises the network by host, not by text anywhere in the link', () => {
    expect(isPhotoNetworkLink('https://instagram.com/')).toBe(true);
    expect(isPhotoNetworkLink('https://help.instagram.com/x')).toBe(true);
    expect(isPhotoNetworkLink('https://instagr.am/p/1')).toBe(true);
    expect(isPhotoNetworkLink('https://notinstagram.com/')).toBe(false);
    expect(isPhotoNetworkLink('https://evil.example/?next=instagram.com')).toBe(false);
    expect(isPhotoNetworkLink('instagram.com')).toBe(false);
  });

  it('reads a profile username from a listed website on the network', () => {
    expect(photoNetworkUsername('https://www.instagram.com/maria.makes/')).toBe('maria.makes');
    expect(photoNetworkUsername('https://www.instagram.com/p/Cxyz/')).toBeNull();
    expect(photoNetworkUsername('https://maria.example/')).toBeNull();
  });
});

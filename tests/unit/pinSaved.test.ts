import { describe, expect, it } from 'vitest';
import { createBoardErrorText } from '../../client/src/features/create-board/createBoardErrorText';
import { MODAL_MIN_WIDTH, PIN_PREVIEW_WIDTH, TOAST_MS } from '../../core/constants';
import {
  CONFETTI_MS,
  CONFETTI_PARTICLES,
  canPromotePin,
  isConfirmationSuppressed,
  promotePinHref,
  SUCCESS_VIEW_CLOSE_MS,
  savedToText,
  saveFailureText,
  seeItNowHref,
  seeItNowTone,
  sendPinHref,
  videoDurationLabel,
} from '../../core/pinSaved';
import { siteTypeOfPath } from '../../core/siteTypes';
import { GENERIC_ERROR } from '../../core/texts';

describe('pin-saved confirmation and toast texts', () => {
  it('reads "Saved to {boardName}"', () => {
    expect(savedToText('Places to Go')).toBe('Saved to Places to Go');
    expect(savedToText('Places to Go', null)).toBe('Saved to Places to Go');
  });

  it('reads "Saved to {sectionName} in {boardName}" for a section', () => {
    expect(savedToText('Places to Go', 'Mountains')).toBe('Saved to Mountains in Places to Go');
  });

  it('reads just "Saved" when the board is not known to the reader, naming no board', () => {
    expect(savedToText(null)).toBe('Saved');
  });
});

describe('pin-saved confirmation links', () => {
  it('sends to /pin/{pinId}/?share=true', () => {
    expect(sendPinHref('42')).toBe('/pin/42/?share=true');
  });

  it('shows the pin at /pin/{pinId}', () => {
    expect(seeItNowHref('42')).toBe('/pin/42');
  });

  it('promotes through /business/convert with next=/advertiser/quick_promote?pinId={pinId}', () => {
    expect(promotePinHref('42')).toBe('/business/convert?next=/advertiser/quick_promote?pinId=42');
    const next = new URL(promotePinHref('42'), 'http://x').searchParams.get('next');
    expect(next).toBe('/advertiser/quick_promote?pinId=42');
  });
});

describe('Promote your Pin', () => {
  it('is offered only for a promotable pin, a site type other than 3 and a qualifying viewer', () => {
    expect(canPromotePin({ pinPromotable: true, siteType: 1, viewerQualifies: true })).toBe(true);
    expect(canPromotePin({ pinPromotable: true, siteType: 3, viewerQualifies: true })).toBe(false);
    expect(canPromotePin({ pinPromotable: false, siteType: 1, viewerQualifies: true })).toBe(false);
    expect(canPromotePin({ pinPromotable: true, siteType: 1, viewerQualifies: false })).toBe(false);
  });

  it('is not offered while promotability or the viewer is not known yet', () => {
    expect(canPromotePin({})).toBe(false);
    expect(canPromotePin({ pinPromotable: true, siteType: siteTypeOfPath('/') })).toBe(false);
  });

  it('is not offered in the advertiser area, the ads site (site type 3)', () => {
    const offered = (path: string) =>
      canPromotePin({ pinPromotable: true, siteType: siteTypeOfPath(path), viewerQualifies: true });
    expect(offered('/')).toBe(true);
    expect(offered('/pin/42/')).toBe(true);
    expect(offered('/advertisers-club/')).toBe(true);
    expect(offered('/advertiser/7/reporting/campaigns/')).toBe(false);
    expect(offered('/advertiser')).toBe(false);
  });

  it('makes See it now gray for partners and when promotion is offered, red otherwise', () => {
    expect(seeItNowTone({ viewerIsPartner: false, promotable: false })).toBe('red');
    expect(seeItNowTone({ viewerIsPartner: true, promotable: false })).toBe('gray');
    expect(seeItNowTone({ viewerIsPartner: false, promotable: true })).toBe('gray');
  });
});

describe('when the confirmation shows', () => {
  it('is suppressed in the ad_creation and business_nux scenarios only', () => {
    expect(isConfirmationSuppressed('ad_creation')).toBe(true);
    expect(isConfirmationSuppressed('business_nux')).toBe(true);
    expect(isConfirmationSuppressed('board_picker')).toBe(false);
    expect(isConfirmationSuppressed(undefined)).toBe(false);
  });
});

describe('confirmation timings', () => {
  it('bursts 120 confetti for 800 ms, shows toasts 5 s and closes the success view after 10 s', () => {
    expect(CONFETTI_PARTICLES).toBe(120);
    expect(CONFETTI_MS).toBe(800);
    expect(TOAST_MS).toBe(5000);
    expect(SUCCESS_VIEW_CLOSE_MS).toBe(10000);
  });

  it('previews the pin 236 px wide in a modal at least 500 px wide', () => {
    expect(PIN_PREVIEW_WIDTH).toBe(236);
    expect(MODAL_MIN_WIDTH).toBe(500);
  });
});

describe('save failure toast', () => {
  it('shows message_detail, else message, else the generic text', () => {
    expect(saveFailureText({ message: 'Nope.', messageDetail: 'Try another board.' }, GENERIC_ERROR)).toBe(
      'Try another board.',
    );
    expect(
      saveFailureText({ message: "Sorry, we couldn't find that board.", messageDetail: null }, GENERIC_ERROR),
    ).toBe("Sorry, we couldn't find that board.");
    expect(saveFailureText(null, GENERIC_ERROR)).toBe('Uh oh! Something went wrong');
  });
});

describe('board create failure', () => {
  it('shows the server message plus message_detail when present', () => {
    expect(
      createBoardErrorText({
        message: 'You already have a board with that name.',
        messageDetail: 'Try a different name.',
      }),
    ).toBe('You already have a board with that name. Try a different name.');
    expect(createBoardErrorText({ message: 'Too many boards.', messageDetail: null })).toBe(
      'Too many boards.',
    );
  });

  it('shows a plain string failure as it is', () => {
    expect(createBoardErrorText('Board limit reached')).toBe('Board limit reached');
  });

  it('says "Uh oh! Something went wrong" otherwise', () => {
    expect(createBoardErrorText(new TypeError('Failed to fetch'))).toBe('Uh oh! Something went wrong');
    expect(createBoardErrorText(undefined)).toBe('Uh oh! Something went wrong');
  });
});

describe('video preview badge', () => {
  it('formats durations as m:ss, or h:mm:ss past an hour', () => {
    expect(videoDurationLabel(5_400)).toBe('0:05');
    expect(videoDurationLabel(83_000)).toBe('1:23');
    expect(videoDurationLabel(3_723_000)).toBe('1:02:03');
  });
});

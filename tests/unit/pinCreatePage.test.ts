import { describe, expect, it } from 'vitest';
import {
  createBoardPathFor,
  createPinMethodFor,
  createSectionPathFor,
  isMobileClient,
  ownPinIdFromUrl,
  parsePinCreateParams,
  pinCreateExit,
  pinCreatePageMethod,
  pinCreatePath,
  pinCreateReturnPath,
  pinCreateTrackingPath,
  pinCreateView,
  popupFeatures,
  popupResize,
  readTolerantQuery,
} from '../../core/pinCreatePage';

const OWN = ['tackboard.example', 'localhost:4000'];

describe('pin-create page parameters', () => {
  it('reads url, media, description, color and guid', () => {
    const params = parsePinCreateParams(
      '?url=https%3A%2F%2Fshop.example%2Flamp&media=https%3A%2F%2Fcdn.example%2Flamp.jpg&description=A%20lamp&color=%23AaBbCc&guid=abc-123',
      { method: 'button' },
    );
    expect(params).toEqual({
      method: 'button',
      action: 'create',
      url: 'https://shop.example/lamp',
      media: 'https://cdn.example/lamp.jpg',
      description: 'A lamp',
      color: '#aabbcc',
      guid: 'abc-123',
    });
  });

  it('defaults the method to create and accepts bookmarklet, button and link in any case', () => {
    expect(pinCreatePageMethod(undefined)).toBe('create');
    expect(pinCreatePageMethod('')).toBe('create');
    expect(pinCreatePageMethod('Bookmarklet')).toBe('bookmarklet');
    expect(pinCreatePageMethod('LINK')).toBe('link');
    expect(pinCreatePageMethod('something-else')).toBe('create');
  });

  it('reads the action from the route or the query, create unless repin', () => {
    expect(parsePinCreateParams('?url=https://a.example/', { action: 'repin' }).action).toBe('repin');
    expect(parsePinCreateParams('?url=https://a.example/&action=REPIN').action).toBe('repin');
    expect(parsePinCreateParams('?url=https://a.example/&action=other').action).toBe('create');
  });

  it('takes + and %20 as spaces', () => {
    expect(parsePinCreateParams('?url=https://a.example/&description=Blue+ceramic%20vase').description).toBe(
      'Blue ceramic vase',
    );
  });

  it('tolerates &amp; left over from HTML, upper-case keys, extra and repeated parameters', () => {
    const params = parsePinCreateParams(
      '?URL=https://a.example/page&amp;media=https://a.example/x.png&amp;amp;description=Hi&utm_source=z&media=https://other.example/y.png',
    );
    expect(params.url).toBe('https://a.example/page');
    expect(params.media).toBe('https://a.example/x.png');
    expect(params.description).toBe('Hi');
  });

  it('keeps going past a stray % that is not an escape', () => {
    expect(parsePinCreateParams('?url=https://a.example/&description=100%%20natural%zz').description).toBe(
      '100% natural%zz',
    );
  });

  it('treats missing description and media as empty, and refuses links that are not http(s)', () => {
    const params = parsePinCreateParams('?url=javascript:alert(1)&media=ftp://x.example/a.png');
    expect(params.url).toBeNull();
    expect(params.media).toBeNull();
    expect(params.description).toBe('');
    expect(params.color).toBeNull();
    expect(params.guid).toBeNull();
  });

  it('takes //host/… links as https', () => {
    expect(parsePinCreateParams('?url=//a.example/p').url).toBe('https://a.example/p');
  });

  it('accepts a base64 image data url as media, and cuts the description to the pin limit', () => {
    const params = parsePinCreateParams(
      `?media=${encodeURIComponent('data:image/png;base64,iVBORw0K GgoAAAANSUhEUg==')}&description=${'x'.repeat(2600)}`,
    );
    expect(params.media).toBe('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==');
    expect(params.description).toHaveLength(2500);
  });

  it('keeps the first non-empty value of a key', () => {
    expect(readTolerantQuery('a=&a=2&a=3').get('a')).toBe('2');
  });
});

describe('own pin pages', () => {
  it('finds the pin id of /pin/{digits}/, optionally prefixed /amp, on our own hosts', () => {
    expect(ownPinIdFromUrl('https://tackboard.example/pin/123/', OWN)).toBe('123');
    expect(ownPinIdFromUrl('https://tackboard.example/pin/123', OWN)).toBe('123');
    expect(ownPinIdFromUrl('https://tackboard.example/amp/pin/45/', OWN)).toBe('45');
    expect(ownPinIdFromUrl('http://localhost:4000/pin/9/?utm=x', OWN)).toBe('9');
  });

  it('ignores other hosts, other paths and non-digit ids', () => {
    expect(ownPinIdFromUrl('https://elsewhere.example/pin/123/', OWN)).toBeNull();
    expect(ownPinIdFromUrl('https://tackboard.example/pin/abc/', OWN)).toBeNull();
    expect(ownPinIdFromUrl('https://tackboard.example/pin/123/edit/', OWN)).toBeNull();
    expect(ownPinIdFromUrl('https://tackboard.example/x/pin/123/', OWN)).toBeNull();
    expect(ownPinIdFromUrl('http://localhost:4001/pin/9/', OWN)).toBeNull();
    expect(ownPinIdFromUrl(null, OWN)).toBeNull();
  });
});

describe('which page a visitor gets', () => {
  const page = { url: 'https://a.example/', media: 'https://a.example/a.png' };
  it('gives desktop visitors the popup view, or the draft view with log-in when signed out', () => {
    expect(pinCreateView({ params: page, isAuth: true, isMobile: false, ownHosts: OWN }).kind).toBe(
      'desktop',
    );
    expect(pinCreateView({ params: page, isAuth: false, isMobile: false, ownHosts: OWN }).kind).toBe(
      'desktopSignedOut',
    );
  });

  it('gives mobile visitors the Choose board page, and sends them home when signed out', () => {
    expect(pinCreateView({ params: page, isAuth: true, isMobile: true, ownHosts: OWN }).kind).toBe('mobile');
    expect(pinCreateView({ params: page, isAuth: false, isMobile: true, ownHosts: OWN }).kind).toBe('home');
  });

  it('sends our own pin pages to their repin flow', () => {
    const own = { url: 'https://tackboard.example/amp/pin/77/', media: null };
    expect(pinCreateView({ params: own, isAuth: true, isMobile: true, ownHosts: OWN })).toEqual({
      kind: 'repin',
      to: '/pin/77/repin/x/',
    });
  });

  it('renders nothing without a url or media', () => {
    expect(
      pinCreateView({ params: { url: null, media: null }, isAuth: true, isMobile: false, ownHosts: OWN })
        .kind,
    ).toBe('nothing');
    expect(
      pinCreateView({
        params: { url: 'https://a.example/', media: null },
        isAuth: true,
        isMobile: false,
        ownHosts: OWN,
      }).kind,
    ).toBe('desktop');
  });

  it('takes phones by user agent and narrow windows as mobile, a 750 px popup as desktop', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(isMobileClient({ userAgent: iphone, viewportWidth: 1024 })).toBe(true);
    expect(isMobileClient({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', viewportWidth: 400 })).toBe(true);
    expect(isMobileClient({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', viewportWidth: 734 })).toBe(false);
  });
});

describe('the popup window', () => {
  it('is resized to 750 wide when narrower and to at least 750 tall', () => {
    expect(popupResize({ outerWidth: 500, outerHeight: 600 })).toEqual({ width: 750, height: 750 });
    expect(popupResize({ outerWidth: 900, outerHeight: 600 })).toEqual({ width: 900, height: 750 });
    expect(popupResize({ outerWidth: 750, outerHeight: 800 })).toBeNull();
  });

  it('opens 750×750, centred on the screen it is opened from', () => {
    expect(popupFeatures({ left: 100, top: 0, width: 1750, height: 1000 })).toBe(
      'width=750,height=750,left=600,top=125,resizable=yes,scrollbars=yes',
    );
  });
});

describe('leaving after a create', () => {
  it('closes a window another page opened', () => {
    expect(
      pinCreateExit({ openedByAnotherPage: true, historyLength: 5, returnedFromCreateStep: false }),
    ).toEqual({
      kind: 'close',
    });
  });

  it('closes when the history is too short to go back', () => {
    expect(
      pinCreateExit({ openedByAnotherPage: false, historyLength: 1, returnedFromCreateStep: false }),
    ).toEqual({
      kind: 'close',
    });
    expect(
      pinCreateExit({ openedByAnotherPage: false, historyLength: 2, returnedFromCreateStep: true }),
    ).toEqual({
      kind: 'close',
    });
  });

  it('goes back one step, or two after returning from the create-board or create-section page', () => {
    expect(
      pinCreateExit({ openedByAnotherPage: false, historyLength: 3, returnedFromCreateStep: false }),
    ).toEqual({
      kind: 'back',
      steps: 1,
    });
    expect(
      pinCreateExit({ openedByAnotherPage: false, historyLength: 4, returnedFromCreateStep: true }),
    ).toEqual({
      kind: 'back',
      steps: 2,
    });
  });
});

describe('carrying the pin through create board and create section', () => {
  const origin = 'https://tackboard.example';
  const pinPath = '/pin/create/button/?url=https%3A%2F%2Fa.example%2F&media=x';

  it('links to /board/create/ and /board/{id}/create_section/ with the pin-create page to return to', () => {
    const board = createBoardPathFor(pinPath);
    expect(board.startsWith('/board/create/?pin_create=')).toBe(true);
    expect(new URL(board, origin).searchParams.get('pin_create')).toBe(pinPath);
    const section = createSectionPathFor('42', pinPath);
    expect(section.startsWith('/board/42/create_section/?pin_create=')).toBe(true);
  });

  it('carries the page with the picked image and edited description, and reads back the same', () => {
    const params = parsePinCreateParams('?url=https://a.example/p&description=Old', {
      method: 'bookmarklet',
    });
    const carried = pinCreatePath({ ...params, media: 'https://a.example/b.jpg', description: 'New text' });
    const [path, search] = carried.split('?');
    expect(path).toBe('/pin/create/bookmarklet/');
    expect(parsePinCreateParams(`?${search}`, { method: 'bookmarklet' })).toEqual({
      ...params,
      media: 'https://a.example/b.jpg',
      description: 'New text',
    });
  });

  it('returns only to our own pin-create pages', () => {
    expect(pinCreateReturnPath(pinPath, origin)).toBe(pinPath);
    expect(pinCreateReturnPath('/pin/create', origin)).toBe('/pin/create');
    expect(pinCreateReturnPath('https://evil.example/pin/create/', origin)).toBeNull();
    expect(pinCreateReturnPath('/settings/', origin)).toBeNull();
    expect(pinCreateReturnPath('/pin/createx', origin)).toBeNull();
    expect(pinCreateReturnPath(null, origin)).toBeNull();
  });
});

describe('the method a created pin is recorded with', () => {
  it('keeps the bookmarklet and button methods and calls the rest scraped', () => {
    expect(createPinMethodFor('bookmarklet')).toBe('bookmarklet');
    expect(createPinMethodFor('button')).toBe('button');
    expect(createPinMethodFor('create')).toBe('scraped');
    expect(createPinMethodFor('link')).toBe('scraped');
  });
});

describe('the tracking image request', () => {
  it('carries client=web, the event, the pin id and the path', () => {
    const url = new URL(
      pinCreateTrackingPath({ event: 'pin_create_success', pinId: '12', path: '/pin/create/button/' }),
      'https://x.example',
    );
    expect(url.pathname).toBe('/v3/callback/event/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client: 'web',
      event: 'pin_create_success',
      pin_id: '12',
      path: '/pin/create/button/',
    });
  });
});

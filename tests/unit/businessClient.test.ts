import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actingAsHeaders,
  actingAsRefusal,
  readActingAs,
  storeActingAs,
  takeActingAsRefusalNotice,
} from '../../client/src/apollo/actingAs';
import { afterConvertPath } from '../../client/src/features/business/afterConvertPath';
import { countryOptions } from '../../client/src/features/business/countries';
import { permissionLabel, unusableReason } from '../../client/src/features/business/profileLabels';
import { ACTING_AS_HEADER, ACTING_AS_REFUSED_DETAIL } from '../../core/actingAs';
import { ACTING_AS_REFUSED } from '../../core/business';

const ORIGIN = 'https://tackboard.example';

/** A stand-in for the browser's session storage, as a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the acting profile in session storage', () => {
  it('defaults to the person’s own account: no header', () => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage() });
    expect(readActingAs()).toBeNull();
    expect(actingAsHeaders()).toEqual({});
  });

  it('sends the stored profile in the acting-as header until it is cleared', () => {
    vi.stubGlobal('window', { sessionStorage: memoryStorage() });
    storeActingAs('42');
    expect(actingAsHeaders()).toEqual({ [ACTING_AS_HEADER]: '42' });
    storeActingAs(null);
    expect(actingAsHeaders()).toEqual({});
  });

  it('logs "Cannot access sessionStorage." and carries on as the person when storage is refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(readActingAs()).toBeNull();
    expect(() => storeActingAs('42')).not.toThrow();
    expect(actingAsHeaders()).toEqual({});
    expect(takeActingAsRefusalNotice()).toBeNull();
    expect(warn).toHaveBeenCalledWith('Cannot access sessionStorage.');
  });
});

describe('recognising a refused profile', () => {
  const envelope = (detail: string | null) =>
    JSON.stringify({ status: 'failure', code: 403, message: ACTING_AS_REFUSED, message_detail: detail });

  it('answers the server’s message for a 403 whose message_detail is acting_as_refused', () => {
    expect(actingAsRefusal(403, envelope(ACTING_AS_REFUSED_DETAIL))).toBe(ACTING_AS_REFUSED);
  });

  it('ignores other refusals: another 403 (CSRF), another status, a body that is not JSON', () => {
    expect(actingAsRefusal(403, envelope('CSRF token missing or incorrect.'))).toBeNull();
    expect(actingAsRefusal(401, envelope(ACTING_AS_REFUSED_DETAIL))).toBeNull();
    expect(actingAsRefusal(403, '<html>Forbidden</html>')).toBeNull();
  });
});

describe('/business/convert?next=', () => {
  it('goes on to a same-origin next, with its query', () => {
    expect(afterConvertPath('/settings/business/', ORIGIN)).toBe('/settings/business/');
    expect(afterConvertPath('/advertiser/quick-promote/?pin=7', ORIGIN)).toBe(
      '/advertiser/quick-promote/?pin=7',
    );
    expect(afterConvertPath('/', ORIGIN)).toBe('/');
  });

  it('goes to the business settings without next, or when next names another origin', () => {
    expect(afterConvertPath(null, ORIGIN)).toBe('/settings/business/');
    expect(afterConvertPath('https://evil.example/phish', ORIGIN)).toBe('/settings/business/');
    expect(afterConvertPath('//evil.example/', ORIGIN)).toBe('/settings/business/');
    expect(afterConvertPath('/login/', ORIGIN)).toBe('/settings/business/');
  });
});

describe('profile labels in the switcher and the settings', () => {
  it('says why a profile cannot be used: analysts, then the two-factor requirement', () => {
    expect(unusableReason({ permissions: ['ANALYST'], viewerMeetsMfaRequirement: true })).toBe(
      'Analyst: reports only',
    );
    expect(unusableReason({ permissions: ['ADMIN'], viewerMeetsMfaRequirement: false })).toBe(
      'Needs two-factor authentication',
    );
    expect(unusableReason({ permissions: ['ADMIN'], viewerMeetsMfaRequirement: true })).toBeNull();
    expect(unusableReason({ permissions: ['OWNER'], viewerMeetsMfaRequirement: false })).toBeNull();
    expect(permissionLabel(['OWNER'])).toBe('Owner');
  });

  it('lists every ISO 3166-1 country once, by name', () => {
    const options = countryOptions('en');
    expect(options).toHaveLength(249);
    expect(new Set(options.map((o) => o.code)).size).toBe(249);
    expect(options.find((o) => o.code === 'NZ')?.name).toBe('New Zealand');
    expect(options[0]?.name.localeCompare(options[1]?.name ?? '', 'en')).toBeLessThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { failedLoadDestination, type LoadFailure } from '../../core/failedLoad';
import { SHOW_ERROR_PATH } from '../../core/paths';

const ORIGIN = 'https://tackboard.test';

function failure(status: number | null, more: Partial<LoadFailure> = {}): LoadFailure {
  return { status, apiErrorCode: null, redirectUrl: null, ...more };
}

function destination(answer: LoadFailure, pathname: string, signedIn = true): string | null {
  return failedLoadDestination(answer, { pathname, origin: ORIGIN, signedIn });
}

describe('a failed load of 404, or of 401 with internal api error code 7', () => {
  it('sends the user to the home page with a show-error flag', () => {
    expect(SHOW_ERROR_PATH).toBe('/?show_error=1');
    expect(destination(failure(404), '/pin/12/')).toBe(SHOW_ERROR_PATH);
    expect(destination(failure(401, { apiErrorCode: 7 }), '/following/')).toBe(SHOW_ERROR_PATH);
    expect(destination(failure(404), '/someone/a-board/', false)).toBe(SHOW_ERROR_PATH);
  });

  it('sends a signed-out visitor on an ideas page to /ideas/ instead', () => {
    expect(destination(failure(404), '/ideas/kitchen/12/', false)).toBe('/ideas/');
    expect(destination(failure(401, { apiErrorCode: 7 }), '/ideas/kitchen/12/', false)).toBe('/ideas/');
    // Signed in, an ideas page is a page like any other.
    expect(destination(failure(404), '/ideas/kitchen/12/', true)).toBe(SHOW_ERROR_PATH);
    // A 401 says the session is over, although the page still thought the person signed in.
    expect(destination(failure(401, { apiErrorCode: 7 }), '/ideas/kitchen/12/', true)).toBe('/ideas/');
    // The ideas area itself cannot fall back to itself: home with the flag.
    expect(destination(failure(404), '/ideas/', false)).toBe(SHOW_ERROR_PATH);
  });

  it('does not move on a 401 with another code, nor on other failures', () => {
    expect(destination(failure(401, { apiErrorCode: 2 }), '/following/')).toBeNull();
    expect(destination(failure(401), '/following/')).toBeNull();
    expect(destination(failure(403, { apiErrorCode: 7 }), '/following/')).toBeNull();
    expect(destination(failure(500), '/pin/12/')).toBeNull();
    expect(destination(failure(null), '/pin/12/')).toBeNull();
  });

  it('leaves the home page where it is: it cannot send itself home', () => {
    expect(destination(failure(404), '/')).toBeNull();
    expect(destination(failure(401, { apiErrorCode: 7 }), '/', false)).toBeNull();
  });
});

describe('a 301 with a redirect url', () => {
  it('sends the user to that url', () => {
    expect(destination(failure(301, { redirectUrl: '/someone/new-name/' }), '/someone/old-name/')).toBe(
      '/someone/new-name/',
    );
    expect(destination(failure(301, { redirectUrl: `${ORIGIN}/a/b/?x=1#top` }), '/a/c/')).toBe(
      '/a/b/?x=1#top',
    );
    // A 301 wins over the ideas fallback: the page is somewhere else, not missing.
    expect(
      destination(failure(301, { redirectUrl: '/ideas/kitchen/13/' }), '/ideas/kitchen/12/', false),
    ).toBe('/ideas/kitchen/13/');
  });

  it('stays without a url, with a url on another site, or with one to the page itself', () => {
    expect(destination(failure(301), '/a/b/')).toBeNull();
    expect(destination(failure(301, { redirectUrl: 'https://elsewhere.example/a/' }), '/a/b/')).toBeNull();
    expect(destination(failure(301, { redirectUrl: '//elsewhere.example/a/' }), '/a/b/')).toBeNull();
    expect(destination(failure(301, { redirectUrl: '/\\elsewhere.example/a/' }), '/a/b/')).toBeNull();
    expect(destination(failure(301, { redirectUrl: '/a/b/' }), '/a/b/')).toBeNull();
  });
});

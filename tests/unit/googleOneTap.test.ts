import { describe, expect, it, vi } from 'vitest';
import { startGoogleOneTap } from '../../client/src/features/social-login/googleOneTap';
import { maybeStartOneTap } from '../../client/src/features/social-login/useGoogleOneTap';
import {
  GOOGLE_IDENTITY_SCRIPT,
  GOOGLE_ONE_TAP_MIN_VERSIONS,
  oneTapBrowser,
  oneTapSupported,
  shouldLoadOneTap,
} from '../../core/googleOneTap';

const chrome = (v: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
const edge = (v: number) => `${chrome(v)} Edg/${v}.0.0.0`;
const firefox = (v: number) => `Mozilla/5.0 (X11; Linux x86_64; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`;
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const OPERA = `${chrome(130)} OPR/115.0.0.0`;
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

describe('which browsers get the Google one-tap prompt', () => {
  it('needs Chrome 122, Edge 130 or Firefox 131 or newer', () => {
    expect(GOOGLE_ONE_TAP_MIN_VERSIONS).toEqual({ chrome: 122, edge: 130, firefox: 131 });
    expect(oneTapSupported(chrome(121))).toBe(false);
    expect(oneTapSupported(chrome(122))).toBe(true);
    expect(oneTapSupported(CHROME_IOS)).toBe(true);
    expect(oneTapSupported(edge(129))).toBe(false);
    expect(oneTapSupported(edge(130))).toBe(true);
    expect(oneTapSupported(firefox(130))).toBe(false);
    expect(oneTapSupported(firefox(131))).toBe(true);
  });

  it('reads Edge as Edge, not as the Chrome it also names', () => {
    expect(oneTapBrowser(edge(125))).toEqual({ family: 'edge', version: 125 });
    expect(oneTapSupported(edge(125))).toBe(false);
  });

  it('leaves out Safari, Opera, headless browsers and anything unknown', () => {
    for (const userAgent of [SAFARI, OPERA, HEADLESS, 'curl/8.5.0', '']) {
      expect(oneTapSupported(userAgent)).toBe(false);
    }
  });

  it('is loaded only where Google log-in is configured', () => {
    expect(shouldLoadOneTap(null, chrome(131))).toBe(false);
    expect(shouldLoadOneTap('', chrome(131))).toBe(false);
    expect(shouldLoadOneTap('client-1.apps.googleusercontent.com', chrome(131))).toBe(true);
    expect(shouldLoadOneTap('client-1.apps.googleusercontent.com', SAFARI)).toBe(false);
  });
});

describe('loading the prompt', () => {
  it('never loads anything when Google log-in is not configured, or the browser is too old', async () => {
    const load = vi.fn(async () => () => {});
    expect(await maybeStartOneTap(null, chrome(131), load)).toBeNull();
    expect(await maybeStartOneTap(undefined, chrome(131), load)).toBeNull();
    expect(await maybeStartOneTap('client-1', chrome(100), load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await maybeStartOneTap('client-1', chrome(131), load);
    expect(load).toHaveBeenCalledWith('client-1');
  });

  it("adds Google's script once, then starts the prompt with our client id and hands on the credential", () => {
    const appended: { src: string; async: boolean; onload: (() => void) | null }[] = [];
    const id = { initialize: vi.fn(), prompt: vi.fn(), cancel: vi.fn() };
    const doc = {
      createElement: () => ({ src: '', async: false, onload: null }) as unknown as HTMLScriptElement,
      head: { appendChild: (node: HTMLScriptElement) => appended.push(node as never) },
      defaultView: { google: { accounts: { id } } },
    };
    const credentials: string[] = [];
    const stop = startGoogleOneTap({ clientId: 'client-1', doc, onCredential: (c) => credentials.push(c) });
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(GOOGLE_IDENTITY_SCRIPT);
    expect(id.initialize).not.toHaveBeenCalled();

    appended[0]!.onload?.();
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
    expect(id.prompt).toHaveBeenCalledTimes(1);
    const { callback } = id.initialize.mock.calls[0]![0] as {
      callback: (r: { credential?: string }) => void;
    };
    callback({ credential: 'header.payload.signature' });
    expect(credentials).toEqual(['header.payload.signature']);

    stop();
    expect(id.cancel).toHaveBeenCalled();
  });
});

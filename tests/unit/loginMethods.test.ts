import { describe, expect, it } from 'vitest';
import { LOGIN_METHOD_SWITCH_ACCOUNT } from '../../core/accountSwitching';
import { deviceLabel, LOGIN_METHODS, loginMethodLabel } from '../../core/loginMethods';
import { LOGIN_METHOD_MULTIFACTOR } from '../../core/mfa';
import { SOCIAL_LOGIN_METHODS } from '../../core/socialLogin';

describe('how a session began, and on what', () => {
  it('numbers the login methods as the legacy client does', () => {
    expect(LOGIN_METHODS).toEqual({
      email: 1,
      facebook: 2,
      google: 3,
      googleOneTap: 4,
      smartlock: 5,
      multifactor: 6,
      switchAccount: 7,
      line: 8,
      sso: 9,
    });
    expect(LOGIN_METHOD_MULTIFACTOR).toBe(6);
    expect(LOGIN_METHOD_SWITCH_ACCOUNT).toBe(7);
    expect(SOCIAL_LOGIN_METHODS).toEqual({ facebook: 2, google: 3, line: 8, sso: 9 });
  });

  it('words each method, and an unknown number as Unknown', () => {
    expect(loginMethodLabel(1)).toBe('Email and password');
    expect(loginMethodLabel(9)).toBe('Single sign-on');
    expect(loginMethodLabel(42)).toBe('Unknown');
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    ['curl/8.5.0', 'curl'],
    ['SomethingElse/1.0', 'Unknown browser'],
    ['', 'Unknown device'],
  ])('names %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

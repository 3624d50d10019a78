import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_LOCAL_WINDOW_MS,
  BOT_CHECK_REFRESH_MS,
  BOT_CHECK_TOKEN_TTL_MS,
  type BotCheckCall,
  botCheckAccepts,
  botCheckAction,
  botCheckBlockedText,
  botCheckBlockedUntil,
  botCheckPlatform,
  isBotCheckAction,
  parseBotCheckFailures,
  recordBotCheckFailure,
} from '../../core/botCheck';

const CALLS: BotCheckCall[] = ['logIn', 'signUp', 'requestPasswordReset', 'changePassword'];
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

describe('bot-check actions', () => {
  it('are the nine legacy action names, word for word', () => {
    expect([...BOT_CHECK_ACTIONS].sort()).toEqual(
      [
        'mweb_auth',
        'mweb_login',
        'mweb_signup',
        'web_auth',
        'web_unauth',
        'mweb_reset_password',
        'web_reset_password',
        'mweb_change_password',
        'web_change_password',
      ].sort(),
    );
    expect(isBotCheckAction('web_auth')).toBe(true);
    expect(isBotCheckAction('web_login')).toBe(false);
    expect(isBotCheckAction(7)).toBe(false);
  });

  it('phones and narrow windows ask for mweb_ actions, wide desktop windows for web_ ones', () => {
    expect(botCheckPlatform({ userAgent: PHONE, viewportWidth: 1024 })).toBe('mweb');
    expect(botCheckPlatform({ userAgent: DESKTOP, viewportWidth: 420 })).toBe('mweb');
    expect(botCheckPlatform({ userAgent: DESKTOP, viewportWidth: 1280 })).toBe('web');
    expect(botCheckAction('logIn', 'mweb')).toBe('mweb_login');
    expect(botCheckAction('logIn', 'web')).toBe('web_auth');
    expect(botCheckAction('signUp', 'mweb')).toBe('mweb_signup');
    expect(botCheckAction('signUp', 'web')).toBe('web_unauth');
    expect(botCheckAction('requestPasswordReset', 'web')).toBe('web_reset_password');
    expect(botCheckAction('changePassword', 'mweb')).toBe('mweb_change_password');
  });

  it('every call accepts what clients on both platforms ask for, and no other call does', () => {
    for (const call of CALLS) {
      for (const platform of ['mweb', 'web'] as const) {
        const action = botCheckAction(call, platform);
        expect(isBotCheckAction(action)).toBe(true);
        for (const other of CALLS) expect(botCheckAccepts(other, action)).toBe(other === call);
      }
    }
    expect(botCheckAccepts('logIn', 'mweb_auth')).toBe(true);
    expect(botCheckAccepts('signUp', 'mweb_auth')).toBe(false);
    expect(botCheckAccepts('logIn', '')).toBe(false);
  });

  it('tokens are refreshed every 105000 ms, before they expire', () => {
    expect(BOT_CHECK_REFRESH_MS).toBe(105_000);
    expect(BOT_CHECK_TOKEN_TTL_MS).toBeGreaterThan(BOT_CHECK_REFRESH_MS);
  });
});

describe('bot-check local limit', () => {
  const start = Date.UTC(2025, 0, 1, 12, 0, 0);
  const minutes = (n: number) => n * 60_000;

  it('keeps up to 3 timestamps, the newest', () => {
    let failures: number[] = [];
    for (let i = 0; i < 5; i++) failures = recordBotCheckFailure(failures, start + minutes(i));
    expect(failures).toEqual([start + minutes(2), start + minutes(3), start + minutes(4)]);
  });

  it('blocks with 3 failures within 3600 s, until the oldest of them is an hour old', () => {
    let failures: number[] = [];
    failures = recordBotCheckFailure(failures, start);
    failures = recordBotCheckFailure(failures, start + minutes(10));
    expect(botCheckBlockedUntil(failures, start + minutes(11))).toBeNull();
    failures = recordBotCheckFailure(failures, start + minutes(20));
    expect(botCheckBlockedUntil(failures, start + minutes(20))).toBe(start + BOT_CHECK_LOCAL_WINDOW_MS);
    expect(botCheckBlockedUntil(failures, start + BOT_CHECK_LOCAL_WINDOW_MS - 1)).toBe(
      start + BOT_CHECK_LOCAL_WINDOW_MS,
    );
    // The first failure leaves the window: two remain, the form may submit again.
    expect(botCheckBlockedUntil(failures, start + BOT_CHECK_LOCAL_WINDOW_MS)).toBeNull();
  });

  it('does not block on 3 failures spread over more than an hour', () => {
    const failures = [start, start + minutes(40), start + minutes(70)];
    expect(botCheckBlockedUntil(failures, start + minutes(71))).toBeNull();
  });

  it('reads back only numbers, and nothing from a damaged entry', () => {
    expect(parseBotCheckFailures(JSON.stringify([start, 'x', null, start + 1]))).toEqual([start, start + 1]);
    expect(parseBotCheckFailures('{not json')).toEqual([]);
    expect(parseBotCheckFailures('{"a":1}')).toEqual([]);
    expect(parseBotCheckFailures(null)).toEqual([]);
  });

  it('says how long the wait is, in whole minutes', () => {
    expect(botCheckBlockedText(start + minutes(40) + 1, start)).toContain('41 minutes');
    expect(botCheckBlockedText(start + 1000, start)).toContain('1 minute.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  groupSecret,
  isTotpCodeFormat,
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeFromBytes,
} from '../../core/mfa';
import { matchingTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from '../../core/totp';

/** RFC 6238 appendix B: the SHA1 seed is the ASCII string "12345678901234567890". */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** The RFC's 8-digit SHA1 values; a 6-digit code is the same number mod 10^6, i.e. their last six digits. */
const RFC_VECTORS: [seconds: number, code8: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP codes (RFC 6238, SHA1, 6 digits, 30 s)', () => {
  it('the test secret is the RFC seed in base32', () => {
    expect(Buffer.from('12345678901234567890').toString('hex')).toBe(
      '3132333435363738393031323334353637383930',
    );
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it.each(RFC_VECTORS)('at %i s the code is the last six digits of %s', (seconds, code8) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code8.slice(-6));
  });

  it.each(RFC_VECTORS)('at %i s the RFC code is accepted for its own step', (seconds, code8) => {
    const at = seconds * 1000;
    expect(matchingTotpStep(RFC_SECRET, code8.slice(-6), at)).toBe(totpStep(at));
  });

  it('accepts the code of the step before and after (clock drift), and names that step', () => {
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 30_000), at)).toBe(step - 1);
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 30_000), at)).toBe(step + 1);
  });

  it('refuses codes two steps away, wrong codes and codes that are not six digits', () => {
    const at = 1234567890 * 1000;
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at - 60_000), at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, totpCode(RFC_SECRET, at + 60_000), at)).toBeNull();
    const right = totpCode(RFC_SECRET, at);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingTotpStep(RFC_SECRET, wrong, at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, '89005924', at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, right.slice(1), at)).toBeNull();
    expect(matchingTotpStep(RFC_SECRET, '', at)).toBeNull();
  });

  it('takes a code typed with a space in the middle, as apps show it', () => {
    const at = 59_000;
    expect(matchingTotpStep(RFC_SECRET, '287 082', at)).toBe(totpStep(at));
  });

  it('makes 160-bit base32 secrets, a new one each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('builds the otpauth address authenticator apps scan', () => {
    const uri = new URL(totpUri(RFC_SECRET, 'pat@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Tackboard:pat@example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: RFC_SECRET,
      issuer: 'Tackboard',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('two-factor shared rules', () => {
  it('tells a six-digit code from anything else', () => {
    expect(isTotpCodeFormat('123456')).toBe(true);
    expect(isTotpCodeFormat(' 123 456 ')).toBe(true);
    expect(isTotpCodeFormat('12345')).toBe(false);
    expect(isTotpCodeFormat('1234567')).toBe(false);
    expect(isTotpCodeFormat('abcde-fghjk')).toBe(false);
  });

  it('shows a secret in groups of four', () => {
    expect(groupSecret('GEZDGNBVGY3TQOJQ')).toBe('GEZD GNBV GY3T QOJQ');
    expect(groupSecret('GEZDGN')).toBe('GEZD GN');
  });

  it('recovery codes read as two groups of five, without look-alike characters', () => {
    const code = recoveryCodeFromBytes(Uint8Array.from({ length: 10 }, (_, i) => i * 37));
    expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(code).not.toMatch(/[01ilo]/);
    expect(RECOVERY_CODE_COUNT).toBe(10);
  });

  it('compares recovery codes without regard to case, spaces or dashes', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghjk ')).toBe('abcdefghjk');
    expect(normalizeRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
  });
});

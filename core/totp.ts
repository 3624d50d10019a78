import { Secret, TOTP } from 'otpauth';
import { isTotpCodeFormat, TOTP_DIGITS } from './mfa';

/**
 * Two-factor codes as every authenticator app makes them (RFC 6238): HMAC-SHA1, 6 digits, a new code every
 * 30 seconds. One step either side is accepted so a phone clock a little off, or a code typed as it turns
 * over, still works.
 */
export const TOTP_ISSUER = 'Tackboard';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
/** 160 bits, the key size RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

function totpFor(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A fresh random secret, base32 as authenticator apps take it typed in. */
export function newTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The otpauth:// address a QR code carries: issuer Tackboard, labelled with the account's name. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpFor(secretBase32, accountName).toString();
}

/** The code an authenticator shows at this moment (tests and tools; the server only checks codes). */
export function totpCode(secretBase32: string, atMs: number): string {
  return totpFor(secretBase32).generate({ timestamp: atMs });
}

/** The 30-second step a moment falls in: codes are tied to steps, and a step's code is accepted once. */
export function totpStep(atMs: number): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step whose code this is, within one step of now, or null when the code matches none. Callers refuse a
 * step they have already accepted, so a code cannot be replayed.
 */
export function matchingTotpStep(secretBase32: string, code: string, atMs: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!isTotpCodeFormat(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: atMs, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(atMs) + delta;
}

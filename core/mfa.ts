import { LOGIN_METHODS } from './loginMethods';

/**
 * Two-factor rules the client and the server share (no I/O and no crypto library, so the client bundle stays
 * small): what a code looks like, how a secret is shown, how recovery codes are made and compared.
 */
export const TOTP_DIGITS = 6;
/** How much a code field takes: the digits and one space ("123 456", as some apps show them). */
export const TOTP_CODE_INPUT_MAX_LENGTH = TOTP_DIGITS + 1;
/** How much a recovery code field takes: the code (`xxxxx-xxxxx`) with room for stray spaces and dashes. */
export const RECOVERY_CODE_INPUT_MAX_LENGTH = 24;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits nobody confuses when copying them from paper (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 10;
/** A pending "password passed, code needed" log-in lasts this long. */
export const LOGIN_TICKET_TTL_MS = 5 * 60_000;

/** Six digits (spaces allowed, as some apps show "123 456"): what tells a TOTP code from a recovery code. */
export function isTotpCodeFormat(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.replace(/\s+/g, ''));
}

/** The secret in groups of four, so a person typing it into an app does not lose their place. */
export function groupSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * A recovery code from random bytes (the caller supplies them, so this stays free of I/O), shown as
 * `xxxxx-xxxxx`. Each byte picks a letter; the tiny bias of 256 mod 31 does not matter at 10 letters.
 */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < RECOVERY_CODE_LENGTH) throw new RangeError('need 10 random bytes');
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    code += RECOVERY_ALPHABET[(bytes[i] ?? 0) % RECOVERY_ALPHABET.length];
    if (i === RECOVERY_CODE_LENGTH / 2 - 1) code += '-';
  }
  return code;
}

/** What a typed recovery code is compared as: case, spaces and dashes do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** The legacy login method number for the multi-factor step ("multifactor"). */
export const LOGIN_METHOD_MULTIFACTOR = LOGIN_METHODS.multifactor;

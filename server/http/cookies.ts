import { randomFillSync } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from '../domain/sessions';

export const SESSION_COOKIE = 'tb_session';
/** The other signed-in accounts' session tokens (see server/domain/accountSwitching.ts), dot-separated. */
export const ACCOUNTS_COOKIE = 'tb_accounts';
/** The accounts this browser has signed in to, as signed known-device entries (see server/domain/knownDevices.ts). */
export const KNOWN_DEVICES_COOKIE = 'tb_device';
export const CSRF_COOKIE = 'csrftoken';
/** This browser's random visitor id (see ensureVisitorCookie). */
export const VISITOR_COOKIE = 'tb_visitor';
export const CSRF_HEADER = 'x-csrftoken';

export function setSessionCookie(reply: FastifyReply, token: string | null, secure: boolean): void {
  if (token === null) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** The other accounts' tokens as this browser sent them (unchecked: the domain keeps only live sessions). */
export function readAccountsCookie(request: FastifyRequest): string[] {
  const value = request.cookies[ACCOUNTS_COOKIE];
  return value ? value.split('.').filter(Boolean) : [];
}

/** Stores the other accounts' tokens like the session cookie (httpOnly, Lax); an empty list removes it. */
export function setAccountsCookie(reply: FastifyReply, tokens: readonly string[], secure: boolean): void {
  if (tokens.length === 0) {
    reply.clearCookie(ACCOUNTS_COOKIE, { path: '/' });
    return;
  }
  reply.setCookie(ACCOUNTS_COOKIE, tokens.join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** The known-device entries as this browser sent them (unchecked: the domain verifies their signatures). */
export function readKnownDevicesCookie(request: FastifyRequest): string[] {
  const value = request.cookies[KNOWN_DEVICES_COOKIE];
  return value ? value.split('.').filter(Boolean).slice(0, 20) : [];
}

/**
 * Keeps the known-device entries for a year, httpOnly (page scripts never need them) and Lax like the session.
 * It outlives log-outs on purpose: the browser stays one the account knows.
 */
export function setKnownDevicesCookie(
  reply: FastifyReply,
  entries: readonly string[],
  secure: boolean,
): void {
  reply.setCookie(KNOWN_DEVICES_COOKIE, entries.join('.'), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 365 * 86_400,
  });
}

/**
 * Double-submit CSRF token: a readable cookie the page copies into the X-CSRFToken header of every
 * state-changing request. Another site can make the browser send the cookie, but cannot read it.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  return ensureRandomCookie(request, reply, CSRF_COOKIE, { httpOnly: false, secure });
}

/**
 * A random id for this browser, kept a year and never readable by page scripts: what a signed-out visitor's
 * experiment groups are drawn from (see server/domain/experiments.ts). Nothing about the visitor is stored.
 */
export function ensureVisitorCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  return ensureRandomCookie(request, reply, VISITOR_COOKIE, { httpOnly: true, secure });
}

const TOKEN_BYTES = 24;
let randomPool = Buffer.alloc(0);
let randomPoolUsed = 0;

/**
 * A new random cookie value: 24 bytes from the system's random source, base64url. Read 4 KiB at a time: a request
 * without cookies (a first visit, an API client) needs two, and one read of the system's source per value was
 * ≈ 1.5 % of such a request's CPU. Each byte is handed out once.
 */
function newRandomToken(): string {
  if (randomPoolUsed + TOKEN_BYTES > randomPool.length) {
    randomPool = randomFillSync(Buffer.allocUnsafe(4096));
    randomPoolUsed = 0;
  }
  const token = randomPool.toString('base64url', randomPoolUsed, randomPoolUsed + TOKEN_BYTES);
  randomPoolUsed += TOKEN_BYTES;
  return token;
}

/** The cookie's random value when it holds one, else a new one set for a year (Lax, like the session). */
function ensureRandomCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  options: { httpOnly: boolean; secure: boolean },
): string {
  const existing = request.cookies[name];
  if (existing && /^[A-Za-z0-9_-]{32,}$/.test(existing)) return existing;
  const token = newRandomToken();
  reply.setCookie(name, token, { path: '/', sameSite: 'lax', maxAge: 365 * 86_400, ...options });
  return token;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { domainToUnicode } from 'node:url';
import { type LinkStatus, offsitePath } from '../../core/offsite';
import type { Db } from '../db/database';
import type { PinRow } from '../db/tables/pins';
import type { RequestContext } from './context';
import { notFound } from './errors';
import { pinById } from './pins';
import { serverSecret } from './serverSecrets';
import type { LinkRules } from './serverSettings';

function listed(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** A host that writes Latin letters next to Cyrillic or Greek ones: the classic look-alike of a real domain. */
function mixesScripts(host: string): boolean {
  return host
    .split('.')
    .some((label) => /\p{Script=Latin}/u.test(label) && /[\p{Script=Cyrillic}\p{Script=Greek}]/u.test(label));
}

/**
 * How safe a link is to follow: the operator's lists first, then what gives a link away as a trick — a scheme
 * other than http(s), a user name before the host (`https://bank.com@evil.example/`), a bare IP address, a
 * host on the local network, or a look-alike host mixing alphabets.
 */
export function linkStatus(rules: LinkRules, link: string): LinkStatus {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'blocked';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'blocked';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const unicodeHost = domainToUnicode(host) || host;
  if (listed(host, rules.blocked)) return 'blocked';
  if (listed(host, rules.adult)) return 'porn';
  if (listed(host, rules.suspicious)) return 'suspicious';
  if (url.username || url.password) return 'suspicious';
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return 'suspicious';
  if (!host.includes('.') || /\.(local|internal|localhost|lan)$/.test(host)) return 'suspicious';
  if (mixesScripts(unicodeHost)) return 'suspicious';
  return 'safe';
}

const SECRET_NAME = 'offsite_links';

function sign(secret: Buffer, url: string, pinId: string | null): string {
  return createHmac('sha256', secret)
    .update(`v1\n${pinId ?? ''}\n${url}`)
    .digest('hex')
    .slice(0, 32);
}

/** The /offsite/ link for a pin's outbound link, signed so the offsite page may redirect without asking. */
export async function offsiteUrlFor(db: Db, url: string, pinId: string | null): Promise<string> {
  return offsitePath({ url, pinId, token: sign(await serverSecret(db, SECRET_NAME), url, pinId) });
}

/** Whether /offsite/ was handed a link Tackboard signed (rather than one anybody could make up). */
export async function isSignedOffsiteLink(
  db: Db,
  url: string,
  pinId: string | null,
  token: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{32}$/.test(token)) return false;
  const expected = sign(await serverSecret(db, SECRET_NAME), url, pinId);
  return timingSafeEqual(Buffer.from(token, 'hex'), Buffer.from(expected, 'hex'));
}

/** The pin's outbound link through /offsite/, or null when it has none. */
export async function pinOffsiteUrl(ctx: RequestContext, pin: PinRow): Promise<string | null> {
  return pin.link ? offsiteUrlFor(ctx.db, pin.link, pin.id) : null;
}

/**
 * The offsite check: the status of a link and the link itself. With a pin, the pin must be one the
 * viewer may see (secret pins' links are not checked for outsiders) and the link defaults to the pin's.
 */
export async function checkOffsite(
  ctx: RequestContext,
  input: { url: string; pinId: string | null },
): Promise<{ status: LinkStatus; url: string }> {
  let url = input.url.trim();
  if (input.pinId) {
    const pin = await pinById(ctx, input.pinId);
    if (!pin) throw notFound('pin');
    if (!url) url = pin.link ?? '';
  }
  return { status: linkStatus(ctx.settings.linkRules, url), url };
}

import { isIP } from 'node:net';
import { MEDIA_TEXTS } from '../../../core/mediaUpload';
import { DomainError } from '../errors';
import { isPublicAddress } from '../networkAddress';

/** How far a server-side fetch may go. */
export interface FetchPolicy {
  /** Reach private, loopback and link-local addresses too (tests, or a deliberately internal setup). */
  allowPrivate: boolean;
  /** For the whole fetch: every redirect hop and the body. */
  timeoutMs: number;
  maxRedirects: number;
  /** Individual addresses allowed although private (an internal image host the operator trusts). */
  allowedAddresses?: readonly string[];
}

/** Whether the policy lets a fetch connect to this address. */
export function addressAllowed(address: string, policy: FetchPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:(?=\d+\.)/i, '');
  return policy.allowPrivate || isPublicAddress(address) || (policy.allowedAddresses ?? []).includes(bare);
}

export type FetchFailure =
  | 'invalid_url'
  | 'private_address'
  | 'timeout'
  | 'too_many_redirects'
  | 'too_large'
  | 'http_status'
  | 'unreachable';

/** A fetch refused or failed, with the words for the user and a reason for code. */
export class FetchError extends DomainError {
  readonly reason: FetchFailure;
  readonly status: number | null;

  constructor(reason: FetchFailure, message: string, status: number | null = null) {
    super('VALIDATION', message, { field: 'image_url' });
    this.name = 'FetchError';
    this.reason = reason;
    this.status = status;
  }
}

const TEXT_FOR: Record<Exclude<FetchFailure, 'http_status'>, string> = {
  invalid_url: MEDIA_TEXTS.linkInvalid,
  private_address: MEDIA_TEXTS.linkPrivate,
  timeout: MEDIA_TEXTS.linkTimeout,
  too_many_redirects: MEDIA_TEXTS.linkTooManyRedirects,
  too_large: MEDIA_TEXTS.linkTooLarge,
  unreachable: MEDIA_TEXTS.linkUnreachable,
};

/** The refusal for a reason, with its text for the user. */
export function fetchFailure(reason: Exclude<FetchFailure, 'http_status'>): FetchError {
  return new FetchError(reason, TEXT_FOR[reason]);
}

export interface FetchedBody {
  /** The url the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
}

export interface SafeFetchRequest {
  url: string;
  policy: FetchPolicy;
  maxBytes: number;
  accept?: string;
}

/**
 * Fetches a url on a user's behalf within the policy (the implementation, over node's http and dns, lives in
 * server/infra/safeFetch.ts). Non-2xx answers, refused addresses, timeouts and oversize bodies are FetchErrors.
 */
export type SafeFetch = (request: SafeFetchRequest) => Promise<FetchedBody>;

/** Parses a link the user gave; only http and https without credentials are fetched. */
export function parseFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw fetchFailure('invalid_url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw fetchFailure('invalid_url');
  }
  return url;
}

/** Hostname without IPv6 brackets, as net and dns want it. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Refuses at once a link whose host is an IP address the policy does not allow (names are checked on lookup). */
export function assertAddressAllowed(url: URL, policy: FetchPolicy): void {
  const host = bareHost(url);
  if (isIP(host) && !addressAllowed(host, policy)) throw fetchFailure('private_address');
}

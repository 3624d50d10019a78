import {
  LINK_CHECKS_PER_MINUTE,
  LINK_STATUS_CACHE_MS,
  LINK_STATUS_TEXTS,
  type LinkStatus,
} from '../../core/linkStatus';
import { isSafeLink } from '../../core/links';
import { requireViewer } from './auth';
import type { RequestContext } from './context';
import { DomainError } from './errors';
import { FetchError, parseFetchUrl } from './media/fetchPolicy';
import { takeTry } from './throttle';

/** A page's first bytes are enough to know it answers; the rest is not read. */
const LINK_CHECK_MAX_BYTES = 512 * 1024;
/** Links remembered per process at most; the oldest go first. */
const CACHE_SIZE = 500;

const cache = new Map<string, { status: LinkStatus; until: number }>();

function remember(url: string, status: LinkStatus, now: number): void {
  cache.delete(url);
  cache.set(url, { status, until: now + LINK_STATUS_CACHE_MS });
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

function same(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

/** Fetches the link through the safe fetcher (same policy as every server-side fetch) and names its state. */
async function fetchStatus(ctx: RequestContext, url: string): Promise<LinkStatus> {
  const none = { redirectsTo: null, httpStatus: null };
  try {
    const fetched = await ctx.safeFetch({ url, policy: ctx.settings.fetch, maxBytes: LINK_CHECK_MAX_BYTES });
    return same(fetched.url, url)
      ? { kind: 'reachable', ...none }
      : { kind: 'redirects', redirectsTo: fetched.url, httpStatus: null };
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    switch (error.reason) {
      case 'http_status':
        return { kind: 'broken', redirectsTo: null, httpStatus: error.status };
      case 'too_large':
        // The page answered and kept sending: it is there.
        return { kind: 'reachable', ...none };
      case 'invalid_url':
      case 'private_address':
        return { kind: 'not_allowed', ...none };
      case 'timeout':
      case 'too_many_redirects':
      case 'unreachable':
        return { kind: 'unreachable', ...none };
    }
  }
}

/**
 * The state of a pin's link before publishing: reachable, redirects to …, broken (4xx/5xx), unreachable or not
 * allowed. Answers are kept for 5 minutes per process; a person may have 20 links fetched a minute (answers from
 * the cache are free). Links the pin would refuse anyway are "not allowed" without a fetch.
 */
export async function pinLinkStatus(ctx: RequestContext, link: string): Promise<LinkStatus> {
  const viewer = requireViewer(ctx);
  const url = link.trim();
  const notAllowed: LinkStatus = { kind: 'not_allowed', redirectsTo: null, httpStatus: null };
  if (!isSafeLink(url)) return notAllowed;
  try {
    parseFetchUrl(url);
  } catch {
    return notAllowed;
  }
  const now = ctx.now().getTime();
  const cached = cache.get(url);
  if (cached && cached.until > now) return cached.status;
  const allowed = await takeTry(
    ctx.db,
    {
      key: `link_status:${viewer.id}`,
      subject: `user:${viewer.id}`,
      max: LINK_CHECKS_PER_MINUTE,
      windowMs: 60_000,
    },
    ctx.now(),
  );
  if (!allowed) throw new DomainError('RATE_LIMITED', LINK_STATUS_TEXTS.throttled);
  const status = await fetchStatus(ctx, url);
  remember(url, status, now);
  return status;
}

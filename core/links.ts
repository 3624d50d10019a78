/** Hosts whose outbound links keep their ranking signal (trusted hosts carry no nofollow). */
export const TRUSTED_HOSTS = ['tackboard.app', 'localhost'];

export function linkHost(link: string): string | null {
  try {
    return new URL(link).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isTrustedHost(link: string, trusted: readonly string[] = TRUSTED_HOSTS): boolean {
  const host = linkHost(link);
  if (!host) return false;
  return trusted.some((t) => host === t || host.endsWith(`.${t}`));
}

/** The rel attribute for an outbound link: nofollow unless the host is trusted. */
export function outboundRel(link: string): string {
  return isTrustedHost(link) ? 'noopener noreferrer' : 'nofollow noopener noreferrer';
}

/** Only http(s) links are stored on pins; anything else (javascript:, data:) is refused. */
export function isSafeLink(link: string): boolean {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The domain shown for a pin's link, without a leading www. */
export function linkDomain(link: string): string | null {
  return linkHost(link)?.replace(/^www\./, '') ?? null;
}

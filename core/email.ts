/**
 * A local part of word characters and symbols, an @, then dot-separated domain labels.
 */
const EMAIL_PATTERN =
  /^[\w!#$%&'*+/=?^`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const EMAIL_INVALID = "Hmm... that doesn't look like an email address.";

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/**
 * The mail services whose misspellings are flagged: gmail.com (its name under any other suffix is a typo too:
 * gmail has no country domains) and hotmail.com (only near misses: hotmail.co.uk, hotmail.fr and the others are
 * real addresses).
 */
const TYPO_CHECKED: readonly { domain: string; otherSuffixIsTypo: boolean }[] = [
  { domain: 'gmail.com', otherSuffixIsTypo: true },
  { domain: 'hotmail.com', otherSuffixIsTypo: false },
];

/** Hotmail's real domains that are near hotmail.com in spelling but not typos of it. */
const REAL_NEAR_DOMAINS = new Set(['hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es']);

/**
 * Flags a likely misspelled address of a checked service — a domain within 1–2 edits of gmail.com or hotmail.com,
 * or gmail with a suffix other than com. Returns the suggested address, or null.
 */
export function emailTypoSuggestion(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (REAL_NEAR_DOMAINS.has(domain) || TYPO_CHECKED.some((checked) => checked.domain === domain)) return null;
  for (const { domain: intended, otherSuffixIsTypo } of TYPO_CHECKED) {
    const distance = editDistance(domain, intended);
    const name = intended.slice(0, intended.indexOf('.'));
    const otherSuffix = otherSuffixIsTypo && domain.startsWith(`${name}.`) && /^[a-z.]+$/.test(domain);
    if ((distance >= 1 && distance <= 2) || otherSuffix) return `${local}@${intended}`;
  }
  return null;
}

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
 * Flags a likely misspelled gmail address — a domain within 1–2 edits of gmail.com,
 * or gmail with a suffix other than com. Returns the suggested address, or null.
 */
export function gmailTypoSuggestion(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (domain === 'gmail.com') return null;
  const distance = editDistance(domain, 'gmail.com');
  const gmailOtherSuffix = /^gmail\.(?!com$)[a-z.]+$/.test(domain);
  if ((distance >= 1 && distance <= 2) || gmailOtherSuffix) return `${local}@gmail.com`;
  return null;
}

/**
 * The share sheet's links: where each network's "share this page" address sends a link and its text, and the
 * embed snippet other sites paste. Pure builders, so the sheet and its tests agree on every address.
 */

/** The networks the share sheet offers, in the order it shows them. */
export const SHARE_TARGETS = ['email', 'whatsapp', 'facebook', 'x', 'reddit'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The button text of each share target. */
export const SHARE_TARGET_LABELS: Record<ShareTarget, string> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  x: 'X',
  reddit: 'Reddit',
};

/** What is shared: the page's absolute address and a short text (a pin's title, a board's name). */
export interface SharedPage {
  url: string;
  title: string;
}

/** The share sheet's texts. */
export const SHARE_TEXTS = {
  sheetTitle: 'Share',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: "Couldn't copy the link. Select it and copy it yourself.",
  moreOptions: 'More options',
  embedTitle: 'Embed',
  copyEmbed: 'Copy embed code',
  embedCopied: 'Embed code copied',
  /** The email's body line before the link. */
  emailIntro: 'I found this on Tackboard:',
} as const;

const encode = encodeURIComponent;

/**
 * The address that shares `page` on `target`: a mailto: link with the title as subject, or the network's own
 * share address with the link (and the text where the network takes one).
 */
export function shareUrl(target: ShareTarget, page: SharedPage): string {
  const { url, title } = page;
  switch (target) {
    case 'email':
      // mailto: wants %20 for spaces (a + stays a plus sign in mail clients), which encodeURIComponent gives.
      return `mailto:?subject=${encode(title)}&body=${encode(`${SHARE_TEXTS.emailIntro} ${title}\n${url}`)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encode(title ? `${title} ${url}` : url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${encode(url)}${title ? `&text=${encode(title)}` : ''}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${encode(url)}${title ? `&title=${encode(title)}` : ''}`;
  }
}

/** What an embed shows: one pin's card, or a board's name with its latest pins. */
export type EmbedKind = 'pin' | 'board';

/** The size each embed's frame asks for on the host page. */
export const EMBED_SIZES: Record<EmbedKind, { width: number; height: number }> = {
  pin: { width: 345, height: 520 },
  board: { width: 400, height: 460 },
};

/** The page Tackboard serves for an embed, framed by other sites. */
export function embedPath(kind: EmbedKind, id: string): string {
  return `/embed/${kind}/${id}/`;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The HTML a site pastes to show a pin or a board: an iframe of the embed page at its size, lazy-loaded, titled
 * for screen readers, and sandboxed to what the card needs (its links open in a new tab).
 */
export function embedSnippet(origin: string, kind: EmbedKind, id: string, title: string): string {
  const { width, height } = EMBED_SIZES[kind];
  const src = `${origin.replace(/\/+$/, '')}${embedPath(kind, id)}`;
  const label = title || (kind === 'pin' ? 'Pin on Tackboard' : 'Board on Tackboard');
  return `<iframe src="${escapeAttribute(src)}" width="${width}" height="${height}" title="${escapeAttribute(label)}" style="border:0" loading="lazy" sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>`;
}

/** The embed pages' texts. */
export const EMBED_TEXTS = {
  viewPin: 'View on Tackboard',
  viewBoard: 'See the board on Tackboard',
  /** One answer for missing, secret and protected alike, so an embed never tells which. */
  unavailable: 'This content isn’t available.',
  pinCount: (count: number) => (count === 1 ? '1 Pin' : `${count.toLocaleString('en')} Pins`),
} as const;

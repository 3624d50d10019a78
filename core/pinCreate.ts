/** How a pin was made. */
export type PinCreateMethod =
  | 'uploaded'
  | 'pinbuilder'
  | 'scraped'
  | 'button'
  | 'button_external'
  | 'bookmarklet'
  | 'repin';

/** A website Save button without a guid is recorded as button_external. */
export function pinCreateMethod(method: string, guid: string | null | undefined): PinCreateMethod {
  const known: PinCreateMethod[] = ['uploaded', 'pinbuilder', 'scraped', 'button', 'bookmarklet', 'repin'];
  const base = known.includes(method as PinCreateMethod) ? (method as PinCreateMethod) : 'uploaded';
  return base === 'button' && !guid ? 'button_external' : base;
}

/** Board layouts whose pins do not count as "already saved". */
export const QUICK_CREATES_LAYOUT = 'quick_creates';

export function alreadySavedNotice(boardName: string): string {
  return `Psst! You already saved this Pin to ${boardName}`;
}

/** Decodes an image data url (or bare base64); null when it is not base64 image data ("Invalid Image"). */
export function decodeImageData(data: string): Uint8Array | null {
  const match = /^(?:data:image\/[a-z0-9.+-]+;base64,)?([A-Za-z0-9+/\s]+={0,2})$/i.exec(data.trim());
  if (!match) return null;
  const clean = match[1]!.replace(/\s+/g, '');
  if (clean.length === 0 || clean.length % 4 === 1) return null;
  try {
    const binary = atob(clean);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export const INVALID_IMAGE = 'Invalid Image';

/** How long a finished export can be downloaded before it is deleted. */
export const EXPORT_KEEP_DAYS = 7;

/** The name and version of the JSON document inside an export (documented in the README). */
export const EXPORT_FORMAT = 'tackboard-export';
export const EXPORT_FORMAT_VERSION = 1;
/** The document's name inside the zip. */
export const EXPORT_DOCUMENT = 'tackboard.json';

/** The largest import file accepted: an export with its pictures and videos can be big. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024 * 1024;

export const IMPORT_KINDS = ['tackboard', 'bookmarks', 'csv'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export function isImportKind(value: string): value is ImportKind {
  return (IMPORT_KINDS as readonly string[]).includes(value);
}

/** The columns a CSV import reads, in this order when it has no header row. */
export const CSV_COLUMNS = ['board', 'section', 'title', 'description', 'link', 'image_url'] as const;

export const DATA_PORT_TEXTS = {
  exportRunning: 'Your export is already being made. We will email you when it is ready.',
  exportMailSubject: 'Your Tackboard data is ready to download',
  importFileMissing: 'Choose a file to import.',
  importKindUnknown: 'Choose what kind of file this is: a Tackboard export, a bookmarks file or a CSV.',
  importUnreadable: "We couldn't read that file. Check that it is the kind of file you chose.",
  imageNotFound: "We couldn't find a picture on that page.",
  imageNotFetched: "We couldn't fetch the picture.",
  fileMissing: 'The file for this item is missing from the export.',
  videoNotImported: 'Videos cannot be processed on this server; the pin keeps its cover picture.',
  carouselFirstPictureOnly:
    'Carousel Pins are for business accounts: this one was imported with its first picture only.',
  productTagMissing: 'A product tagged on this pin could not be imported, so its product tags were left out.',
} as const;

/** The words of the mail that announces a finished export. */
export function exportReadyMail(downloadUrl: string): string {
  return [
    'Your Tackboard export is ready: your profile, boards, sections, pins, follows and the original pictures and videos you uploaded.',
    '',
    `Download it (signed in as yourself) within ${EXPORT_KEEP_DAYS} days:`,
    downloadUrl,
    '',
    'After that the archive is deleted; you can ask for a new one any time in Settings → Your data.',
  ].join('\n');
}

/** Where a finished export downloads from (its owner's session only). */
export function exportDownloadPath(exportId: string): string {
  return `/data/exports/${exportId}/download`;
}

/** Timings and sizes the client and the server share. */
export const PIN_PREVIEW_WIDTH = 236;
export const MODAL_MIN_WIDTH = 500;
export const TOAST_MS = 5000;
export const SCROLL_FETCH_THROTTLE_MS = 200;
/** Fetch the next page when the end of the grid is within this many viewport heights. */
export const SCROLL_FETCH_VIEWPORTS = 2;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const HEADER_HEIGHT_DESKTOP = 80;
export const HEADER_HEIGHT_PHONE = 56;
export const PIN_DESCRIPTION_MAX_LENGTH = 2500;
export const PIN_TITLE_MAX_LENGTH = 100;
/** Screen readers read it whole, so it stays a sentence or two. */
export const PIN_ALT_TEXT_MAX_LENGTH = 500;
/** A longer board description is cut to this length, not refused. */
export const BOARD_DESCRIPTION_MAX_LENGTH = 500;

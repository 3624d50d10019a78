import {
  VISUAL_COMPLETE_EVENT,
  type VisualCompleteness,
  type VisualPageKind,
  watchVisualCompleteness,
} from '../../../../core/visualCompleteness';

/** Where each page's layout shows it is there, and which of its pictures must load before it looks finished. */
const PAGES: ReadonlyMap<VisualPageKind, { layout: string; pictures: string }> = new Map([
  [
    'home_feed',
    {
      // The grid's cards, or the empty state when there is nothing to show.
      layout: '.page--feed .pin-grid__item, .page--feed .empty-state',
      pictures: '.page--feed .pin-grid img',
    },
  ],
  [
    'pin_closeup',
    {
      layout: '.closeup__image img, .closeup__image video',
      pictures: '.closeup__image img, .closeup__image video',
    },
  ],
]);

function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** A picture has loaded (or failed: it will not change any more); a video knows its size and first frame. */
function loaded(element: Element): boolean {
  if (element instanceof HTMLImageElement) return element.complete;
  if (element instanceof HTMLVideoElement) return element.readyState >= HTMLMediaElement.HAVE_METADATA;
  return true;
}

function report(kind: VisualPageKind, outcome: VisualCompleteness): void {
  const query = new URLSearchParams({
    client: 'web',
    event: VISUAL_COMPLETE_EVENT,
    page_kind: kind,
    path: window.location.pathname,
    ...(outcome.kind === 'complete' ? { ms: String(outcome.ms) } : { timeout_reason: outcome.reason }),
  });
  // The tracking image request: no CSRF echo needed, and a failure never gets in anyone's way.
  const image = new Image();
  image.src = `/v3/callback/event/?${query}`;
}

/**
 * Watches the page until every picture in view has loaded (after its cards or picture are laid out) and
 * reports the milliseconds since `startedAt`, or the reason it gave up. Answers a function that stops it.
 */
export function startVisualCompletenessMonitor(kind: VisualPageKind, startedAt: number): () => void {
  const page = PAGES.get(kind);
  if (!page) return () => {};
  return watchVisualCompleteness(
    {
      layoutReady: () => document.querySelector(page.layout) !== null,
      timingReady: () => [...document.querySelectorAll(page.pictures)].filter(inView).every(loaded),
      now: () => performance.now(),
      schedule: (run, ms) => {
        const timer = window.setTimeout(run, ms);
        return () => window.clearTimeout(timer);
      },
    },
    startedAt,
    (outcome) => report(kind, outcome),
  );
}

import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { requireViewer } from '../auth';
import type { RequestContext } from '../context';
import type { FetchedBody, FetchPolicy, SafeFetch } from './fetchPolicy';
import { MIN_IMAGE_SIDE } from './media';

/** One pinnable image of a page (an item of the find-pin-images answer). */
export interface PinnableImage {
  type: 'image';
  url: string;
  width: number;
  height: number;
}

const PAGE_MAX_BYTES = 3 * 1024 * 1024;
const CANDIDATE_MAX_BYTES = 16 * 1024 * 1024;
const MAX_CANDIDATES = 30;
const CONCURRENCY = 4;
/** The whole scrape (page and every candidate) stays within this, so the page never waits long. */
const BUDGET_MS = 15_000;
const MEASURABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

function resolve(raw: string | undefined, base: string): string | null {
  const value = raw?.trim();
  if (!value || value.startsWith('data:')) return null;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.toString();
  } catch {
    return null;
  }
}

/** The widest candidate of a srcset ("a.jpg 320w, b.jpg 1024w" → b.jpg). */
function largestInSrcset(srcset: string): string | undefined {
  let best: { url: string; size: number } | undefined;
  for (const entry of srcset.split(',')) {
    const [url, descriptor = '1x'] = entry.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith('w') ? 1 : 1000);
    if (!best || size > best.size) best = { url, size: Number.isFinite(size) ? size : 0 };
  }
  return best?.url;
}

/** Every `image` value in a JSON-LD document: strings, lists and ImageObjects, at any depth (@graph too). */
function jsonLdImages(node: unknown, found: string[], depth = 0): void {
  if (depth > 12 || node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) jsonLdImages(item, found, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === 'image' || key === 'thumbnailUrl') {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) {
        if (typeof v === 'string') found.push(v);
        else if (v && typeof v === 'object') {
          const object = v as Record<string, unknown>;
          const url = object.contentUrl ?? object.url;
          if (typeof url === 'string') found.push(url);
        }
      }
    } else {
      jsonLdImages(value, found, depth + 1);
    }
  }
}

/**
 * The image urls a page offers, best first: og:image, twitter:image, JSON-LD images, image_src, then `<img>`
 * elements in document order (src, lazy-loading data-src, the widest srcset entry). Relative urls resolve
 * against the page (or its `<base href>`); duplicates and non-http urls are dropped.
 */
export function extractImageCandidates(html: string, pageUrl: string): string[] {
  let base = pageUrl;
  const meta: string[] = [];
  const twitter: string[] = [];
  const ld: string[] = [];
  const linked: string[] = [];
  const imgs: string[] = [];
  let inJsonLd = false;
  let script = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'base' && attrs.href) base = resolve(attrs.href, pageUrl) ?? base;
        if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
          if (['og:image', 'og:image:url', 'og:image:secure_url'].includes(key) && attrs.content)
            meta.push(attrs.content);
          if (['twitter:image', 'twitter:image:src'].includes(key) && attrs.content)
            twitter.push(attrs.content);
        }
        if (
          name === 'link' &&
          (attrs.rel ?? '').toLowerCase().split(/\s+/).includes('image_src') &&
          attrs.href
        ) {
          linked.push(attrs.href);
        }
        if (name === 'img') {
          const sources = [
            attrs.src,
            attrs['data-src'],
            attrs.srcset ? largestInSrcset(attrs.srcset) : undefined,
            attrs['data-srcset'] ? largestInSrcset(attrs['data-srcset']) : undefined,
          ];
          for (const source of sources) if (source) imgs.push(source);
        }
        if (name === 'script' && (attrs.type ?? '').toLowerCase() === 'application/ld+json') {
          inJsonLd = true;
          script = '';
        }
      },
      ontext(text) {
        if (inJsonLd) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && inJsonLd) {
          inJsonLd = false;
          try {
            jsonLdImages(JSON.parse(script), ld);
          } catch {
            // Broken JSON-LD is common; the page's other images still count.
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of [...meta, ...twitter, ...ld, ...linked, ...imgs]) {
    const url = resolve(raw, base);
    if (url && !seen.has(url)) {
      seen.add(url);
      out.push(url);
    }
  }
  return out;
}

/** The displayed size of an image from its bytes (EXIF-rotated), or null when it is not a picture we keep. */
async function measure(body: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(body).metadata();
    if (!meta.format || !MEASURABLE_FORMATS.has(meta.format) || !meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

async function pinnable(
  safeFetch: SafeFetch,
  url: string,
  policy: FetchPolicy,
  deadline: number,
): Promise<PinnableImage | null> {
  const timeoutMs = Math.min(policy.timeoutMs, deadline - Date.now());
  if (timeoutMs <= 0) return null;
  try {
    const fetched = await safeFetch({
      url,
      policy: { ...policy, timeoutMs },
      maxBytes: CANDIDATE_MAX_BYTES,
      accept: 'image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8',
    });
    const size = await measure(fetched.body);
    if (!size || size.width < MIN_IMAGE_SIDE || size.height < MIN_IMAGE_SIDE) return null;
    return { type: 'image', url, ...size };
  } catch {
    return null;
  }
}

/**
 * Find-pin-images resource: fetches a page with the safe fetcher, collects its candidate images and keeps the
 * pinnable ones (larger than 119 px on both sides, measured from the image itself), in page order. Any failure
 * answers an empty list: scrape errors are silent.
 */
export async function findPinImages(ctx: RequestContext, pageUrl: string): Promise<PinnableImage[]> {
  requireViewer(ctx);
  const policy = ctx.settings.fetch;
  const deadline = Date.now() + BUDGET_MS;
  let page: FetchedBody;
  try {
    page = await ctx.safeFetch({
      url: pageUrl,
      policy: { ...policy, timeoutMs: Math.min(policy.timeoutMs, BUDGET_MS) },
      maxBytes: PAGE_MAX_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9,image/*;q=0.8,*/*;q=0.5',
    });
  } catch {
    return [];
  }
  if (page.contentType.toLowerCase().startsWith('image/')) {
    const size = await measure(page.body);
    return size && size.width >= MIN_IMAGE_SIDE && size.height >= MIN_IMAGE_SIDE
      ? [{ type: 'image', url: page.url, ...size }]
      : [];
  }
  const candidates = extractImageCandidates(page.body.toString('utf8'), page.url).slice(0, MAX_CANDIDATES);
  const results: (PinnableImage | null)[] = new Array(candidates.length).fill(null);
  let next = 0;
  const lanes = Array.from({ length: Math.min(CONCURRENCY, candidates.length) }, async () => {
    while (next < candidates.length) {
      const index = next++;
      results[index] = await pinnable(ctx.safeFetch, candidates[index]!, policy, deadline);
    }
  });
  await Promise.all(lanes);
  return results.filter((r): r is PinnableImage => r !== null);
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { videoPath } from '../../core/mediaUpload';
import { boardPath, pinPath, profilePath } from '../../core/paths';
import { videoDurationLabel } from '../../core/pinSaved';
import { EMBED_TEXTS } from '../../core/share';
import { truncateText } from '../../core/truncate';
import { type EmbeddedBoard, type EmbeddedPin, embeddedBoard, embeddedPin } from '../domain/embeds';
import { imageSpec } from '../views/images';
import { escapeHtml, standalonePage } from './standalonePage';

// The small cards other sites frame (the share sheet's embed snippet): plain HTML, no script, styles inline.

/**
 * Unlike every other page (framed by our own origin only), embeds may be framed by any site. They run no script
 * and load only our own media, and their links open in a new tab.
 */
const EMBED_POLICY = [
  "default-src 'none'",
  "img-src 'self' data: https:",
  "media-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join(';');

const EMBED_STYLES = `  * { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
  .card { border: 1px solid #e2e2e2; border-radius: 16px; overflow: hidden; max-width: 100%; }
  .media { display: block; width: 100%; height: auto; background: #efefef; }
  .media-wrap { position: relative; }
  .badge { position: absolute; left: 8px; bottom: 8px; background: rgb(0 0 0 / 70%); color: #fff; font-size: 12px; font-weight: 600; padding: 2px 8px; border-radius: 12px; }
  .text { padding: 12px 16px 16px; }
  h1 { font-size: 16px; margin: 0 0 4px; line-height: 1.3; }
  p { font-size: 13px; margin: 0 0 10px; color: #5f5f5f; }
  .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2px; }
  .grid img { width: 100%; aspect-ratio: 1; object-fit: cover; display: block; background: #efefef; }
  a.button { display: inline-block; background: #e60023; color: #fff; padding: 8px 14px; border-radius: 20px; font-weight: 600; font-size: 14px; text-decoration: none; }
  a:focus-visible { outline: 3px solid #0074e8; outline-offset: 2px; }`;

function page(title: string, body: string): string {
  return standalonePage(title, EMBED_STYLES, body);
}

function pinCard({ pin, image, video, board, pinner }: EmbeddedPin): string {
  const title = pin.title || truncateText(pin.description, 80) || `Pin from ${board.name}`;
  const cover = imageSpec(image, '474x');
  const alt = pin.alt_text || pin.title || '';
  const media = video
    ? `<div class="media-wrap"><video class="media" controls muted playsinline preload="none" poster="${escapeHtml(cover.url)}" width="${cover.width}" height="${cover.height}" aria-label="${escapeHtml(title)}"><source src="${escapeHtml(videoPath(video.signature, video.format))}" type="video/${escapeHtml(video.format)}"></video><span class="badge">${escapeHtml(videoDurationLabel(video.duration_ms))}</span></div>`
    : `<img class="media" src="${escapeHtml(cover.url)}" width="${cover.width}" height="${cover.height}" alt="${escapeHtml(alt)}">`;
  const boardHref = boardPath(pinner.username, board.slug);
  return page(
    title,
    `<article class="card">
${media}
<div class="text">
<h1>${escapeHtml(title)}</h1>
<p>Saved by <a href="${escapeHtml(profilePath(pinner.username))}" target="_blank" rel="noopener">${escapeHtml(pinner.full_name)}</a> to <a href="${escapeHtml(boardHref)}" target="_blank" rel="noopener">${escapeHtml(board.name)}</a></p>
<a class="button" href="${escapeHtml(pinPath(pin.id))}" target="_blank" rel="noopener">${escapeHtml(EMBED_TEXTS.viewPin)}</a>
</div>
</article>`,
  );
}

function boardCard({ board, owner, pins }: EmbeddedBoard): string {
  const tiles = pins
    .map(({ pin, image }) => {
      const spec = imageSpec(image, '236x');
      return `<a href="${escapeHtml(pinPath(pin.id))}" target="_blank" rel="noopener"><img src="${escapeHtml(spec.url)}" alt="${escapeHtml(pin.alt_text || pin.title || '')}" loading="lazy"></a>`;
    })
    .join('');
  return page(
    board.name,
    `<article class="card">
${tiles ? `<div class="grid">${tiles}</div>` : ''}
<div class="text">
<h1>${escapeHtml(board.name)}</h1>
<p>${escapeHtml(EMBED_TEXTS.pinCount(board.pin_count))} · <a href="${escapeHtml(profilePath(owner.username))}" target="_blank" rel="noopener">${escapeHtml(owner.full_name)}</a></p>
<a class="button" href="${escapeHtml(boardPath(owner.username, board.slug))}" target="_blank" rel="noopener">${escapeHtml(EMBED_TEXTS.viewBoard)}</a>
</div>
</article>`,
  );
}

function sendEmbed(reply: FastifyReply, html: string | null): FastifyReply {
  reply
    .header('content-security-policy', EMBED_POLICY)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('x-robots-tag', 'noindex')
    .removeHeader('x-frame-options');
  if (html === null) {
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(EMBED_TEXTS.unavailable, `<p class="text">${escapeHtml(EMBED_TEXTS.unavailable)}</p>`));
  }
  // A pin made secret later stops showing within a minute on the sites that embed it.
  return reply.header('cache-control', 'public, max-age=60').type('text/html; charset=utf-8').send(html);
}

/**
 * GET /embed/pin/{id}/ and /embed/board/{id}/: a pin's or a board's card for other sites' iframes. Public ones
 * only: a secret or protected one answers exactly like one that does not exist, whoever's browser asks.
 */
export function registerEmbedPages(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/embed/pin/:id/', async (request, reply) => {
    const found = await embeddedPin(request.ctx, request.params.id);
    return sendEmbed(reply, found ? pinCard(found) : null);
  });
  app.get<{ Params: { id: string } }>('/embed/board/:id/', async (request, reply) => {
    const found = await embeddedBoard(request.ctx, request.params.id);
    return sendEmbed(reply, found ? boardCard(found) : null);
  });
}

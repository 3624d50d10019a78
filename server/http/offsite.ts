import type { FastifyInstance } from 'fastify';
import { isFollowable, type LinkStatus, OFFSITE_TEXTS } from '../../core/offsite';
import { recordConversionClick, withClickId } from '../domain/conversions';
import { isSignedOffsiteLink, linkStatus } from '../domain/offsite';
import { recordPromotedClick } from '../domain/promote';
import { escapeHtml, standalonePage } from './standalonePage';

function linkHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

const OFFSITE_STYLES = `  body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f6f6; color: #111; }
  main { background: #fff; border-radius: 24px; padding: 32px; max-width: 480px; margin: 16px; box-shadow: 0 2px 12px rgb(0 0 0 / 12%); }
  h1 { font-size: 24px; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0 0 12px; }
  .url { word-break: break-all; font-family: ui-monospace, monospace; font-size: 14px; background: #f1f1f1; padding: 8px 12px; border-radius: 8px; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 20px; }
  a.button { display: inline-block; padding: 12px 18px; border-radius: 24px; font-weight: 600; text-decoration: none; }
  a.primary { background: #e60023; color: #fff; }
  a.secondary { background: #efefef; color: #111; }
  a:focus-visible { outline: 3px solid #0074e8; outline-offset: 2px; }`;

/** The page /offsite/ shows instead of redirecting: a warning, a block, or "you're leaving" for unsigned links. */
function offsitePage(status: LinkStatus, url: string, signed: boolean): string {
  const host = linkHost(url);
  const [title, text] =
    status === 'blocked'
      ? [OFFSITE_TEXTS.blockedTitle, host ? OFFSITE_TEXTS.blocked : OFFSITE_TEXTS.invalidLink]
      : status === 'porn'
        ? [OFFSITE_TEXTS.pornTitle, OFFSITE_TEXTS.porn]
        : status === 'suspicious'
          ? [OFFSITE_TEXTS.suspiciousTitle, OFFSITE_TEXTS.suspicious]
          : [OFFSITE_TEXTS.leavingTitle, signed ? '' : OFFSITE_TEXTS.leaving];
  const mayContinue = status === 'safe' || status === 'suspicious';
  return standalonePage(
    title,
    OFFSITE_STYLES,
    `<main>
<h1>${escapeHtml(title)}</h1>
${text ? `<p>${escapeHtml(text)}</p>` : ''}
${host ? `<p class="url">${escapeHtml(url)}</p>` : ''}
<div class="actions">
${
  mayContinue
    ? `<a class="button ${status === 'safe' ? 'primary' : 'secondary'}" href="${escapeHtml(url)}" rel="nofollow noopener noreferrer">Continue to ${escapeHtml(host)}</a>`
    : ''
}
<a class="button ${mayContinue && status === 'safe' ? 'secondary' : 'primary'}" href="/">${escapeHtml(OFFSITE_TEXTS.back)}</a>
</div>
</main>`,
  );
}

/**
 * GET /offsite/?url=…&pin=…&token=… (outbound links go through here). A safe link Tackboard signed is
 * followed at once; anything else gets a page: blocked and adult links go nowhere, suspicious ones and links
 * nobody signed (so /offsite/ is no open redirect) ask first.
 */
export function registerOffsitePage(app: FastifyInstance): void {
  app.get<{ Querystring: { url?: string; pin?: string; token?: string } }>(
    '/offsite/',
    async (request, reply) => {
      const url = (request.query.url ?? '').trim();
      const pinId = request.query.pin || null;
      const status = linkStatus(request.ctx.settings.linkRules, url);
      const signed = await isSignedOffsiteLink(request.ctx.db, url, pinId, request.query.token ?? '');
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (isFollowable(status) && signed) {
        // A promoted pin's link opened: a click for its campaign (the signature ties the link to the pin). The
        // link gets the click's id, for the advertiser's conversions to be attributed to it.
        if (pinId && (await recordPromotedClick(request.ctx, pinId))) {
          const clickId = await recordConversionClick(request.ctx, pinId);
          if (clickId) return reply.redirect(withClickId(url, clickId), 302);
        }
        return reply.redirect(url, 302);
      }
      return reply
        .status(status === 'blocked' && !linkHost(url) ? 400 : 200)
        .type('text/html; charset=utf-8')
        .send(offsitePage(status, url, signed));
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { CLICK_ID_PARAM } from '../../core/conversions';
import { SERVER_ERROR } from '../../core/texts';
import { receiveTagEvent, type TagEventPayload } from '../domain/conversions';
import { DomainError } from '../domain/errors';
import { httpStatusOf } from '../rest/httpStatus';

/**
 * The conversion tag an advertiser's site embeds (the snippet of core/conversions.ts). It keeps the click id a
 * promoted pin's link brought (30 days, in the site's own storage), sends a page visit on every page, and sends
 * what the page asks with `tbq('track', name, {event_id, value, currency})`. Posts are `text/plain` JSON, which a
 * browser sends across origins without a preflight, with no cookies.
 */
const TAG_SCRIPT = `(function () {
  var script = document.currentScript;
  var advertiserId = script && script.getAttribute('data-advertiser-id');
  if (!advertiserId || !window.fetch) return;
  var endpoint = new URL('/conversion-tag/events', script.src).toString();
  var KEY = '_tb_click_id';
  var clickId = null;
  try {
    var fromLink = new URLSearchParams(location.search).get('${CLICK_ID_PARAM}');
    if (fromLink && /^[A-Za-z0-9_-]{1,64}$/.test(fromLink)) {
      localStorage.setItem(KEY, JSON.stringify({ id: fromLink, at: Date.now() }));
    }
    var kept = JSON.parse(localStorage.getItem(KEY) || 'null');
    if (kept && Date.now() - kept.at < 30 * 86400000) clickId = kept.id;
  } catch (e) {}
  function newId() { return Date.now().toString(36) + Math.random().toString(36).slice(2, 12); }
  function send(name, data) {
    data = data || {};
    var body = { advertiser_id: advertiserId, event_name: name, event_id: String(data.event_id || newId()),
      page_url: location.href.slice(0, 2000), click_id: clickId };
    if (data.value !== undefined) { body.value = data.value; body.currency = data.currency; }
    fetch(endpoint, { method: 'POST', mode: 'cors', credentials: 'omit', keepalive: true,
      headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) }).catch(function () {});
  }
  function handle(args) { if (args[0] === 'track') send(args[1], args[2]); }
  var queued = (window.tbq && window.tbq.q) || [];
  window.tbq = function () { handle(arguments); };
  send('page_visit');
  for (var i = 0; i < queued.length; i++) handle(queued[i]);
})();
`;

/** A tag post is one small event. */
const TAG_BODY_LIMIT = 8 * 1024;

function openToEveryOrigin(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '86400')
    .header('cross-origin-resource-policy', 'cross-origin');
}

function parsedPayload(body: unknown): TagEventPayload {
  if (typeof body === 'string') {
    try {
      const value: unknown = JSON.parse(body);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as TagEventPayload;
    } catch {
      // answered below
    }
    throw new DomainError('VALIDATION', 'Send the event as a JSON object.');
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as TagEventPayload;
  throw new DomainError('VALIDATION', 'Send the event as a JSON object.');
}

export function registerConversionTag(app: FastifyInstance): void {
  app.get('/conversion-tag.js', { config: { ownCredentials: true } }, async (_request, reply) =>
    openToEveryOrigin(reply)
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(TAG_SCRIPT),
  );
  app.options('/conversion-tag/events', { config: { ownCredentials: true } }, async (_request, reply) =>
    openToEveryOrigin(reply).status(204).send(),
  );
  app.post(
    '/conversion-tag/events',
    { config: { ownCredentials: true }, bodyLimit: TAG_BODY_LIMIT },
    async (request, reply) => {
      openToEveryOrigin(reply).header('cache-control', 'no-store');
      try {
        const isNew = await receiveTagEvent(request.ctx, parsedPayload(request.body));
        return reply.status(200).send({ status: isNew ? 'received' : 'duplicate' });
      } catch (error) {
        if (error instanceof DomainError) {
          return reply.status(httpStatusOf(error.code)).send({ code: error.code, message: error.message });
        }
        request.log.error(error);
        return reply.status(500).send({ code: 'ERROR', message: SERVER_ERROR });
      }
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  type ByteRange,
  isSafeMediaPath,
  type MediaStore,
  RangeNotSatisfiable,
} from '../domain/media/mediaStore';

/**
 * One `bytes=start-end` or `bytes=start-` range; anything else (suffix or several ranges) is answered with the
 * whole file, which HTTP allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : null;
  if (end !== null && end < start) return undefined;
  return { start, end };
}

/**
 * Serves media files (`/media/...`) from whichever store holds them. Paths are content-addressed, so a file
 * never changes: caches may keep it for a year. Byte ranges let browsers seek in videos.
 */
export function registerMediaFileRoutes(app: FastifyInstance, media: MediaStore): void {
  // NOTE: Fastify answers HEAD from this route too, dropping the body.
  app.route({
    method: 'GET',
    url: '/media/*',
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const relativePath = (request.params as { '*': string })['*'];
      const notFound = () =>
        reply.status(404).type('text/plain').header('cache-control', 'no-store').send('Not found');
      // NOTE: private/ holds people's export archives and import files, which only their owner may download
      // (through their own routes); nothing there is ever served here.
      if (!isSafeMediaPath(relativePath) || relativePath.startsWith('private/')) return notFound();
      const range = parseRange(request.headers.range);
      let file: Awaited<ReturnType<MediaStore['open']>>;
      try {
        file = await media.open(relativePath, range);
      } catch (error) {
        if (!(error instanceof RangeNotSatisfiable)) throw error;
        return reply.status(416).header('content-range', `bytes */${error.size}`).send();
      }
      if (!file) return notFound();
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .header('etag', file.etag);
      if (request.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      reply.header('content-length', String(file.end - file.start + 1));
      if (range) reply.status(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
      return reply.send(file.body);
    },
  });
}

import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

/** A third-party website for the pin-create tests: pages and pictures served on 127.0.0.1. */
export interface LocalSite {
  origin: string;
  /** Adds or replaces a page (HTML) at a path. */
  page(path: string, html: string): void;
  stop(): Promise<void>;
}

/** A PNG of one colour with a darker band, so pictures differ and are not blank. */
export function paintPng(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="${width}" height="${height}"><rect y="${Math.round(height / 3)}" width="${width}" height="${Math.round(height / 3)}" fill="rgb(${rgb.map((c) => Math.round(c / 2)).join(',')})"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([{ input: band }])
    .png()
    .toBuffer();
}

/**
 * Starts the site with some pictures (`/img/{name}.png`) and pages added later. Every answer is plain: no
 * policy headers, as on most of the web.
 */
export async function startLocalSite(images: Record<string, Buffer>): Promise<LocalSite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const image = /^\/img\/([\w-]+)\.png$/.exec(path)?.[1];
    if (image && images[image]) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      response.end(images[image]);
      return;
    }
    const html = pages.get(path);
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    page: (path, html) => pages.set(path, html),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../../server/config';
import { startMediaWorker } from '../../server/jobs/mediaWorker';
import type { Worker } from '../../server/jobs/worker';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

const _run = promisify(execFile);

/** The test app plus its media worker (which server/main.ts starts in production). */
export interface MediaTestApp extends TestApp {
  dataDir: string;
  uploadDir: string;
  worker: Worker;
  /** Starts another worker over the same database (crash-resume tests). */
  startWorker(options?: { leaseMs?: number; workerId?: string }): Promise<Worker>;
}

export async function startMediaTestApp(env: Record<string, string> = {}): Promise<MediaTestApp> {
  const app = await startTestApp({ env });
  const { dataDir } = app;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const startWorker = (options: { leaseMs?: number; workerId?: string } = {}) =>
    startMediaWorker({ db: app.db, media: app.media, config, now: app.clock.now, pollMs: 200, ...options });
  const testApp: MediaTestApp = {
    ...app,
    dataDir,
    uploadDir: config.uploadDir,
    worker: await startWorker(),
    startWorker,
    close: async () => {
      await testApp.worker.stop();
      await app.close();
    },
  };
  return testApp;
}

export interface UploadRegistration {
  upload_id: string;
  upload_url: string;
  upload_parameters: Record<string, string>;
}

export interface UploadStateJson {
  status: 'registered' | 'processing' | 'succeeded' | 'failed';
  signature: string | null;
  type: string | null;
  failure_message: string | null;
  image_url: string | null;
  width: number | null;
  height: number | null;
  video_url: string | null;
  duration_ms: number | null;
}

/** Calls a /resource/{name}/create/ as the legacy client does: a form with data={"options":{...}}. */
export async function createResource<T>(client: TestClient, name: string, options: Record<string, unknown>) {
  return restJson<T>(
    await client.post(
      `/resource/${name}/create/`,
      new URLSearchParams({ data: JSON.stringify({ options }) }),
    ),
  );
}

export async function getResource<T>(client: TestClient, name: string, options: Record<string, unknown>) {
  return restJson<T>(await client.get(`/resource/${name}/get/${resourceQuery(options)}`));
}

export async function registerUpload(client: TestClient, type = 'pinimage'): Promise<UploadRegistration> {
  const { body } = await createResource<UploadRegistration>(client, 'VIPResource', { type });
  if (body.status !== 'success') throw new Error(`VIPResource create refused: ${body.message}`);
  return body.data;
}

/** The multipart POST of the upload parameters (first) and the file to the upload url. */
export async function postFile(
  client: TestClient,
  registration: Pick<UploadRegistration, 'upload_url' | 'upload_parameters'>,
  file: { bytes: Buffer | Uint8Array; name: string; type: string },
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(registration.upload_parameters)) form.append(name, value);
  // NOTE: Node's Buffers may sit on a shared pool; Blob wants a plain ArrayBuffer view.
  const view = new Uint8Array(
    file.bytes.buffer,
    file.bytes.byteOffset,
    file.bytes.byteLength,
  ) as Uint8Array<ArrayBuffer>;
  form.append('file', new Blob([view], { type: file.type }), file.name);
  return client.request('POST', registration.upload_url, form);
}

export async function uploadStatuses(
  client: TestClient,
  ids: string[],
): Promise<Record<string, UploadStateJson>> {
  const { body } = await getResource<Record<string, UploadStateJson>>(client, 'VIPResource', {
    upload_ids: ids,
  });
  if (body.status !== 'success') throw new Error(`VIPResource get refused: ${body.message}`);
  return body.data;
}

/** Polls an upload (quicker than the client's 5000 ms) until it leaves registered/processing. */
export async function pollUpload(
  client: TestClient,
  id: string,
  timeoutMs = 30_000,
): Promise<UploadStateJson> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = (await uploadStatuses(client, [id]))[id]!;
    if (state.status !== 'registered' && state.status !== 'processing') return state;
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${state.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Registers, posts and polls one file to its final state. */
export async function uploadAndWait(
  client: TestClient,
  file: { bytes: Buffer | Uint8Array; name: string; type: string },
  kind = 'pinimage',
): Promise<{ uploadId: string; state: UploadStateJson }> {
  const registration = await registerUpload(client, kind);
  const response = await postFile(client, registration, file);
  if (response.status !== 201)
    throw new Error(`upload POST answered ${response.status}: ${await response.text()}`);
  return { uploadId: registration.upload_id, state: await pollUpload(client, registration.upload_id) };
}

/** A picture with some detail (so encoders cannot collapse it), in a format sharp writes. */
export async function pictureBytes(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  size: { width: number; height: number } = { width: 320, height: 240 },
  seed = 1,
): Promise<Buffer> {
  const { width, height } = size;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 3 + seed * 41) % 256;
      pixels[i + 1] = (y * 2 + seed * 17) % 256;
      pixels[i + 2] = ((x ^ y) + seed * 29) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** Every file under a folder (relative paths), or none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/**
 * The files left in the upload folder once the worker has tidied up. The worker removes a received file just
 * after it records the upload's final state, so a client polling fast may see the state a moment before.
 */
export async function uploadFilesLeft(dir: string, timeoutMs = 3000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = filesUnder(dir);
    if (files.length === 0 || Date.now() > deadline) return files;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Row counts of what a processed upload leaves behind. */
export async function mediaRowCounts(
  app: TestApp,
): Promise<{ images: number; videos: number; pins: number }> {
  const count = async (table: 'images' | 'videos' | 'pins') =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { images: await count('images'), videos: await count('videos'), pins: await count('pins') };
}

/** A local web server standing in for the sites people save images from. */
export interface ImageSite {
  origin: string;
  url(pathname: string): string;
  close(): Promise<void>;
}

/**
 * Serves pictures, a page to scrape and misbehaving answers (too large, too slow, redirect chains, errors) on
 * 127.0.0.1 or another loopback address. `redirectTarget` is where /elsewhere redirects to.
 */
export async function startImageSite(host = '127.0.0.1', redirectTarget = ''): Promise<ImageSite> {
  const pictures = new Map<string, { type: string; body: Buffer }>([
    ['/photo.jpg', { type: 'image/jpeg', body: await pictureBytes('jpeg', { width: 600, height: 400 }, 11) }],
    ['/tiny.png', { type: 'image/png', body: await pictureBytes('png', { width: 100, height: 100 }, 12) }],
    ['/og.jpg', { type: 'image/jpeg', body: await pictureBytes('jpeg', { width: 800, height: 600 }, 13) }],
    ['/tw.png', { type: 'image/png', body: await pictureBytes('png', { width: 400, height: 400 }, 14) }],
    ['/ld.webp', { type: 'image/webp', body: await pictureBytes('webp', { width: 500, height: 300 }, 15) }],
    [
      '/blog/images/inline.jpg',
      { type: 'image/jpeg', body: await pictureBytes('jpeg', { width: 300, height: 450 }, 16) },
    ],
    [
      '/large.jpg',
      { type: 'image/jpeg', body: await pictureBytes('jpeg', { width: 1000, height: 500 }, 17) },
    ],
    ['/small.jpg', { type: 'image/jpeg', body: await pictureBytes('jpeg', { width: 100, height: 50 }, 18) }],
    ['/lazy.png', { type: 'image/png', body: await pictureBytes('png', { width: 240, height: 240 }, 19) }],
    [
      '/wide-strip.png',
      { type: 'image/png', body: await pictureBytes('png', { width: 900, height: 119 }, 20) },
    ],
  ]);
  const corrupt = (await pictureBytes('jpeg', { width: 600, height: 400 }, 21)).subarray(0, 3000);
  let origin = '';
  const page = () => `<!doctype html><html><head>
    <title>A post</title>
    <meta property="og:image" content="/og.jpg">
    <meta property="og:image" content="${origin}/og.jpg">
    <meta name="twitter:image" content="${origin}/tw.png">
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article",
      "image":{"@type":"ImageObject","url":"/ld.webp"}},{"@type":"Thing","image":"/missing.jpg"}]}</script>
    <script type="application/ld+json">{ broken json</script>
    </head><body>
    <img src="images/inline.jpg" alt="inline">
    <img src="/tiny.png" alt="an icon">
    <img srcset="/small.jpg 100w, /large.jpg 1000w" alt="responsive">
    <img data-src="/lazy.png" alt="lazy">
    <img src="/wide-strip.png" alt="a strip">
    <img src="data:image/png;base64,iVBORw0KGgo=" alt="inline data">
    <img src="javascript:alert(1)">
    ${redirectTarget ? `<img src="${redirectTarget}" alt="elsewhere">` : ''}
    </body></html>`;
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const picture = pictures.get(pathname);
    if (picture) {
      response.writeHead(200, { 'content-type': picture.type, 'content-length': picture.body.length });
      response.end(picture.body);
      return;
    }
    const hops = /^\/redirect\/(\d+)$/.exec(pathname);
    if (hops) {
      const n = Number(hops[1]);
      response.writeHead(302, { location: n > 0 ? `/redirect/${n - 1}` : `${origin}/photo.jpg` });
      response.end();
      return;
    }
    switch (pathname) {
      case '/blog/post.html':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page());
        return;
      case '/page.txt':
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('hello, this is text and no picture');
        return;
      case '/corrupt.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.end(corrupt);
        return;
      case '/declared-huge.jpg':
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 40 * 1024 * 1024 });
        response.write(corrupt);
        return;
      case '/streamed-huge.jpg': {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        const chunk = Buffer.alloc(1024 * 1024, 7);
        let sent = 0;
        const pump = () => {
          while (sent < 40 && !response.destroyed) {
            sent += 1;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        pump();
        return;
      }
      case '/slow.jpg':
        // Never answers; the fetcher's time limit must end it.
        return;
      case '/elsewhere':
        response.writeHead(302, { location: redirectTarget });
        response.end();
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
    }
  });
  server.on('clientError', (_, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  origin = `http://${host}:${address.port}`;
  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PUT /v3/pins/image/ with image_url, as the client registers an image by its link. */
export async function putImageUrl(client: TestClient, imageUrl: string) {
  return restJson<{ upload_id: string; status: string; signature: null }>(
    await client.request('PUT', '/v3/pins/image/', JSON.stringify({ image_url: imageUrl }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

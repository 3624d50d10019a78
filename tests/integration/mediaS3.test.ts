import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES, type ImageSizeName, imagePath } from '../../core/pinSize';
import { type MediaStore, RangeNotSatisfiable } from '../../server/domain/media/mediaStore';
import { setVideoUploadAllowed } from '../../server/domain/userSettings';
import { localMediaStore } from '../../server/infra/localMediaStore';
import { s3MediaStore } from '../../server/infra/s3MediaStore';
import { newUser } from '../support/fixtures';
import { startS3Server, type TestS3Server } from '../support/s3Server';
import { videoBytes } from '../support/testVideo';
import {
  filesUnder,
  type MediaTestApp,
  mediaRowCounts,
  pictureBytes,
  startMediaTestApp,
  uploadAndWait,
} from './mediaSupport';

let s3: TestS3Server;
let scratch: string;
beforeAll(async () => {
  s3 = await startS3Server();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tackboard-store-'));
});
afterAll(async () => {
  await s3?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function bucketStore(overrides: { bucket?: string; secretAccessKey?: string; prefix?: string } = {}) {
  return s3MediaStore({
    endpoint: s3.endpoint,
    bucket: overrides.bucket ?? s3.bucket,
    region: 'us-east-1',
    accessKeyId: s3.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
    prefix: overrides.prefix ?? '',
    pathStyle: true,
  });
}

async function read(store: MediaStore, relativePath: string, range?: { start: number; end: number | null }) {
  const file = await store.open(relativePath, range);
  if (!file) return null;
  return { ...file, bytes: await buffer(file.body) };
}

// The same contract for both stores: what the pipeline and the /media route rely on.
describe.each([
  ['local disk', () => localMediaStore(path.join(scratch, 'local'))],
  ['S3 bucket', () => bucketStore({ prefix: 'contract' })],
])('media store contract: %s', (_name, makeStore) => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  it('stores bytes and opens them whole or by range, with the type the extension names', async () => {
    const store = makeStore();
    await store.ready();
    await store.put('originals/ab/cd/abcd.png', bytes);
    const whole = await read(store, 'originals/ab/cd/abcd.png');
    expect(whole?.bytes.equals(bytes)).toBe(true);
    expect(whole).toMatchObject({ size: 1000, start: 0, end: 999, contentType: 'image/png' });
    expect(whole?.etag).toMatch(/^".+"$/);

    const middle = await read(store, 'originals/ab/cd/abcd.png', { start: 100, end: 199 });
    expect(middle).toMatchObject({ size: 1000, start: 100, end: 199 });
    expect(middle?.bytes.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await read(store, 'originals/ab/cd/abcd.png', { start: 990, end: null });
    expect(tail?.bytes.equals(bytes.subarray(990))).toBe(true);
    const pastTheEnd = await read(store, 'originals/ab/cd/abcd.png', { start: 900, end: 5000 });
    expect(pastTheEnd).toMatchObject({ start: 900, end: 999 });
    await expect(store.open('originals/ab/cd/abcd.png', { start: 1000, end: null })).rejects.toBeInstanceOf(
      RangeNotSatisfiable,
    );
  });

  it('answers null for a missing file, removes files (missing ones too) and refuses paths that climb out', async () => {
    const store = makeStore();
    await store.put('236x/ef/01/ef01.jpg', bytes);
    expect(await store.open('236x/ef/01/missing.jpg')).toBeNull();
    await store.remove(['236x/ef/01/ef01.jpg', '236x/ef/01/never-written.jpg']);
    expect(await store.open('236x/ef/01/ef01.jpg')).toBeNull();
    await expect(store.put('../escape.jpg', bytes)).rejects.toThrow(/Not a media path/);
    await expect(store.open('videos/../../etc/passwd')).rejects.toThrow(/Not a media path/);
  });

  it('moves a finished local file in, leaving no copy behind', async () => {
    const store = makeStore();
    const source = path.join(scratch, `video-${Date.now()}.mp4`);
    writeFileSync(source, bytes);
    await store.putFile('videos/12/34/1234.mp4', source);
    expect(() => readFileSync(source)).toThrow();
    const stored = await read(store, 'videos/12/34/1234.mp4');
    expect(stored?.contentType).toBe('video/mp4');
    expect(stored?.bytes.equals(bytes)).toBe(true);
  });
});

describe('S3 store start-up checks', () => {
  it('says when the bucket does not exist', async () => {
    await expect(bucketStore({ bucket: 'no-such-bucket' }).ready()).rejects.toThrow(
      /The media bucket no-such-bucket at http:\/\/127\.0\.0\.1:\d+ does not exist\./,
    );
  });

  it('says when the credentials are refused (the server checks every signature)', async () => {
    await expect(bucketStore({ secretAccessKey: 'wrong' }).ready()).rejects.toThrow(
      /refuses these credentials/,
    );
    await expect(
      bucketStore({ secretAccessKey: 'wrong' }).put('originals/aa/bb/aabb.png', Buffer.from('x')),
    ).rejects.toThrow(/answered 403 SignatureDoesNotMatch/);
  });

  it('says when nothing answers at the endpoint', async () => {
    const store = s3MediaStore({
      endpoint: 'http://127.0.0.1:9',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      prefix: '',
      pathStyle: true,
    });
    await expect(store.ready()).rejects.toThrow(/cannot be reached/);
  });
});

describe('the app with its media in an S3 bucket', () => {
  let app: MediaTestApp;
  beforeAll(async () => {
    app = await startMediaTestApp(s3.env);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('processes an uploaded picture into the bucket and serves every size from it', async () => {
    const { client } = await newUser(app);
    const before = s3.keys().filter((key) => !key.startsWith('contract/'));
    const png = await pictureBytes('png', { width: 400, height: 300 }, 7);
    const { state } = await uploadAndWait(client, { bytes: png, name: 'photo.png', type: 'image/png' });
    expect(state.status).toBe('succeeded');
    const signature = state.signature!;

    const added = s3.keys().filter((key) => !key.startsWith('contract/') && !before.includes(key));
    const sizes: ImageSizeName[] = ['originals', ...(Object.keys(IMAGE_SIZES) as ImageSizeName[])];
    expect(added).toEqual(
      sizes.map((size) => imagePath(signature, size, 'png').replace(/^\/media\//, '')).sort(),
    );
    // Nothing on the app's local disk.
    expect(filesUnder(app.mediaDir)).toEqual([]);

    const original = await fetch(`${app.baseUrl}${state.image_url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 400, height: 300 });

    const etag = original.headers.get('etag')!;
    const again = await fetch(`${app.baseUrl}${state.image_url}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const small = await fetch(
      `${app.baseUrl}/media/236x/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature}.jpg`,
    );
    expect(small.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(236);
  });

  it('keeps a refused picture out of the bucket and the database', async () => {
    const { client } = await newUser(app);
    const keysBefore = s3.keys();
    const rowsBefore = await mediaRowCounts(app);
    const tiny = await pictureBytes('png', { width: 100, height: 300 }, 8);
    const { state } = await uploadAndWait(client, { bytes: tiny, name: 'tiny.png', type: 'image/png' });
    expect(state.status).toBe('failed');
    expect(state.failure_message).toBe('Images must be larger than 119 pixels on both sides.');
    expect(s3.keys()).toEqual(keysBefore);
    expect(await mediaRowCounts(app)).toEqual(rowsBefore);
  });

  it('streams a video into the bucket and serves byte ranges of it for seeking', async () => {
    const { user, client } = await newUser(app);
    await setVideoUploadAllowed(app.db, user.id, true);
    const mp4 = await videoBytes('mp4');
    const { state } = await uploadAndWait(
      client,
      { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' },
      'video',
    );
    expect(state.status).toBe('succeeded');
    const videoKey = state.video_url!.replace(/^\/media\//, '');
    expect(s3.keys()).toContain(videoKey);

    const whole = Buffer.from(await (await fetch(`${app.baseUrl}${state.video_url}`)).arrayBuffer());
    const ranged = await fetch(`${app.baseUrl}${state.video_url}`, { headers: { range: 'bytes=100-299' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-299/${whole.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(whole.subarray(100, 300))).toBe(true);

    const beyond = await fetch(`${app.baseUrl}${state.video_url}`, {
      headers: { range: `bytes=${whole.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('answers 404 for files that are not there and for paths that climb out', async () => {
    expect((await fetch(`${app.baseUrl}/media/originals/00/00/0000.png`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/originals/..%2f..%2fpackage.json`)).status).toBe(404);
  });
});

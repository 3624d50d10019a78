import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPath } from '../../core/mediaUpload';
import { imageFiles } from '../../server/domain/media';
import { purgeStaleUploads, SETTLED_UPLOAD_TTL_MS } from '../../server/domain/mediaPurge';
import { setVideoUploadAllowed } from '../../server/domain/userSettings';
import { createBoard, newUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import {
  createResource,
  type MediaTestApp,
  pictureBytes,
  registerUpload,
  startMediaTestApp,
  uploadAndWait,
  videoBytes,
} from './mediaSupport';

let app: MediaTestApp;
beforeAll(async () => {
  app = await startMediaTestApp();
});
afterAll(async () => {
  await app?.close();
});

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
const purge = (at: Date) => purgeStaleUploads({ db: app.db, media: app.media }, at);

async function uploadRow(id: string) {
  return app.db.selectFrom('media_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

async function imageRow(signature: string) {
  return app.db.selectFrom('images').selectAll().where('signature', '=', signature).executeTakeFirst();
}

/** Which of an image's files the store still has. */
async function storedFiles(image: { signature: string; format: string }) {
  const present: string[] = [];
  for (const file of imageFiles(image)) {
    const opened = await app.media.open(file);
    if (opened) {
      opened.body.destroy();
      present.push(file);
    }
  }
  return present;
}

async function uploadPicture(client: TestClient, seed: number) {
  const bytes = await pictureBytes('png', { width: 300, height: 200 }, seed);
  const { uploadId, state } = await uploadAndWait(client, { bytes, name: `p${seed}.png`, type: 'image/png' });
  expect(state.status).toBe('succeeded');
  const image = (await imageRow(state.signature!))!;
  return { uploadId, image, bytes };
}

async function pinUpload(client: TestClient, uploadId: string) {
  const board = await createBoard(client, { name: `Board ${uploadId}` });
  const { body } = await createResource<{ id: string }>(client, 'PinResource', {
    board_id: board.entityId,
    media_upload_id: uploadId,
    method: 'uploaded',
  });
  if (body.status !== 'success') throw new Error(body.message);
  return body.data.id;
}

describe('purging uploads nobody will use', () => {
  it('keeps a fresh upload, then removes an upload never saved as a pin with its picture and files', async () => {
    const { client } = await newUser(app);
    const { uploadId, image } = await uploadPicture(client, 11);
    expect(await storedFiles(image)).toHaveLength(imageFiles(image).length);

    await purge(later(SETTLED_UPLOAD_TTL_MS - HOUR));
    expect(await uploadRow(uploadId)).toBeDefined();
    expect(await imageRow(image.signature)).toBeDefined();

    const counts = await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect(counts.uploads).toBeGreaterThanOrEqual(1);
    expect(await uploadRow(uploadId)).toBeUndefined();
    expect(await imageRow(image.signature)).toBeUndefined();
    expect(await storedFiles(image)).toEqual([]);
  });

  it('keeps the picture of an upload that became a pin (only the upload row goes)', async () => {
    const { client } = await newUser(app);
    const { uploadId, image } = await uploadPicture(client, 12);
    const pinId = await pinUpload(client, uploadId);

    await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect(await uploadRow(uploadId)).toBeUndefined();
    expect(await imageRow(image.signature)).toBeDefined();
    expect(await storedFiles(image)).toHaveLength(imageFiles(image).length);
    const pin = await app.db.selectFrom('pins').select('image_id').where('id', '=', pinId).executeTakeFirst();
    expect(pin?.image_id).toBe(image.id);
    expect((await client.get(imageFiles(image).map((f) => `/media/${f}`)[0]!)).status).toBe(200);
  });

  it('keeps a picture another, newer upload of the same picture still waits on', async () => {
    const first = await newUser(app);
    const second = await newUser(app);
    const old = await uploadPicture(first.client, 13);
    // The same picture, uploaded a day later by someone else: content-addressed, so one image row.
    app.clock.set(later(SETTLED_UPLOAD_TTL_MS));
    const fresh = await uploadPicture(second.client, 13);
    app.clock.reset();
    expect(fresh.image.id).toBe(old.image.id);

    await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect(await uploadRow(old.uploadId)).toBeUndefined();
    expect(await uploadRow(fresh.uploadId)).toBeDefined();
    expect(await imageRow(old.image.signature)).toBeDefined();
    expect(await storedFiles(old.image)).toHaveLength(imageFiles(old.image).length);
  });

  it('removes registrations whose parameters expired without a file, and failed uploads after a day', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    const tiny = await pictureBytes('png', { width: 100, height: 100 }, 14);
    const failed = await uploadAndWait(client, { bytes: tiny, name: 'tiny.png', type: 'image/png' });
    expect(failed.state.status).toBe('failed');

    await purge(later(30 * 60_000));
    expect(await uploadRow(registration.upload_id)).toBeDefined();
    await purge(later(2 * HOUR));
    expect(await uploadRow(registration.upload_id)).toBeUndefined();
    expect(await uploadRow(failed.uploadId)).toBeDefined();
    await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect(await uploadRow(failed.uploadId)).toBeUndefined();
  });

  it('never touches an upload still processing, however old', async () => {
    const { user } = await newUser(app);
    const row = await app.db
      .insertInto('media_uploads')
      .values({
        user_id: user.id,
        kind: 'pinimage',
        source: 'url',
        source_url: 'http://127.0.0.1/slow.png',
        status: 'processing',
        failure: null,
        temp_path: null,
        byte_size: null,
        image_id: null,
        video_id: null,
        updated_at: new Date(Date.now() - 7 * SETTLED_UPLOAD_TTL_MS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect((await uploadRow(row.id))?.status).toBe('processing');
    await app.db.deleteFrom('media_uploads').where('id', '=', row.id).execute();
  });

  it('removes a video never saved as a pin with its cover picture and its file', async () => {
    const { user, client } = await newUser(app);
    await setVideoUploadAllowed(app.db, user.id, true);
    const mp4 = await videoBytes('mp4', 1, '320x240');
    const { uploadId, state } = await uploadAndWait(
      client,
      { bytes: mp4, name: 'clip.mp4', type: 'video/mp4' },
      'video',
    );
    expect(state.status).toBe('succeeded');
    const video = await app.db
      .selectFrom('videos')
      .selectAll()
      .where('id', '=', (await uploadRow(uploadId))!.video_id!)
      .executeTakeFirstOrThrow();
    const cover = await app.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', video.cover_image_id)
      .executeTakeFirstOrThrow();
    const videoFile = videoPath(video.signature, video.format).replace(/^\/media\//, '');
    expect(await app.media.open(videoFile)).not.toBeNull();

    await purge(later(SETTLED_UPLOAD_TTL_MS + HOUR));
    expect(
      await app.db.selectFrom('videos').select('id').where('id', '=', video.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await imageRow(cover.signature)).toBeUndefined();
    expect(await app.media.open(videoFile)).toBeNull();
    expect(await storedFiles(cover)).toEqual([]);
  });
});

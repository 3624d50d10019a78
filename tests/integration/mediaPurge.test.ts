import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPath } from '../../core/mediaUpload';
import { imageFiles } from '../../server/domain/media/media';
import { purgeMedia, purgeStaleUploads, SETTLED_UPLOAD_TTL_MS } from '../../server/domain/media/mediaPurge';
import { setVideoUploadAllowed } from '../../server/domain/userSettings';
import { graphql } from '../gql';
import { createBoard, newUser, savePin, storeTestImage } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { videoBytes } from '../support/testVideo';
import {
  createResource,
  type MediaTestApp,
  pictureBytes,
  registerUpload,
  startMediaTestApp,
  uploadAndWait,
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

describe("purging deleted pins' pictures", () => {
  async function deletePin(client: TestClient, pinId: string) {
    const { deletePin: answer } = await client.query(
      graphql(
        `mutation MediaPurgeDeletePin($id: String!) { deletePin(pinId: $id) { __typename ...DomainErrorFields } }`,
      ),
      { id: pinId },
    );
    expect(answer.__typename).toBe('MutationDeletePinSuccess');
  }
  const served = async (image: { signature: string; format: string }) =>
    (await app.client().get(`/media/${imageFiles(image)[0]!}`)).status;

  it("removes a deleted pin's picture and files, but keeps a picture a repin still shows until that goes too", async () => {
    const first = await newUser(app);
    const second = await newUser(app);
    const board = await createBoard(first.client, { name: 'Deleting' });
    const theirs = await createBoard(second.client, { name: 'Repins' });
    const alone = await storeTestImage(app, 201);
    const shared = await storeTestImage(app, 202);
    const lonePin = await savePin(app, first.user, { boardId: board.entityId, imageId: alone.id });
    const source = await savePin(app, first.user, { boardId: board.entityId, imageId: shared.id });
    const repin = await savePin(app, second.user, {
      boardId: theirs.entityId,
      imageId: shared.id,
      sourcePinId: source.id,
    });
    expect(await served(alone)).toBe(200);

    await deletePin(first.client, lonePin.id);
    await deletePin(first.client, source.id);
    await purgeMedia({ db: app.db, media: app.media }, new Date());
    expect(await imageRow(alone.signature)).toBeUndefined();
    expect(await storedFiles(alone)).toEqual([]);
    expect(await served(alone)).toBe(404);
    // The repin shares the picture: it stays, files and all.
    expect(await imageRow(shared.signature)).toBeDefined();
    expect(await storedFiles(shared)).toHaveLength(imageFiles(shared).length);
    expect(await served(shared)).toBe(200);

    await deletePin(second.client, repin.id);
    await purgeMedia({ db: app.db, media: app.media }, new Date());
    expect(await imageRow(shared.signature)).toBeUndefined();
    expect(await storedFiles(shared)).toEqual([]);
  });

  it("removes the pictures of a deleted board's pins that nothing else uses", async () => {
    const { client, user } = await newUser(app);
    const board = await createBoard(client, { name: 'Going away' });
    const keep = await createBoard(client, { name: 'Staying' });
    const gone = await storeTestImage(app, 203);
    const kept = await storeTestImage(app, 204);
    await savePin(app, user, { boardId: board.entityId, imageId: gone.id });
    await savePin(app, user, { boardId: board.entityId, imageId: kept.id });
    await savePin(app, user, { boardId: keep.entityId, imageId: kept.id });
    const { deleteBoard } = await client.query(
      graphql(`mutation MediaPurgeDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename } }`),
      { id: board.entityId },
    );
    expect(deleteBoard.__typename).toBe('MutationDeleteBoardSuccess');
    await purgeMedia({ db: app.db, media: app.media }, new Date());
    expect(await imageRow(gone.signature)).toBeUndefined();
    expect(await storedFiles(gone)).toEqual([]);
    expect(await imageRow(kept.signature)).toBeDefined();
    expect(await served(kept)).toBe(200);
  });
});

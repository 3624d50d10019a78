import { rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MEDIA_TEXTS } from '../../core/mediaUpload';
import { imagePath } from '../../core/pinSize';
import { setVideoUploadAllowed } from '../../server/domain/userSettings';
import { graphql } from '../gql';
import { createBoard, newUser, succeeded } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { videoBytes } from '../support/testVideo';
import { HEAVY_TEST_MS } from '../support/timeouts';
import {
  createResource,
  filesUnder,
  type MediaTestApp,
  mediaRowCounts,
  pictureBytes,
  pollUpload,
  postFile,
  registerUpload,
  startMediaTestApp,
  uploadAndWait,
  uploadFilesLeft,
  uploadStatuses,
} from './mediaSupport';

let app: MediaTestApp;
beforeAll(async () => {
  app = await startMediaTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

const PIN_MEDIA = graphql(`
  query PinMedia($id: String!) {
    pin(id: $id) {
      entityId
      imageSpec_orig { url width height }
      imageSpec_236x { url width }
      video { url format durationMs width height coverImage { signature width height } }
    }
  }`);

async function pinFromUpload(client: TestClient, boardId: string, uploadId: string) {
  const { status, body } = await createResource<{ id: string; board: { id: string; name: string } }>(
    client,
    'PinResource',
    { board_id: boardId, media_upload_id: uploadId, method: 'uploaded', title: 'From an upload' },
  );
  return { status, body };
}

async function expectNothingLeftBehind(
  before: Awaited<ReturnType<typeof mediaRowCounts>>,
  filesBefore: string[],
) {
  expect(await mediaRowCounts(app)).toEqual(before);
  expect(filesUnder(app.mediaDir)).toEqual(filesBefore);
  expect(await uploadFilesLeft(app.uploadDir)).toEqual([]);
}

describe('image upload through the multipart flow (VIPResource)', () => {
  it('registers an upload with a url of our own and signed, expiring parameters', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    expect(registration.upload_id).toMatch(/^\d+$/);
    expect(registration.upload_url).toBe(`/upload/${registration.upload_id}/`);
    expect(Object.keys(registration.upload_parameters).sort()).toEqual(['expires', 'signature', 'upload_id']);
    expect(Number(registration.upload_parameters.expires) * 1000).toBeGreaterThan(Date.now());
    expect((await uploadStatuses(client, [registration.upload_id]))[registration.upload_id]?.status).toBe(
      'registered',
    );
  });

  it.each([
    ['png', 'image/png', 'png'],
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'png'],
  ] as const)(
    'a real %s polls to succeeded and becomes a pin whose image url is built from the signature',
    async (format, type, storedAs) => {
      const { client } = await newUser(app);
      const board = await createBoard(client, { name: `Uploads ${format}` });
      const bytes = await pictureBytes(format, { width: 320, height: 240 }, format.length);
      const { uploadId, state } = await uploadAndWait(client, { bytes, name: `photo.${format}`, type });
      expect(state).toMatchObject({
        status: 'succeeded',
        type: 'pinimage',
        width: 320,
        height: 240,
        failure_message: null,
      });
      expect(state.signature).toMatch(/^[0-9a-f]{32}$/);
      expect(state.image_url).toBe(imagePath(state.signature!, 'originals', storedAs));

      // The stored original is served, and has lost whatever metadata the file carried.
      const served = await client.get(state.image_url!);
      expect(served.status).toBe(200);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 320, height: 240 });
      expect(meta.exif).toBeUndefined();
      expect((await client.get(imagePath(state.signature!, '236x'))).status).toBe(200);

      const { status, body } = await pinFromUpload(client, board.entityId, uploadId);
      expect(status).toBe(200);
      if (body.status !== 'success') throw new Error(body.message);
      expect(body.data.board).toEqual({ id: board.entityId, name: board.name });
      const { pin } = await client.query(PIN_MEDIA, { id: body.data.id });
      expect(pin?.imageSpec_orig).toEqual({ url: state.image_url, width: 320, height: 240 });
      expect(pin?.video).toBeNull();
    },
  );

  it('strips EXIF (camera, location) and applies the orientation of an uploaded JPEG', async () => {
    const { client } = await newUser(app);
    const bytes = await sharp(await pictureBytes('jpeg', { width: 300, height: 200 }, 7))
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Secret Camera', Model: 'GPS 1' } } })
      .jpeg()
      .toBuffer();
    const { state } = await uploadAndWait(client, { bytes, name: 'rotated.jpg', type: 'image/jpeg' });
    expect(state).toMatchObject({ status: 'succeeded', width: 200, height: 300 });
    const served = Buffer.from(await (await client.get(state.image_url!)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Secret Camera'))).toBe(false);
  });

  it('GraphQL registerUpload and uploadStatus drive the same flow', async () => {
    const { client } = await newUser(app);
    const registered = await client.query(
      graphql(`mutation MediaUploadRegisterUpload { registerUpload(type: pinimage) { __typename ...DomainErrorFields
         ... on MutationRegisterUploadSuccess { data { uploadId uploadUrl uploadParameters { name value } } } } }`),
    );
    const { uploadId, uploadUrl, uploadParameters } = succeeded(registered.registerUpload);
    const response = await postFile(
      client,
      {
        upload_url: uploadUrl,
        upload_parameters: Object.fromEntries(uploadParameters.map((p) => [p.name, p.value])),
      },
      { bytes: await pictureBytes('png', { width: 200, height: 150 }, 99), name: 'x.png', type: 'image/png' },
    );
    expect(response.status).toBe(201);
    await pollUpload(client, uploadId);
    const { uploadStatus } = await client.query(
      graphql(
        `query MediaUploadUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { uploadId type status signature imageUrl } }`,
      ),
      {
        ids: [uploadId, '999999999'],
      },
    );
    expect(uploadStatus[0]).toMatchObject({ uploadId, type: 'pinimage', status: 'succeeded' });
    expect(uploadStatus[0]?.imageUrl).toBe(imagePath(uploadStatus[0]!.signature!, 'originals', 'png'));
    expect(uploadStatus[1]).toMatchObject({ uploadId: '999999999', status: 'failed' });
  });
});

describe('video pins', () => {
  it.each(['mp4', 'webm'] as const)(
    'a short %s becomes a video pin with duration, size and a cover frame',
    async (format) => {
      const { client } = await newUser(app);
      const board = await createBoard(client, { name: `Videos ${format}` });
      const bytes = await videoBytes(format, 1);
      // The name says nothing: the content decides.
      const { uploadId, state } = await uploadAndWait(
        client,
        { bytes, name: 'clip.bin', type: 'application/octet-stream' },
        'video',
      );
      expect(state).toMatchObject({ status: 'succeeded', type: 'video', width: 320, height: 240 });
      expect(state.duration_ms).toBeGreaterThanOrEqual(900);
      expect(state.duration_ms).toBeLessThanOrEqual(1200);
      expect(state.video_url).toBe(
        `/media/videos/${state.signature!.slice(0, 2)}/${state.signature!.slice(2, 4)}/${state.signature}.${format}`,
      );
      const video = await client.get(state.video_url!);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toContain(`video/${format}`);
      const served = Buffer.from(await video.arrayBuffer());
      expect(served.includes(Buffer.from('secret location'))).toBe(false);

      const { body } = await pinFromUpload(client, board.entityId, uploadId);
      if (body.status !== 'success') throw new Error(body.message);
      const { pin } = await client.query(PIN_MEDIA, { id: body.data.id });
      expect(pin?.video).toMatchObject({ url: state.video_url, format, width: 320, height: 240 });
      expect(pin?.video?.durationMs).toBe(state.duration_ms);
      expect(pin?.video?.coverImage).toMatchObject({ width: 320, height: 240 });
      expect(pin?.imageSpec_orig.url).toBe(state.image_url);

      // A repin of a video pin plays the same video.
      const other = await newUser(app);
      const otherBoard = await createBoard(other.client, { name: 'Saved videos' });
      const repin = await createResource<{ id: string }>(other.client, 'RepinResource', {
        pin_id: body.data.id,
        board_id: otherBoard.entityId,
      });
      if (repin.body.status !== 'success') throw new Error(repin.body.message);
      const repinned = await other.client.query(PIN_MEDIA, { id: repin.body.data.id });
      expect(repinned.pin?.video?.url).toBe(state.video_url);
    },
  );

  it('refuses video uploads for a user whose video_upload_allowed flag is off', async () => {
    const { client, user } = await newUser(app);
    await setVideoUploadAllowed(app.db, user.id, false);
    const { status, body } = await createResource(client, 'VIPResource', { type: 'video' });
    expect(status).toBe(403);
    expect(body).toMatchObject({ status: 'failure', message: MEDIA_TEXTS.videoNotAllowed });
    const settings = await client.query(
      graphql(`query MediaUploadUserSettings { userSettings { videoUploadAllowed } }`),
    );
    expect(settings.userSettings.videoUploadAllowed).toBe(false);
    // Pictures still work.
    expect((await registerUpload(client, 'pinimage')).upload_id).toMatch(/^\d+$/);
  });
});

describe('bad files each get their error and leave nothing behind', () => {
  it.each([
    ['a text file', Buffer.from('hello, this is not a picture at all'), 'pinimage', MEDIA_TEXTS.invalidImage],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"/>'),
      'pinimage',
      MEDIA_TEXTS.invalidImage,
    ],
    ['a picture of 119 px', 'small', 'pinimage', MEDIA_TEXTS.tooSmall],
    ['a damaged JPEG', 'truncated', 'pinimage', MEDIA_TEXTS.damagedImage],
    ['an MP4 sent as a picture', 'mp4', 'pinimage', MEDIA_TEXTS.invalidImage],
    ['a PNG sent as a video', 'png', 'video', MEDIA_TEXTS.notAVideo],
    ['a video of 100 px', 'tinyvideo', 'video', MEDIA_TEXTS.videoTooSmall],
  ] as const)('%s', async (_, input, kind, message) => {
    const { client } = await newUser(app);
    const bytes =
      input === 'small'
        ? await pictureBytes('png', { width: 119, height: 400 })
        : input === 'truncated'
          ? (await pictureBytes('jpeg', { width: 400, height: 300 }, 3)).subarray(0, 2000)
          : input === 'mp4'
            ? await videoBytes('mp4', 1)
            : input === 'png'
              ? await pictureBytes('png')
              : input === 'tinyvideo'
                ? await videoBytes('mp4', 1, '100x100')
                : input;
    const before = await mediaRowCounts(app);
    const filesBefore = filesUnder(app.mediaDir);
    const { uploadId, state } = await uploadAndWait(
      client,
      { bytes, name: 'photo.jpg', type: 'image/jpeg' },
      kind,
    );
    expect(state).toMatchObject({
      status: 'failed',
      failure_message: message,
      signature: null,
      image_url: null,
    });
    await expectNothingLeftBehind(before, filesBefore);

    // A pin cannot be made from it, and says why.
    const board = await createBoard(client, { name: 'Never filled' });
    const { status, body } = await pinFromUpload(client, board.entityId, uploadId);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message });
  });

  it('an empty file is refused at once', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    const response = await postFile(client, registration, {
      bytes: Buffer.alloc(0),
      name: 'x.png',
      type: 'image/png',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: MEDIA_TEXTS.emptyFile });
    expect((await pollUpload(client, registration.upload_id)).failure_message).toBe(MEDIA_TEXTS.emptyFile);
    expect(await uploadFilesLeft(app.uploadDir)).toEqual([]);
  });

  it(
    `a file over ${MAX_UPLOAD_BYTES} bytes is cut off and refused`,
    async () => {
      const { client } = await newUser(app);
      const before = await mediaRowCounts(app);
      const registration = await registerUpload(client);
      const header = await pictureBytes('png', { width: 200, height: 200 });
      const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
      header.copy(bytes);
      const response = await postFile(client, registration, { bytes, name: 'big.png', type: 'image/png' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 'failure', message: MEDIA_TEXTS.tooLarge });
      expect((await pollUpload(client, registration.upload_id)).status).toBe('failed');
      expect(await mediaRowCounts(app)).toEqual(before);
      expect(await uploadFilesLeft(app.uploadDir)).toEqual([]);
    },
    HEAVY_TEST_MS,
  );

  it('a post without a file is refused, and the upload still waits for one', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    const form = new FormData();
    for (const [name, value] of Object.entries(registration.upload_parameters)) form.append(name, value);
    const response = await client.request('POST', registration.upload_url, form);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: MEDIA_TEXTS.uploadMissingFile });
    expect((await uploadStatuses(client, [registration.upload_id]))[registration.upload_id]?.status).toBe(
      'registered',
    );
  });
});

describe('upload parameters', () => {
  const png = () => pictureBytes('png', { width: 200, height: 200 }, 5);

  it("someone else's parameters are refused, and so are altered ones", async () => {
    const owner = await newUser(app);
    const intruder = await newUser(app);
    const registration = await registerUpload(owner.client);

    const stolen = await postFile(intruder.client, registration, {
      bytes: await png(),
      name: 'a.png',
      type: 'image/png',
    });
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toMatchObject({ message: MEDIA_TEXTS.uploadRefused });

    // The intruder's own valid signature does not open the owner's upload either.
    const own = await registerUpload(intruder.client);
    const swapped = await postFile(
      intruder.client,
      {
        upload_url: registration.upload_url,
        upload_parameters: { ...own.upload_parameters, upload_id: registration.upload_id },
      },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(swapped.status).toBe(403);

    const later = String(Number(registration.upload_parameters.expires) + 86_400);
    const extended = await postFile(
      owner.client,
      { ...registration, upload_parameters: { ...registration.upload_parameters, expires: later } },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(extended.status).toBe(403);
    expect(await extended.json()).toMatchObject({ message: MEDIA_TEXTS.uploadRefused });

    const anonymous = await postFile(app.client(), registration, {
      bytes: await png(),
      name: 'a.png',
      type: 'image/png',
    });
    expect(anonymous.status).toBe(401);

    // The owner's upload is untouched and still works.
    expect(
      (await uploadStatuses(owner.client, [registration.upload_id]))[registration.upload_id]?.status,
    ).toBe('registered');
    expect(
      (await uploadStatuses(intruder.client, [registration.upload_id]))[registration.upload_id]?.status,
    ).toBe('failed');
    const genuine = await postFile(owner.client, registration, {
      bytes: await png(),
      name: 'a.png',
      type: 'image/png',
    });
    expect(genuine.status).toBe(201);
    expect((await pollUpload(owner.client, registration.upload_id)).status).toBe('succeeded');
    expect(await uploadFilesLeft(app.uploadDir)).toEqual([]);
  });

  it('expired parameters are refused', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    app.clock.set(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const response = await postFile(client, registration, {
      bytes: await png(),
      name: 'a.png',
      type: 'image/png',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ message: MEDIA_TEXTS.uploadExpired });
  });

  it('an upload takes one file only', async () => {
    const { client } = await newUser(app);
    const registration = await registerUpload(client);
    expect(
      (await postFile(client, registration, { bytes: await png(), name: 'a.png', type: 'image/png' })).status,
    ).toBe(201);
    const again = await postFile(client, registration, {
      bytes: await png(),
      name: 'b.png',
      type: 'image/png',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: MEDIA_TEXTS.uploadUsed });
  });

  it('uploads stay private to their owner, also when making pins', async () => {
    const owner = await newUser(app);
    const other = await newUser(app);
    const { uploadId } = await uploadAndWait(owner.client, {
      bytes: await png(),
      name: 'a.png',
      type: 'image/png',
    });
    const board = await createBoard(other.client, { name: 'Not yours' });
    const { status } = await pinFromUpload(other.client, board.entityId, uploadId);
    expect(status).toBe(404);
  });
});

describe('processing survives a crash', () => {
  it('a job whose worker died mid-way (lease expired) is processed by the next worker; a live lease is left alone', async () => {
    const { client, user } = await newUser(app);
    await app.worker.stop();
    try {
      await mkdir(app.uploadDir, { recursive: true });
      const makeClaimed = async (seed: number, lockedAt: Date) => {
        const file = path.join(app.uploadDir, `crash-${seed}.upload`);
        writeFileSync(file, await pictureBytes('png', { width: 240, height: 180 }, 500 + seed));
        const upload = await app.db
          .insertInto('media_uploads')
          .values({
            user_id: user.id,
            kind: 'pinimage',
            source: 'upload',
            source_url: null,
            status: 'processing',
            failure: null,
            temp_path: file,
            byte_size: 1,
            image_id: null,
            video_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await app.db
          .insertInto('jobs')
          .values({
            type: 'media.process',
            subject_id: upload.id,
            attempts: 1,
            locked_at: lockedAt,
            locked_by: 'crashed-process',
            last_error: null,
          })
          .execute();
        return upload.id;
      };
      const abandoned = await makeClaimed(1, new Date(Date.now() - 10 * 60_000));
      const stillHeld = await makeClaimed(2, new Date());

      const next = await app.startWorker({ leaseMs: 60_000, workerId: 'restarted-process' });
      try {
        expect((await pollUpload(client, abandoned)).status).toBe('succeeded');
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect((await uploadStatuses(client, [stillHeld]))[stillHeld]?.status).toBe('processing');
        const jobs = await app.db.selectFrom('jobs').select(['subject_id', 'locked_by']).execute();
        expect(jobs).toEqual([{ subject_id: stillHeld, locked_by: 'crashed-process' }]);
      } finally {
        await next.stop();
      }
      await app.db.deleteFrom('jobs').execute();
      await app.db
        .updateTable('media_uploads')
        .set({ status: 'failed', temp_path: null })
        .where('id', '=', stillHeld)
        .execute();
      rmSync(path.join(app.uploadDir, 'crash-2.upload'), { force: true });
    } finally {
      app.worker = await app.startWorker();
    }
  });
});

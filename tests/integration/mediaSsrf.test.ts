import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TEXTS } from '../../core/mediaUpload';
import { graphql } from '../gql';
import { createBoard, newUser } from '../support/fixtures';
import {
  filesUnder,
  getResource,
  type ImageSite,
  type MediaTestApp,
  mediaRowCounts,
  pollUpload,
  putImageUrl,
  startImageSite,
  startMediaTestApp,
} from './mediaSupport';

// NOTE: private fetching stays off here (the default). The one site the server may reach is on 127.0.0.2,
// allowed by address (FETCH_ALLOW_ADDRESSES), so a redirect from it to 127.0.0.1 shows each hop is re-checked.
// Refused literal addresses are refused before any connection, so no packet leaves for 10.x or 169.254.x.
let app: MediaTestApp;
let trusted: ImageSite;
let loopback: ImageSite;
beforeAll(async () => {
  app = await startMediaTestApp({ FETCH_ALLOW_ADDRESSES: '127.0.0.2', FETCH_TIMEOUT_MS: '3000' });
  loopback = await startImageSite('127.0.0.1');
  trusted = await startImageSite('127.0.0.2', loopback.url('/photo.jpg'));
});
afterAll(async () => {
  await trusted?.close();
  await loopback?.close();
  await app?.close();
});

async function uploadRows(): Promise<number> {
  const { n } = await app.db
    .selectFrom('media_uploads')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('server-side fetches refuse private addresses', () => {
  it.each([
    ['loopback 127.0.0.1', () => loopback.url('/photo.jpg')],
    ['private 10.x', () => 'http://10.0.0.1/photo.jpg'],
    ['private 192.168.x', () => 'http://192.168.1.1/photo.jpg'],
    ['link-local 169.254.x (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback [::1]', () => 'http://[::1]/photo.jpg'],
    ['IPv4-mapped IPv6 [::ffff:127.0.0.1]', () => 'http://[::ffff:127.0.0.1]/photo.jpg'],
    ['IPv6 unique-local [fd00::1]', () => 'http://[fd00::1]/photo.jpg'],
    ['IPv6 link-local [fe80::1]', () => 'http://[fe80::1]/photo.jpg'],
    ['CGNAT 100.64.x', () => 'http://100.64.0.1/photo.jpg'],
    ['unspecified 0.0.0.0', () => 'http://0.0.0.0/photo.jpg'],
    ['multicast 224.0.0.1', () => 'http://224.0.0.1/photo.jpg'],
    ['loopback written as a number', () => 'http://2130706433/photo.jpg'],
    ['loopback written in hex', () => 'http://0x7f.0.0.1/photo.jpg'],
  ])('PUT /v3/pins/image/ refuses %s at once', async (_, link) => {
    const { client } = await newUser(app);
    const before = await uploadRows();
    const { status, body } = await putImageUrl(client, link());
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message: MEDIA_TEXTS.linkPrivate });
    expect(await uploadRows()).toBe(before);
  });

  it('a name that resolves to a loopback address (localhost) fails when the worker looks it up', async () => {
    const { client } = await newUser(app);
    const port = new URL(loopback.origin).port;
    const { body } = await putImageUrl(client, `http://localhost:${port}/photo.jpg`);
    if (body.status !== 'success') throw new Error(body.message);
    expect(await pollUpload(client, body.data.upload_id)).toMatchObject({
      status: 'failed',
      failure_message: MEDIA_TEXTS.linkPrivate,
    });
  });

  it('an address allowed by configuration is fetched; its redirect to 127.0.0.1 is refused', async () => {
    const { client } = await newUser(app);
    const allowed = await putImageUrl(client, trusted.url('/photo.jpg'));
    if (allowed.body.status !== 'success') throw new Error(allowed.body.message);
    expect((await pollUpload(client, allowed.body.data.upload_id)).status).toBe('succeeded');

    const before = await mediaRowCounts(app);
    const redirected = await putImageUrl(client, trusted.url('/elsewhere'));
    if (redirected.body.status !== 'success') throw new Error(redirected.body.message);
    expect(await pollUpload(client, redirected.body.data.upload_id)).toMatchObject({
      status: 'failed',
      failure_message: MEDIA_TEXTS.linkPrivate,
    });
    expect(await mediaRowCounts(app)).toEqual(before);
  });

  it('createPin with an imageUrl on a private address is refused and leaves nothing', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Nothing private' });
    const before = await mediaRowCounts(app);
    const filesBefore = filesUnder(app.mediaDir);
    for (const imageUrl of [loopback.url('/photo.jpg'), 'http://[::1]/x.jpg', trusted.url('/elsewhere')]) {
      const { createPin } = await client.query(
        graphql(
          `mutation MediaSsrfCreatePin($input: CreatePinInput!) { createPin(input: $input) { __typename ...DomainErrorFields } }`,
        ),
        { input: { boardId: board.entityId, imageUrl } },
      );
      expect(createPin).toMatchObject({ __typename: 'DomainError', message: MEDIA_TEXTS.linkPrivate });
    }
    expect(await mediaRowCounts(app)).toEqual(before);
    expect(filesUnder(app.mediaDir)).toEqual(filesBefore);
  });

  it('find-pin-images answers nothing for a private page, and skips private images of an allowed page', async () => {
    const { client } = await newUser(app);
    const refused = await getResource<{ items: unknown[] }>(client, 'FindPinImagesResource', {
      url: loopback.url('/blog/post.html'),
    });
    expect(refused.body).toMatchObject({ status: 'success', data: { items: [] } });

    // The allowed page's own images (on 127.0.0.2) count; its <img> on 127.0.0.1 does not.
    const allowed = await getResource<{ items: { url: string }[] }>(client, 'FindPinImagesResource', {
      url: trusted.url('/blog/post.html'),
    });
    if (allowed.body.status !== 'success') throw new Error(allowed.body.message);
    expect(allowed.body.data.items.map((item) => item.url)).toEqual(
      ['/og.jpg', '/tw.png', '/ld.webp', '/blog/images/inline.jpg', '/large.jpg', '/lazy.png'].map((p) =>
        trusted.url(p),
      ),
    );
  });
});

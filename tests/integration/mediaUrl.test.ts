import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkStatusText, MEDIA_TEXTS } from '../../core/mediaUpload';
import { issueApiToken } from '../../server/domain/apiTokens';
import { graphql } from '../gql';
import { createBoard, newUser, succeeded } from '../support/fixtures';
import { restJson } from '../support/httpClient';
import { contractProblems } from '../support/v5Contract';
import {
  createResource,
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

let app: MediaTestApp;
let site: ImageSite;
beforeAll(async () => {
  // The test site lives on 127.0.0.1, which only ALLOW_PRIVATE_FETCH lets the server reach.
  app = await startMediaTestApp({ ALLOW_PRIVATE_FETCH: '1', FETCH_TIMEOUT_MS: '2500' });
  site = await startImageSite();
});
afterAll(async () => {
  await site?.close();
  await app?.close();
});

const CREATE_PIN = graphql(`
  mutation MediaUrlCreatePin($input: CreatePinInput!) {
    createPin(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationCreatePinSuccess { data { entityId title imageSpec_orig { url width height } } }
    }
  }`);

describe('PUT /v3/pins/image/ registers an image by its link, fetched off the request path', () => {
  it('answers an upload id at once; polling reaches succeeded, and the upload makes a pin', async () => {
    const { client } = await newUser(app);
    const { status, body } = await putImageUrl(client, site.url('/photo.jpg'));
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data).toMatchObject({ upload_id: expect.stringMatching(/^\d+$/), status: 'processing' });
    const state = await pollUpload(client, body.data.upload_id);
    expect(state).toMatchObject({ status: 'succeeded', type: 'pinimage', width: 600, height: 400 });
    expect((await client.get(state.image_url!)).status).toBe(200);

    const board = await createBoard(client, { name: 'From links' });
    const created = await createResource<{ id: string }>(client, 'PinResource', {
      board_id: board.entityId,
      media_upload_id: body.data.upload_id,
      method: 'scraped',
      link: site.url('/blog/post.html'),
    });
    expect(created.body.status).toBe('success');
  });

  it('takes image_url from a form body too, and through GraphQL registerImageUrl', async () => {
    const { client } = await newUser(app);
    const form = await restJson<{ upload_id: string }>(
      await client.request(
        'PUT',
        '/v3/pins/image/',
        new URLSearchParams({ image_url: site.url('/redirect/2') }),
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ),
    );
    if (form.body.status !== 'success') throw new Error(form.body.message);
    expect((await pollUpload(client, form.body.data.upload_id)).status).toBe('succeeded');

    const { registerImageUrl } = await client.query(
      graphql(`mutation MediaUrlRegisterImageUrl($url: String!) { registerImageUrl(url: $url) { __typename
         ... on MutationRegisterImageUrlSuccess { data { uploadId status } } } }`),
      { url: site.url('/og.jpg') },
    );
    expect(succeeded(registerImageUrl).status).toBe('processing');
    expect((await pollUpload(client, succeeded(registerImageUrl).uploadId)).width).toBe(800);
  });

  it('refuses a link that is not http(s) at once', async () => {
    const { client } = await newUser(app);
    for (const link of ['ftp://example.com/a.jpg', 'javascript:alert(1)', 'not a link', '']) {
      const { status, body } = await putImageUrl(client, link);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 'failure', message: MEDIA_TEXTS.linkInvalid });
    }
  });

  it.each([
    ['a page that is not a picture', '/page.txt', MEDIA_TEXTS.invalidImage],
    ['a picture of 100 px', '/tiny.png', MEDIA_TEXTS.tooSmall],
    ['a damaged JPEG', '/corrupt.jpg', MEDIA_TEXTS.damagedImage],
    ['a file declared larger than the cap', '/declared-huge.jpg', MEDIA_TEXTS.linkTooLarge],
    ['a stream that grows past the cap', '/streamed-huge.jpg', MEDIA_TEXTS.linkTooLarge],
    ['a site that never answers', '/slow.jpg', MEDIA_TEXTS.linkTimeout],
    ['too many redirects', '/redirect/6', MEDIA_TEXTS.linkTooManyRedirects],
    ['a missing picture', '/missing.jpg', linkStatusText(404)],
  ])('%s fails with its own text and leaves nothing behind', async (_, pathname, message) => {
    const { client } = await newUser(app);
    const before = await mediaRowCounts(app);
    const filesBefore = filesUnder(app.mediaDir);
    const { body } = await putImageUrl(client, site.url(pathname));
    if (body.status !== 'success') throw new Error(body.message);
    const state = await pollUpload(client, body.data.upload_id);
    expect(state).toMatchObject({ status: 'failed', failure_message: message, signature: null });
    expect(await mediaRowCounts(app)).toEqual(before);
    expect(filesUnder(app.mediaDir)).toEqual(filesBefore);
  });
});

describe('createPin with imageUrl fetches the image now', () => {
  it('makes the pin from the fetched picture', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Straight from a link' });
    const { createPin } = await client.query(CREATE_PIN, {
      input: { boardId: board.entityId, imageUrl: site.url('/tw.png'), title: 'Linked', method: 'button' },
    });
    expect(createPin).toMatchObject({
      __typename: 'MutationCreatePinSuccess',
      data: { title: 'Linked', imageSpec_orig: { width: 400, height: 400 } },
    });
  });

  it.each([
    ['/tiny.png', MEDIA_TEXTS.tooSmall],
    ['/page.txt', MEDIA_TEXTS.invalidImage],
    ['/redirect/6', MEDIA_TEXTS.linkTooManyRedirects],
    ['/declared-huge.jpg', MEDIA_TEXTS.linkTooLarge],
  ])('%s is refused with its text; no pin, image or file is left', async (pathname, message) => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Stays empty' });
    const before = await mediaRowCounts(app);
    const filesBefore = filesUnder(app.mediaDir);
    const { createPin } = await client.query(CREATE_PIN, {
      input: { boardId: board.entityId, imageUrl: site.url(pathname) },
    });
    expect(createPin).toMatchObject({ __typename: 'DomainError', code: 'VALIDATION', message });
    expect(await mediaRowCounts(app)).toEqual(before);
    expect(filesUnder(app.mediaDir)).toEqual(filesBefore);
  });

  it('takes back the fetched picture when the pin itself cannot be made (a section that is not there)', async () => {
    const { client } = await newUser(app);
    const board = await createBoard(client, { name: 'Without that section' });
    const before = await mediaRowCounts(app);
    const filesBefore = filesUnder(app.mediaDir);
    const { createPin } = await client.query(CREATE_PIN, {
      input: { boardId: board.entityId, sectionId: '987654321', imageUrl: site.url('/lazy.png') },
    });
    expect(createPin).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    expect(await mediaRowCounts(app)).toEqual(before);
    expect(filesUnder(app.mediaDir)).toEqual(filesBefore);
  });

  it("does not fetch anything for a board the viewer can't save to", async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Private to the owner' });
    const { client } = await newUser(app);
    const before = await mediaRowCounts(app);
    const { createPin } = await client.query(CREATE_PIN, {
      input: { boardId: board.entityId, imageUrl: site.url('/large.jpg') },
    });
    expect(createPin.__typename).toBe('DomainError');
    expect(await mediaRowCounts(app)).toEqual(before);
  });
});

describe('find-pin-images resource', () => {
  interface Items {
    items: { type: string; url: string; width: number; height: number }[];
  }

  it("lists a page's pinnable images: og:image, twitter:image, JSON-LD and large <img>, relative urls resolved", async () => {
    const { client } = await newUser(app);
    const { status, body } = await getResource<Items>(client, 'FindPinImagesResource', {
      url: site.url('/blog/post.html'),
      scrapeMetric: { source: 'bookmarklet' },
    });
    expect(status).toBe(200);
    if (body.status !== 'success') throw new Error(body.message);
    expect(body.data.items).toEqual([
      { type: 'image', url: site.url('/og.jpg'), width: 800, height: 600 },
      { type: 'image', url: site.url('/tw.png'), width: 400, height: 400 },
      { type: 'image', url: site.url('/ld.webp'), width: 500, height: 300 },
      { type: 'image', url: site.url('/blog/images/inline.jpg'), width: 300, height: 450 },
      { type: 'image', url: site.url('/large.jpg'), width: 1000, height: 500 },
      { type: 'image', url: site.url('/lazy.png'), width: 240, height: 240 },
    ]);
  });

  it('the same list comes through GraphQL findPinImages; a link straight to a picture lists that picture', async () => {
    const { client } = await newUser(app);
    const { findPinImages } = await client.query(
      graphql(
        `query MediaUrlFindPinImages($url: String!) { findPinImages(url: $url) { type url width height } }`,
      ),
      { url: site.url('/blog/post.html') },
    );
    expect(findPinImages).toHaveLength(6);
    const direct = await client.query(
      graphql(`query MediaUrlFindPinImages2($url: String!) { findPinImages(url: $url) { url width } }`),
      { url: site.url('/photo.jpg') },
    );
    expect(direct.findPinImages).toEqual([{ url: site.url('/photo.jpg'), width: 600 }]);
  });

  it('scrape failures are silent: an empty list', async () => {
    const { client } = await newUser(app);
    for (const url of [site.url('/missing'), site.url('/slow.jpg'), 'not a url', site.url('/page.txt')]) {
      const { status, body } = await getResource<Items>(client, 'FindPinImagesResource', { url });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'success', data: { items: [] } });
    }
  });

  it('asks anonymous visitors to log in', async () => {
    const { status } = await getResource<Items>(app.client(), 'FindPinImagesResource', {
      url: site.url('/blog/post.html'),
    });
    expect(status).toBe(401);
  });
});

describe('POST /v5/pins with multiple_image_urls', () => {
  async function partnerToken() {
    const { client, user } = await newUser(app);
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
    const board = await createBoard(client, { name: 'Lookbook from links' });
    const { secret } = await issueApiToken(app.db, {
      userId: user.id,
      name: 'carousel',
      scopes: ['pins:read', 'pins:write', 'boards:read'],
      expiresAt: null,
    });
    return { secret, boardId: board.entityId };
  }

  async function createV5(secret: string, body: unknown) {
    const response = await fetch(`${app.baseUrl}/v5/pins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    expect(contractProblems('POST', '/pins', response.status, answer)).toEqual([]);
    return { status: response.status, body: answer };
  }

  it('makes one carousel pin of the fetched pictures, in order with their titles and links', async () => {
    const { secret, boardId } = await partnerToken();
    const made = await createV5(secret, {
      board_id: boardId,
      title: 'Two looks',
      link: 'https://shop.example/looks',
      media_source: {
        source_type: 'multiple_image_urls',
        items: [
          { url: site.url('/tw.png'), title: 'Square' },
          { url: site.url('/lazy.png'), title: 'Smaller', link: 'https://shop.example/small' },
        ],
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: 'Two looks', media: { media_type: 'multiple_images' } });
    expect(made.body.media.items.map((i: { title: string }) => i.title)).toEqual(['Square', 'Smaller']);
    const pin = await app.db
      .selectFrom('pins')
      .select('carousel_id')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    const slides = await app.db
      .selectFrom('carousel_slides')
      .select(['position', 'link'])
      .where('carousel_id', '=', pin.carousel_id!)
      .orderBy('position')
      .execute();
    expect(slides).toEqual([
      { position: 0, link: null },
      { position: 1, link: 'https://shop.example/small' },
    ]);
  });

  it('answers a picture that cannot be fetched, or too many pictures, in v5 style and makes nothing', async () => {
    const { secret, boardId } = await partnerToken();
    const carousels = async () => (await app.db.selectFrom('carousels').select('id').execute()).length;
    const before = { ...(await mediaRowCounts(app)), carousels: await carousels() };
    const broken = await createV5(secret, {
      board_id: boardId,
      media_source: {
        source_type: 'multiple_image_urls',
        items: [{ url: site.url('/tw.png') }, { url: site.url('/page.txt') }],
      },
    });
    expect(broken.status).toBe(400);
    expect(typeof broken.body.code).toBe('number');
    expect(typeof broken.body.message).toBe('string');
    const tooMany = await createV5(secret, {
      board_id: boardId,
      media_source: {
        source_type: 'multiple_image_urls',
        items: Array.from({ length: 6 }, () => ({ url: site.url('/tw.png') })),
      },
    });
    expect(tooMany.status).toBe(400);
    expect({ ...(await mediaRowCounts(app)), carousels: await carousels() }).toEqual(before);
  });
});

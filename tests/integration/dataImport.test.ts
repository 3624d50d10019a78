import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PORT_TEXTS } from '../../core/dataPort';
import { PRODUCT_TAG_TEXTS } from '../../core/productTags';
import type { Db } from '../../server/db/database';
import { interestsOf, saveInterests } from '../../server/domain/interests';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import {
  DATA_IMPORTS,
  exportAndWait,
  importAndWait,
  populatedAccount,
  startTestDataWorker,
} from '../support/dataPort';
import { createBoard, newUser, savePin, storeTestImage } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';
import { type ImageSite, startImageSite } from './mediaSupport';

// Pages and pictures come from a local site, so the app may fetch from private addresses.
let app: TestApp;
let worker: Worker;
let site: ImageSite;
beforeAll(async () => {
  app = await startTestApp({ mailWorker: false, env: { ALLOW_PRIVATE_FETCH: 'true' } });
  worker = startTestDataWorker(app);
  site = await startImageSite();
});
afterAll(async () => {
  await worker?.stop();
  await site?.close();
  await app?.close();
});

/** Everything an account holds, by name (ids differ between accounts), with each pin's picture's look. */
async function contentsOf(db: Db, userId: string) {
  const boards = await db
    .selectFrom('boards')
    .select(['id', 'name', 'description', 'privacy'])
    .where('owner_id', '=', userId)
    .orderBy('name')
    .execute();
  const sections = await db
    .selectFrom('board_sections')
    .innerJoin('boards', 'boards.id', 'board_sections.board_id')
    .select(['boards.name as board', 'board_sections.title'])
    .where('boards.owner_id', '=', userId)
    .orderBy('board_sections.title')
    .execute();
  const pins = await db
    .selectFrom('pins')
    .innerJoin('boards', 'boards.id', 'pins.board_id')
    .leftJoin('board_sections', 'board_sections.id', 'pins.section_id')
    .innerJoin('images', 'images.id', 'pins.image_id')
    .select([
      'boards.name as board',
      'board_sections.title as section',
      'pins.title',
      'pins.description',
      'pins.link',
      'pins.alt_text',
      'images.width',
      'images.height',
      'images.dominant_color',
    ])
    .where('pins.pinner_id', '=', userId)
    .orderBy('pins.title')
    .execute();
  return {
    boards: boards.map(({ id: _, ...board }) => board),
    sections,
    pins,
  };
}

/** A new person with a business account (who alone makes carousels and tags products). */
async function partner() {
  const person = await newUser(app);
  await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', person.user.id).execute();
  return person;
}

describe("importing Tackboard's own export", () => {
  it('brings every board, section, pin and picture into a fresh account, and a second run adds nothing', async () => {
    const source = await populatedAccount(app);
    const { downloadUrl } = await exportAndWait(source.client);
    const archive = Buffer.from(await (await source.client.get(downloadUrl)).arrayBuffer());

    const { client, user } = await newUser(app);
    const first = await importAndWait(client, 'tackboard', 'export.zip', archive);
    expect(first).toMatchObject({ status: 'ready', createdCount: 6, skippedCount: 0, problems: [] });
    expect(first.done).toBe(first.total);
    const original = await contentsOf(app.db, source.user.id);
    expect(original.pins).toHaveLength(3);
    expect(await contentsOf(app.db, user.id)).toEqual(original);
    const prices = await app.db
      .selectFrom('pins')
      .select(['title', 'price', 'currency', 'availability', 'original_price'])
      .where('pinner_id', '=', user.id)
      .where('price', 'is not', null)
      .execute();
    expect(prices).toEqual([
      { title: 'Bread', price: '4.20', currency: 'EUR', availability: 'in_stock', original_price: '5.00' },
    ]);

    // The interests come back with it, in their order.
    expect((await interestsOf(app.db, user.id)).map((i) => i.slug)).toEqual(['travel', 'recipes']);

    const again = await importAndWait(client, 'tackboard', 'export.zip', archive);
    expect(again).toMatchObject({ status: 'ready', createdCount: 0, skippedCount: 6, problems: [] });
    expect(await contentsOf(app.db, user.id)).toEqual(original);

    // Someone who already chose interests here keeps theirs.
    const chooser = await newUser(app);
    await saveInterests(app.context(chooser.user), ['gardening']);
    await importAndWait(chooser.client, 'tackboard', 'export.zip', archive);
    expect((await interestsOf(app.db, chooser.user.id)).map((i) => i.slug)).toEqual(['gardening']);
  });

  it('a file that is not an export is reported unreadable and makes nothing', async () => {
    const { client, user } = await newUser(app);
    const result = await importAndWait(client, 'tackboard', 'notes.zip', 'not a zip at all');
    expect(result.status).toBe('failed');
    expect(result.problems[0]?.reason).toMatch(/couldn't read that file/);
    expect((await contentsOf(app.db, user.id)).boards).toEqual([]);
  });
});

describe('importing a bookmarks file', () => {
  it("makes a board per folder and a pin per link with the page's picture, and reports the links it could not fetch", async () => {
    const bookmarks = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
  <DT><H3 ADD_DATE="1700000000">Reading</H3>
  <DL><p>
    <DT><A HREF="${site.url('/blog/post.html')}" ADD_DATE="1700000001">A post &amp; more</A>
    <DD>Worth a second look
    <DT><H3>Pictures</H3>
    <DL><p>
      <DT><A HREF="${site.url('/photo.jpg')}">A photo</A>
    </DL><p>
  </DL><p>
  <DT><A HREF="${site.url('/gone.html')}">Gone page</A>
  <DT><A HREF="javascript:void(0)">A bookmarklet</A>
</DL><p>`;
    const { client, user } = await newUser(app);
    const result = await importAndWait(client, 'bookmarks', 'bookmarks.html', bookmarks);
    expect(result.status).toBe('ready');
    expect(result.problems).toEqual([
      { item: 'Gone page', reason: "We couldn't find a picture on that page." },
    ]);
    const contents = await contentsOf(app.db, user.id);
    expect(contents.boards).toEqual([
      { name: 'Bookmarks', description: '', privacy: 'secret' },
      { name: 'Pictures', description: '', privacy: 'secret' },
      { name: 'Reading', description: '', privacy: 'secret' },
    ]);
    expect(contents.pins).toEqual([
      expect.objectContaining({ board: 'Pictures', title: 'A photo', width: 600, height: 400 }),
      expect.objectContaining({
        board: 'Reading',
        title: 'A post & more',
        description: 'Worth a second look',
        link: site.url('/blog/post.html'),
        // The page's og:image, as the pin builder's scraper ranks it.
        width: 800,
        height: 600,
      }),
    ]);

    const again = await importAndWait(client, 'bookmarks', 'bookmarks.html', bookmarks);
    expect(again).toMatchObject({ createdCount: 0, skippedCount: 5 });
    expect((await contentsOf(app.db, user.id)).pins).toHaveLength(2);
  });
});

describe('importing a CSV', () => {
  it('makes boards, sections and pins from its rows, in a second run nothing more, and reports bad rows', async () => {
    const csv = [
      'board,section,title,description,link,image_url',
      `Garden,Roses,"Red rose, climbing","A ""rambler""",https://example.com/rose,${site.url('/large.jpg')}`,
      `Garden,,From a page,,${site.url('/blog/post.html')},`,
      `Garden,,Missing picture,,,${site.url('/nothing-here.jpg')}`,
      ',,No board,,,',
    ].join('\r\n');
    const { client, user } = await newUser(app);
    const result = await importAndWait(client, 'csv', 'pins.csv', csv);
    expect(result.status).toBe('ready');
    expect(result.createdCount).toBe(4);
    expect(result.problems.map((p) => p.item)).toEqual(['line 5', 'Missing picture']);
    const contents = await contentsOf(app.db, user.id);
    expect(contents.sections).toEqual([{ board: 'Garden', title: 'Roses' }]);
    expect(contents.pins).toEqual([
      expect.objectContaining({ title: 'From a page', section: null, width: 800, height: 600 }),
      expect.objectContaining({
        title: 'Red rose, climbing',
        description: 'A "rambler"',
        section: 'Roses',
        link: 'https://example.com/rose',
        width: 1000,
        height: 500,
      }),
    ]);
    const again = await importAndWait(client, 'csv', 'pins.csv', csv);
    expect(again.createdCount).toBe(0);
    expect((await contentsOf(app.db, user.id)).pins).toHaveLength(2);
  });

  it("someone else's import cannot be seen, and a signed-out visitor cannot start one", async () => {
    const { client: stranger } = await newUser(app);
    const form = new FormData();
    form.set('kind', 'csv');
    form.set('file', new Blob(['Garden,,x,,,https://example.com/a.jpg']), 'a.csv');
    const anonymous = await app.client().request('POST', '/data/imports/', form);
    expect(anonymous.status).toBe(401);
    const { dataImports } = await stranger.query(DATA_IMPORTS);
    expect(dataImports).toEqual([]);
  });
});

describe('importing an exported carousel pin', () => {
  const CAROUSEL = graphql(`mutation DataImportCarousel($input: CreateCarouselPinInput!) {
    createCarouselPin(input: $input) { __typename ...DomainErrorFields }
  }`);

  /** Each carousel pin of the account with its slides' texts and picture sizes, in order. */
  async function carouselsOf(userId: string) {
    const rows = await app.db
      .selectFrom('pins')
      .innerJoin('carousel_slides', 'carousel_slides.carousel_id', 'pins.carousel_id')
      .innerJoin('images', 'images.id', 'carousel_slides.image_id')
      .select([
        'pins.title',
        'carousel_slides.alt_text',
        'carousel_slides.link',
        'images.width',
        'images.height',
      ])
      .where('pins.pinner_id', '=', userId)
      .orderBy('pins.title')
      .orderBy('carousel_slides.position')
      .execute();
    return rows;
  }

  it('comes back as a carousel with every picture for a business account, and with its first one for others', async () => {
    const source = await partner();
    const board = await createBoard(source.client, { name: 'Looks to import' });
    const uploadIds: string[] = [];
    for (const seed of [14_410, 14_411, 14_412]) {
      const image = await storeTestImage(app, seed);
      const row = await app.db
        .insertInto('media_uploads')
        .values({
          user_id: source.user.id,
          kind: 'pinimage',
          source: 'upload',
          status: 'succeeded',
          image_id: image.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      uploadIds.push(row.id);
    }
    const { createCarouselPin } = await source.client.query(CAROUSEL, {
      input: {
        boardId: board.entityId,
        title: 'Three looks',
        slides: uploadIds.map((mediaUploadId, i) => ({
          mediaUploadId,
          altText: `Look ${i + 1}`,
          link: i === 2 ? 'https://shop.example/third' : null,
        })),
      },
    });
    expect(createCarouselPin.__typename).toBe('MutationCreateCarouselPinSuccess');
    const { downloadUrl } = await exportAndWait(source.client);
    const archive = Buffer.from(await (await source.client.get(downloadUrl)).arrayBuffer());

    const business = await partner();
    const imported = await importAndWait(business.client, 'tackboard', 'export.zip', archive);
    expect(imported).toMatchObject({ status: 'ready', createdCount: 2, problems: [] });
    const original = await carouselsOf(source.user.id);
    expect(original.map((s) => s.alt_text)).toEqual(['Look 1', 'Look 2', 'Look 3']);
    expect(await carouselsOf(business.user.id)).toEqual(original);

    const regular = await newUser(app);
    const plain = await importAndWait(regular.client, 'tackboard', 'export.zip', archive);
    expect(plain).toMatchObject({
      status: 'ready',
      createdCount: 2,
      problems: [{ item: 'Three looks', reason: DATA_PORT_TEXTS.carouselFirstPictureOnly }],
    });
    expect(await carouselsOf(regular.user.id)).toEqual([]);
    const pin = await app.db
      .selectFrom('pins')
      .innerJoin('images', 'images.id', 'pins.image_id')
      .select(['pins.title', 'images.width', 'images.height'])
      .where('pins.pinner_id', '=', regular.user.id)
      .executeTakeFirstOrThrow();
    expect(pin).toEqual({ title: 'Three looks', width: original[0]!.width, height: original[0]!.height });
  });
});

describe('importing an exported pin with product tags', () => {
  /** Each tagged pin of the account by title, with its tags' product titles and places, in order. */
  async function tagsOf(userId: string) {
    return app.db
      .selectFrom('pin_product_tags')
      .innerJoin('pins', 'pins.id', 'pin_product_tags.pin_id')
      .innerJoin('pins as product', 'product.id', 'pin_product_tags.product_pin_id')
      .select(['pins.title as pin', 'product.title as product', 'pin_product_tags.x', 'pin_product_tags.y'])
      .where('pins.pinner_id', '=', userId)
      .orderBy('pin_product_tags.position')
      .execute();
  }

  it('tags the imported pin with the imported products for a business account, and says why not for others', async () => {
    const source = await partner();
    const board = await createBoard(source.client, { name: 'Shop the look' });
    const pin = async (title: string, seed: number) =>
      savePin(app, source.user, {
        boardId: board.entityId,
        title,
        imageId: (await storeTestImage(app, seed)).id,
      });
    const lamp = await pin('Brass lamp', 14_510);
    const rug = await pin('Wool rug', 14_511);
    const room = await pin('Living room', 14_512);
    await app.db
      .updateTable('pins')
      .set({ price: '49.00', currency: 'USD', availability: 'in_stock' })
      .where('id', 'in', [lamp.id, rug.id])
      .execute();
    await app.db
      .insertInto('pin_product_tags')
      .values([
        { pin_id: room.id, position: 0, product_pin_id: rug.id, x: 0.25, y: 0.75 },
        { pin_id: room.id, position: 1, product_pin_id: lamp.id, x: null, y: null },
      ])
      .execute();
    const { downloadUrl } = await exportAndWait(source.client);
    const archive = Buffer.from(await (await source.client.get(downloadUrl)).arrayBuffer());
    const original = await tagsOf(source.user.id);
    expect(original).toEqual([
      { pin: 'Living room', product: 'Wool rug', x: 0.25, y: 0.75 },
      { pin: 'Living room', product: 'Brass lamp', x: null, y: null },
    ]);

    const business = await partner();
    const imported = await importAndWait(business.client, 'tackboard', 'export.zip', archive);
    expect(imported).toMatchObject({ status: 'ready', createdCount: 4, problems: [] });
    expect(await tagsOf(business.user.id)).toEqual(original);

    const regular = await newUser(app);
    const plain = await importAndWait(regular.client, 'tackboard', 'export.zip', archive);
    expect(plain).toMatchObject({
      status: 'ready',
      createdCount: 4,
      problems: [{ item: 'Living room', reason: PRODUCT_TAG_TEXTS.partnersOnly }],
    });
    expect(await tagsOf(regular.user.id)).toEqual([]);
  });
});

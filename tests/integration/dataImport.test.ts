import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import { interestsOf, saveInterests } from '../../server/domain/interests';
import type { Worker } from '../../server/jobs/worker';
import {
  DATA_IMPORTS,
  exportAndWait,
  importAndWait,
  populatedAccount,
  startTestDataWorker,
} from '../support/dataPort';
import { newUser } from '../support/fixtures';
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

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DOCUMENT } from '../../core/dataPort';
import { purgeExpiredExports } from '../../server/domain/dataExport';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import {
  DATA_EXPORTS,
  exportAndWait,
  populatedAccount,
  startTestDataWorker,
  unzip,
} from '../support/dataPort';
import { createBoard, newUser, storeTestImage } from '../support/fixtures';
import { mailsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let worker: Worker | null = null;
beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await app?.close();
});

interface ExportDocument {
  format: string;
  version: number;
  profile: { username: string };
  boards: {
    id: string;
    name: string;
    privacy: string;
    description: string;
    sections: { id: string; title: string }[];
  }[];
  pins: {
    id: string;
    boardId: string;
    sectionId: string | null;
    title: string;
    description: string;
    link: string | null;
    altText: string;
    product: { price: string; currency: string; availability: string; originalPrice: string | null } | null;
    createdAt: string;
    image: string;
    video: string | null;
  }[];
  follows: { people: { username: string }[]; boards: unknown[] };
  interests: { slug: string; name: string; chosenAt: string }[];
}

describe('exporting your data', () => {
  let account: Awaited<ReturnType<typeof populatedAccount>>;
  let download: { id: string; downloadUrl: string };
  let files: Map<string, Buffer>;

  beforeAll(async () => {
    account = await populatedAccount(app);
    worker = startTestDataWorker(app);
    download = await exportAndWait(account.client);
    const response = await account.client.get(download.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    files = await unzip(Buffer.from(await response.arrayBuffer()));
  });

  it('the zip holds the profile, boards, sections, pins with their texts, follows and the original pictures', async () => {
    const document = JSON.parse(files.get(EXPORT_DOCUMENT)!.toString('utf8')) as ExportDocument;
    expect(document).toMatchObject({ format: 'tackboard-export', version: 1 });
    expect(document.profile.username).toBe(account.user.username);
    expect(
      document.boards.map((b) => [b.name, b.privacy, b.description, b.sections.map((s) => s.title)]),
    ).toEqual([
      ['Recipes', 'public', 'Things to cook', ['Soups']],
      ['Diary', 'secret', '', []],
    ]);
    const soup = document.pins.find((p) => p.title === 'Leek soup')!;
    expect(soup).toMatchObject({
      boardId: account.boards.recipes.entityId,
      sectionId: account.soups.entityId,
      description: 'With potatoes',
      link: 'https://example.com/leek-soup',
      altText: 'A bowl of green soup',
      video: null,
    });
    expect(Number.isNaN(Date.parse(soup.createdAt))).toBe(false);
    // Stored as is, so a plain search of the archive (the privacy matrix's leak check) finds the secret board.
    expect(files.get(EXPORT_DOCUMENT)!.toString('utf8')).toContain('"Diary"');
    expect(document.pins.map((p) => p.title).sort()).toEqual(['Bread', 'Leek soup', 'Private thought']);
    expect(document.pins.find((p) => p.title === 'Bread')?.product).toEqual({
      price: '4.20',
      currency: 'EUR',
      availability: 'in_stock',
      originalPrice: '5.00',
    });
    expect(soup.product).toBeNull();
    expect(document.follows.people).toEqual([
      { username: account.friend.username, followedAt: expect.any(String) },
    ]);
    expect(document.interests).toEqual([
      { slug: 'travel', name: 'Travel', chosenAt: expect.any(String) },
      { slug: 'recipes', name: 'Recipes', chosenAt: expect.any(String) },
    ]);
    // Every pin's original picture is in the zip, byte for byte what the media store keeps.
    for (const pin of document.pins) {
      const stored = await app.media.open(pin.image.replace(/^media\//, ''));
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      expect(files.get(pin.image)?.equals(Buffer.concat(chunks))).toBe(true);
    }
  });

  it('shows as finished with its progress complete, and is announced by email with the download link', async () => {
    const { dataExports } = await account.client.query(DATA_EXPORTS);
    expect(dataExports[0]).toMatchObject({ id: download.id, status: 'ready', done: 4, total: 4 });
    expect(dataExports[0]!.byteSize).toBeGreaterThan(0);
    const mail = mailsTo(app.dataDir, account.user.email).find((text) => text.includes('export is ready'));
    expect(mail).toContain(`/data/exports/${download.id}/download`);
  });

  it('nobody else can download it: another person, a signed-out visitor and a missing id get the same answer', async () => {
    const { client: stranger } = await newUser(app);
    const asStranger = await stranger.get(download.downloadUrl);
    const missing = await stranger.get('/data/exports/7199990/download');
    const anonymous = await app.client().get(download.downloadUrl);
    expect(asStranger.status).toBe(404);
    expect(await asStranger.text()).toBe(await missing.text());
    expect(anonymous.status).toBe(401);
    const { dataExports } = await stranger.query(DATA_EXPORTS);
    expect(dataExports).toEqual([]);
  });

  it('the archive is never served as a media file', async () => {
    const row = await app.db
      .selectFrom('data_exports')
      .select('file_path')
      .where('id', '=', download.id)
      .executeTakeFirstOrThrow();
    expect(row.file_path).toMatch(/^private\//);
    expect((await account.client.get(`/media/${row.file_path}`)).status).toBe(404);
  });

  it('is deleted after 7 days: the download and the file are gone', async () => {
    const row = await app.db
      .selectFrom('data_exports')
      .select(['file_path', 'expires_at'])
      .where('id', '=', download.id)
      .executeTakeFirstOrThrow();
    expect(await purgeExpiredExports({ db: app.db, media: app.media }, new Date())).toBe(0);
    await purgeExpiredExports({ db: app.db, media: app.media }, new Date(row.expires_at!.getTime() + 1000));
    expect(await app.media.open(row.file_path!)).toBeNull();
    expect((await account.client.get(download.downloadUrl)).status).toBe(404);
  });
});

const CAROUSEL = graphql(`mutation DataExportCarousel($input: CreateCarouselPinInput!) {
  createCarouselPin(input: $input) { __typename ...DomainErrorFields }
}`);

describe('exporting a carousel pin', () => {
  it('lists every picture in order with its texts, and the zip holds each original', async () => {
    const { client, user } = await newUser(app);
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
    const board = await createBoard(client, { name: 'Looks' });
    const uploadIds: string[] = [];
    for (const seed of [14_400, 14_401]) {
      const image = await storeTestImage(app, seed);
      const row = await app.db
        .insertInto('media_uploads')
        .values({
          user_id: user.id,
          kind: 'pinimage',
          source: 'upload',
          status: 'succeeded',
          image_id: image.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      uploadIds.push(row.id);
    }
    const { createCarouselPin } = await client.query(CAROUSEL, {
      input: {
        boardId: board.entityId,
        title: 'Two looks',
        slides: uploadIds.map((mediaUploadId, i) => ({ mediaUploadId, altText: `Look ${i + 1}` })),
      },
    });
    expect(createCarouselPin.__typename).toBe('MutationCreateCarouselPinSuccess');
    worker = startTestDataWorker(app);
    const made = await exportAndWait(client);
    const zip = await unzip(Buffer.from(await (await client.get(made.downloadUrl)).arrayBuffer()));
    const document = JSON.parse(zip.get(EXPORT_DOCUMENT)!.toString('utf8')) as {
      pins: { title: string; image: string; carouselImages: { image: string; altText: string }[] | null }[];
    };
    const pin = document.pins.find((p) => p.title === 'Two looks')!;
    expect(pin.carouselImages?.map((s) => s.altText)).toEqual(['Look 1', 'Look 2']);
    expect(pin.carouselImages?.[0]?.image).toBe(pin.image);
    for (const slide of pin.carouselImages ?? []) expect(zip.has(slide.image)).toBe(true);
  });
});

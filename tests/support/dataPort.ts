import yauzl from 'yauzl';
import { saveInterests } from '../../server/domain/interests';
import { productColumns } from '../../server/domain/products';
import { followUser } from '../../server/domain/social';
import { startDataPortWorker } from '../../server/jobs/dataPortWorker';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import { createBoard, createSection, newUser, savePin, storeTestImage } from './fixtures';
import type { TestClient } from './httpClient';
import type { TestApp } from './testApp';

export const START_EXPORT = graphql(`mutation DataExportStart {
  startDataExport { __typename ... on MutationStartDataExportSuccess { data { id status done total downloadUrl } } }
}`);
export const DATA_EXPORTS = graphql(
  `query DataExportList { dataExports { id status done total downloadUrl expiresAt byteSize } }`,
);

/** The app's worker for exports and imports, polling often so tests wait little. */
export function startTestDataWorker(app: TestApp): Worker {
  const context = app.context(null);
  return startDataPortWorker({
    db: app.db,
    media: app.media,
    mailer: context.mailer,
    settings: context.settings,
    now: app.clock.now,
    pollMs: 50,
  });
}

/** Reads every entry of a zip held in memory (the tests' archives are small). */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        zip.readEntry();
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

/** Asks for an export and waits, through the settings page's own query, until it is ready. */
export async function exportAndWait(client: TestClient): Promise<{ id: string; downloadUrl: string }> {
  const { startDataExport } = await client.query(START_EXPORT);
  if (startDataExport.__typename !== 'MutationStartDataExportSuccess') throw new Error('export refused');
  const { id } = startDataExport.data;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { dataExports } = await client.query(DATA_EXPORTS);
    const mine = dataExports.find((e) => e.id === id);
    if (mine?.status === 'ready' && mine.downloadUrl) return { id, downloadUrl: mine.downloadUrl };
    if (mine?.status === 'failed') throw new Error('the export failed');
    if (Date.now() > deadline) throw new Error('the export was not ready within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Someone with two boards (one secret), a section, pins with their own pictures, and a person they follow. */
export async function populatedAccount(target: TestApp) {
  const { client, user } = await newUser(target);
  const { user: friend } = await newUser(target);
  const recipes = await createBoard(client, { name: 'Recipes', description: 'Things to cook' });
  const diary = await createBoard(client, { name: 'Diary', privacy: 'secret' });
  const soups = await createSection(client, { boardId: recipes.entityId, name: 'Soups' });
  const viewer = { id: user.id, username: user.username };
  const pins = [
    await savePin(target, viewer, {
      boardId: recipes.entityId,
      sectionId: soups.entityId,
      imageId: (await storeTestImage(target, 101)).id,
      title: 'Leek soup',
      description: 'With potatoes',
      link: 'https://example.com/leek-soup',
      altText: 'A bowl of green soup',
    }),
    await savePin(target, viewer, {
      boardId: recipes.entityId,
      imageId: (await storeTestImage(target, 102)).id,
      title: 'Bread',
      // A product pin: its price travels through an export and back.
      product: productColumns({ price: '4.2', currency: 'EUR', originalPrice: '5' }),
    }),
    await savePin(target, viewer, {
      boardId: diary.entityId,
      imageId: (await storeTestImage(target, 103)).id,
      title: 'Private thought',
    }),
  ];
  await followUser(target.context(viewer), friend.id);
  await saveInterests(target.context(viewer), ['travel', 'recipes']);
  return { client, user, friend, boards: { recipes, diary }, soups, pins };
}

export const DATA_IMPORTS = graphql(`query DataImportList {
  dataImports { id kind status done total createdCount skippedCount problems { item reason } }
}`);

/** Posts a file to import as the settings page does, and waits until the import is finished. */
export async function importAndWait(client: TestClient, kind: string, name: string, bytes: Buffer | string) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  const response = await client.request('POST', '/data/imports/', form);
  const body = (await response.json()) as { data?: { id: string } };
  if (response.status !== 201 || !body.data) throw new Error(`import refused: ${JSON.stringify(body)}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { dataImports } = await client.query(DATA_IMPORTS);
    const mine = dataImports.find((i) => i.id === body.data!.id);
    if (mine && (mine.status === 'ready' || mine.status === 'failed')) return mine;
    if (Date.now() > deadline) throw new Error('the import did not finish within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

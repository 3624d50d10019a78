import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../../migrations/index';
import { loadConfig } from '../../server/config';
import { type Connection, connect } from '../../server/db/connect';
import type { ImageRow } from '../../server/db/tables/images';
import { boardById } from '../../server/domain/boards';
import { imageFiles } from '../../server/domain/media/media';
import { pinById } from '../../server/domain/pins';
import { createBackup, storageFromConfig } from '../../server/ops/backup';
import { findPostgresBinaries } from '../../server/ops/postgresBinaries';
import { restoreBackup } from '../../server/ops/restore';
import { copyFolder } from '../support/copyFolder';
import {
  createBoard,
  createSection,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestPin,
  type TestUser,
} from '../support/fixtures';
import { serveApp, type TestApp } from '../support/testApp';
import { adminQuery, testDatabaseKind } from '../support/testDatabase';

const kind = testDatabaseKind();
const LATEST_MIGRATION = Object.keys(migrations).at(-1);
const hasPostgresTools = kind === 'pglite' || findPostgresBinaries(['pg_dump', 'pg_restore']) !== null;

/** An instance's environment: its data folder, and on the postgres project a new, empty database of its own. */
async function instanceEnv(dataDir: string, databases: string[]): Promise<Record<string, string>> {
  if (kind === 'pglite') return { DATA_DIR: dataDir };
  const adminUrl = inject('postgresAdminUrl');
  const name = `tb_backup_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  databases.push(name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

async function serve(connection: Connection, env: Record<string, string>): Promise<TestApp> {
  const served = await serveApp(connection.db, kind, { env, mailWorker: false });
  return { ...served, close: served.stop };
}

describe.skipIf(!hasPostgresTools)('backup and restore', () => {
  let root = '';
  const databases: string[] = [];
  let backupFile = '';
  let sourceDir = '';
  let sourceEnv: Record<string, string>;
  let restoredEnv: Record<string, string>;
  let source: Connection | null = null;
  let restored: Connection | null = null;
  let restoredApp: TestApp | null = null;
  const people: TestUser[] = [];
  const boards: { owner: TestUser; board: TestBoard }[] = [];
  const pins: { owner: TestUser; pin: TestPin }[] = [];
  const images: ImageRow[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-backup-test-'));
    backupFile = path.join(root, 'backup.zip');
    sourceDir = path.join(root, 'source');
    sourceEnv = await instanceEnv(sourceDir, databases);
    restoredEnv = await instanceEnv(path.join(root, 'restored'), databases);
    if (kind === 'pglite') {
      // A copy of the project's migrated template, as each integration file starts from.
      mkdirSync(path.join(sourceDir, 'pglite'), { recursive: true });
      await copyFolder(inject('pgliteTemplateDir'), path.join(sourceDir, 'pglite'));
    }
    const sourceStorage = storageFromConfig(loadConfig(sourceEnv));
    source = await connect(sourceStorage.database);
    const migrator = new Migrator({ db: source.db, provider: { getMigrations: async () => migrations } });
    await migrator.migrateToLatest();
    const app = await serve(source, sourceEnv);
    try {
      for (const name of ['Ada Archivist', 'Bo Backup']) {
        const { client, user } = await newUser(app, { fullName: name });
        people.push(user);
        const open = await createBoard(client, { name: `${name} ideas` });
        const secret = await createBoard(client, { name: `${name} secrets`, privacy: 'secret' });
        const section = await createSection(client, { boardId: open.entityId, name: 'Kept' });
        boards.push({ owner: user, board: open }, { owner: user, board: secret });
        for (const [index, target] of [open, secret, open].entries()) {
          const image = await storeTestImage(app, images.length + 1);
          images.push(image);
          const pin = await savePin(app, user, {
            boardId: target.entityId,
            sectionId: index === 2 ? section.entityId : null,
            imageId: image.id,
            title: `${name} pin ${index}`,
          });
          pins.push({ owner: user, pin });
        }
      }
    } finally {
      await app.close();
    }
    // A backup made by an older Tackboard: the source runs every migration but the last.
    await migrator.migrateDown();
    if (kind === 'pglite') {
      // The embedded database is backed up closed, as after stopping the server.
      await source.close();
      source = null;
    }
    await createBackup(sourceStorage, backupFile, (line) => output.push(line));
  });

  afterAll(async () => {
    await restoredApp?.close();
    await restored?.close();
    await source?.close();
    for (const name of databases) {
      await adminQuery(inject('postgresAdminUrl'), `drop database if exists ${name} with (force)`);
    }
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty instance and migrates it; restoring over it again needs --force', async () => {
    const storage = storageFromConfig(loadConfig(restoredEnv));
    const report = await restoreBackup(storage, backupFile, {
      force: false,
      log: (line) => output.push(line),
    });
    expect(report.manifest.database.kind).toBe(kind);
    expect(report.manifest.counts).toMatchObject({ users: 2, boards: 4, sections: 2, pins: 6, images: 6 });
    expect(report.applied).toEqual([LATEST_MIGRATION]);
    expect(report.mediaFiles).toBe(report.manifest.media.kind === 'local' ? report.manifest.media.files : -1);

    await expect(
      restoreBackup(storage, backupFile, { force: false, log: (line) => output.push(line) }),
    ).rejects.toThrow(/The target is not empty: .*--force/);
    // With --force it replaces what is there (the checks below then read the replaced instance).
    const forced = await restoreBackup(storage, backupFile, {
      force: true,
      log: (line) => output.push(line),
    });
    expect(forced.applied).toEqual([LATEST_MIGRATION]);

    restored = await connect(storage.database);
    restoredApp = await serve(restored, restoredEnv);
    // Two restores, each starting a database, and a refused one: on a busy machine, more than the usual 20 s.
  }, 60_000);

  it('finds every board, pin and image on the restored instance, and serves the image files', async () => {
    if (!restoredApp) throw new Error('The restore did not run.');
    const app = restoredApp;
    for (const { owner, board } of boards) {
      const found = await boardById(app.context({ id: owner.id, username: owner.username }), board.entityId);
      expect(found).toMatchObject({ name: board.name, privacy: board.privacy });
    }
    for (const { owner, pin } of pins) {
      const found = await pinById(app.context({ id: owner.id, username: owner.username }), pin.id);
      expect(found).toMatchObject({
        title: pin.title,
        board_id: pin.board_id,
        section_id: pin.section_id,
        image_id: pin.image_id,
      });
    }
    for (const image of images) {
      for (const file of imageFiles(image)) {
        const response = await fetch(`${app.baseUrl}/media/${file}`);
        expect(response.status, file).toBe(200);
        const served = Buffer.from(await response.arrayBuffer());
        expect(served.equals(readFileSync(path.join(sourceDir, 'media', file))), file).toBe(true);
      }
    }
  });
});

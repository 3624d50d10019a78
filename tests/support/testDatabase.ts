import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Connection, connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { copyFolder } from './copyFolder';
import type { TestDatabaseKind } from './provided';
import './provided';

export interface TestDatabase extends Connection {
  kind: TestDatabaseKind;
  /** Closes the connection and, on a server, drops the database. */
  dispose(): Promise<void>;
}

/** The database kind of the running project: integration files run once per kind. */
export function testDatabaseKind(): TestDatabaseKind {
  return inject('dbKind') ?? 'pglite';
}

/** Runs one statement on the Postgres server as its administrator (to create or drop a test's database). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: a copy of the project's migrated PGlite folder (or a new
 * in-memory PGlite), or a new database on the project's PostgreSQL server — so files running in parallel
 * never see each other's rows.
 */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = inject('pgliteTemplateDir');
    if (!template) {
      const connection = await connect({ kind: 'pglite', dataDir: null });
      await migrateToLatest(connection.db);
      return { ...connection, kind, dispose: () => connection.close() };
    }
    const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-pglite-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir);
    await copyFolder(template, dataDir);
    const bundle = inject('pgliteThreadBundle');
    const connection = await connect({
      kind: 'pglite',
      dataDir,
      ...(bundle ? { threadBundle: new URL(bundle) } : {}),
    });
    await migrateToLatest(connection.db);
    return {
      ...connection,
      kind,
      dispose: async () => {
        await connection.close();
        rmSync(root, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl)
    throw new Error('No PostgreSQL server was provided: run this file in the integration-postgres project.');
  const name = `tb_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await migrateToLatest(connection.db);
  return {
    ...connection,
    kind,
    dispose: async () => {
      await connection.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

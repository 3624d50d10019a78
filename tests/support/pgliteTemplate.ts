import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import './provided';

/**
 * Global setup of the integration-pglite project: creates and migrates one PGlite data folder, which each
 * test file copies. Opening a copied folder skips PGlite's initdb, the slow part of starting a fresh one.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-pglite-'));
  const dataDir = path.join(root, 'template');
  const connection = await connect({ kind: 'pglite', dataDir });
  await migrateToLatest(connection.db);
  await connection.close();
  project.provide('pgliteTemplateDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}

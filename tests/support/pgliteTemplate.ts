import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPGliteWorker } from '../../scripts/buildServer';
import { connect } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import './provided';
import { repoRoot } from './serverProcess';

/**
 * Global setup of the integration-pglite project: bundles the database thread once (as the server's build does),
 * then creates and migrates one PGlite data folder, which each test file copies. Opening a copied folder skips
 * PGlite's initdb, the slow part of starting a fresh one; starting its thread from the bundle skips tsx's loader.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-pglite-'));
  // Inside the repository, so the bundle's packages resolve from its node_modules.
  const cache = path.join(repoRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const bundleDir = mkdtempSync(path.join(cache, 'tackboard-pglite-thread-'));
  const threadBundle = await buildPGliteWorker(repoRoot, bundleDir);
  const dataDir = path.join(root, 'template');
  const connection = await connect({ kind: 'pglite', dataDir, threadBundle });
  await migrateToLatest(connection.db);
  await connection.close();
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('pgliteThreadBundle', threadBundle.href);
  return () => {
    rmSync(root, { recursive: true, force: true });
    rmSync(bundleDir, { recursive: true, force: true });
  };
}

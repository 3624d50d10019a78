import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import '../../support/provided';
import { launchServer } from './launch';

/**
 * Global setup of the e2e project: starts the server once on an empty folder (migrations, ~200 demo pins),
 * stops it and keeps the folder as a template that each file's startServer copies. Painting the demo content
 * is most of a first start; doing it once instead of once per file saves minutes.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-e2e-template-'));
  const dataDir = path.join(root, 'seeded');
  // The one slow start of the run: on a two-core machine busy with other work, painting took over 150 s.
  const server = await launchServer(dataDir, {}, 300_000);
  await server.stop();
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}

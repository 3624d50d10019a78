import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyFolder } from '../../support/copyFolder';
import '../../support/provided';
import { repoRoot } from '../../support/serverProcess';
import { launchServer, type RunningServer } from './launch';
import { seededTemplateDir } from './seededTemplate';

export type { RunningServer } from './launch';

export interface StartServerOptions {
  /** Extra environment for the server, e.g. ALLOW_PRIVATE_FETCH=1 for pages served on 127.0.0.1 by a test. */
  env?: Record<string, string>;
}

/**
 * Starts the real server (built client, embedded PGlite, demo content) as a child process on a free port with
 * a fresh data folder, and resolves once /healthz answers. `stop` ends it and removes the folder.
 *
 * The folder starts as a copy of the e2e project's seeded template (migrated, demo content painted once in the
 * global setup), so a file's server only opens the database instead of migrating and painting ~200 pins.
 * A server started with SEED_DEMO=0 gets an empty folder, as it asks for an empty database.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(path.join(repoRoot, 'client/dist/index.html'))) {
    throw new Error('The e2e tests drive the built client: run `npm run build` first.');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tackboard-e2e-'));
  if (options.env?.SEED_DEMO !== '0') {
    const template = await seededTemplateDir(inject('e2eSeededDataDir'));
    if (template) await copyFolder(template, dataDir);
  }
  const running = await launchServer(dataDir, options.env);
  return {
    ...running,
    stop: async () => {
      await running.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

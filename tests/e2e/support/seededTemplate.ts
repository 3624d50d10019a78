import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { access, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import '../../support/provided';
import { launchServer } from './launch';

/** Written beside the template folder once it is complete; `FAILED` holds the reason when it could not be made. */
const READY = 'READY';
const FAILED = 'FAILED';
/** The one slow start of the run: on a two-core machine busy with other work, painting took over 150 s. */
const BUILD_TIMEOUT_MS = 300_000;

/**
 * Global setup of the e2e project: starts the server once on an empty folder (migrations, ~200 demo pins),
 * stops it and keeps the folder as a template that each file's startServer copies. Painting the demo content
 * is most of a first start; doing it once instead of once per file saves minutes.
 *
 * Vitest runs every project's global setup, one after the other, before the first test file of any project.
 * The template is therefore made in the background: the unit and integration files run meanwhile, and the
 * first e2e file waits for it (`seededTemplateDir`).
 */
export default function setup(project: TestProject): () => Promise<void> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tackboard-e2e-template-'));
  const dataDir = path.join(root, 'seeded');
  const building = (async () => {
    try {
      const server = await launchServer(dataDir, {}, BUILD_TIMEOUT_MS);
      await server.stop();
      writeFileSync(path.join(root, READY), '');
    } catch (error) {
      writeFileSync(
        path.join(root, FAILED),
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
    }
  })();
  project.provide('e2eSeededDataDir', dataDir);
  return async () => {
    await building;
    rmSync(root, { recursive: true, force: true });
  };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The seeded template folder once the global setup has finished it (at once after the first file), or null
 * when this run has none (a file run outside the e2e project). Throws the setup's error if it failed.
 */
export async function seededTemplateDir(template: string | undefined): Promise<string | null> {
  if (!template) return null;
  const root = path.dirname(template);
  const deadline = Date.now() + BUILD_TIMEOUT_MS + 30_000;
  while (Date.now() < deadline) {
    if (await exists(path.join(root, READY))) return template;
    if (await exists(path.join(root, FAILED))) {
      throw new Error(
        `The e2e seeded template could not be made:\n${await readFile(path.join(root, FAILED), 'utf8')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e seeded template was not ready within ${(BUILD_TIMEOUT_MS + 30_000) / 1000} s.`);
}

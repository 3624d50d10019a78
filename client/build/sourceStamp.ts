import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where a build records which sources it was made from, inside the output folder it describes. */
export const STAMP_FILE = '.source-stamp';

/**
 * What decides the built client: its sources and generated code (client/, but not the build output), the shared
 * rules it imports (core/), the build configuration and the locked dependency versions.
 */
const INPUTS = ['client', 'core', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
const SKIPPED = new Set(['client/dist', 'node_modules']);

function collect(root: string, path: string, files: string[]): void {
  const full = join(root, path);
  if (!existsSync(full) || SKIPPED.has(path)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) collect(root, `${path}/${name}`, files);
  } else {
    files.push(path);
  }
}

/**
 * A hash of every input's path and content. Content rather than modification times: a fresh clone, a
 * `git checkout` or a copy gives every file a new time without changing what gets built.
 */
export function clientSourceStamp(root: string): string {
  const files: string[] = [];
  for (const input of INPUTS) collect(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the client built in `outDir` was built from the sources as they are now. */
export function isBuildCurrent(root: string, outDir: string): boolean {
  const stamp = join(outDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === clientSourceStamp(root);
}

/**
 * Writes the stamp of the sources a build started from next to its output, so `npm start` can tell a current
 * build from a stale one whichever command made it. Taken before the build reads anything: an edit made during
 * the build makes the stamp stale, never falsely current.
 */
export function sourceStampPlugin(root: string): Plugin {
  let stamp = '';
  let outDir = '';
  return {
    name: 'tackboard:source-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    buildStart() {
      stamp = clientSourceStamp(root);
    },
    // Only once the output is written: a failed build leaves no stamp, so the next start builds again.
    writeBundle() {
      writeFileSync(join(outDir, STAMP_FILE), `${stamp}\n`);
    },
  };
}

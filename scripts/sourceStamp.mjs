// Plain JavaScript (typed by sourceStamp.d.mts): `npm start` runs it with bare `node`, before anything is built,
// and starting tsx alone costs about a second.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a build records which sources it was made from, inside the output folder it describes. */
export const STAMP_FILE = '.source-stamp';

/**
 * What decides the built client: its sources and generated code (client/, but not the build output), the shared
 * rules it imports (core/), the build configuration and the locked dependency versions.
 */
export const CLIENT_INPUTS = ['client', 'core', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/**
 * What decides the built server (dist/server): everything server/main.ts imports from this repository (the
 * server, the GraphQL schema, the migrations, the shared rules), the script that bundles it and the locked
 * dependency versions. Packages are not bundled, so their code is not an input.
 */
export const SERVER_INPUTS = [
  'server',
  'schema',
  'migrations',
  'core',
  'scripts/buildServer.ts',
  'tsconfig.json',
  'package-lock.json',
];

const SKIPPED = new Set(['client/dist', 'node_modules']);

/** @param {string} root @param {string} path @param {string[]} files */
function collect(root, path, files) {
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
 * @param {string} root
 * @param {readonly string[]} inputs
 */
export function sourceStamp(root, inputs) {
  /** @type {string[]} */
  const files = [];
  for (const input of inputs) collect(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether the build in `outDir` was made from the inputs as they are now.
 * @param {string} root
 * @param {string} outDir
 * @param {readonly string[]} inputs
 */
export function isBuildCurrent(root, outDir, inputs) {
  const stamp = join(outDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceStamp(root, inputs);
}

/**
 * Records next to a finished build the stamp taken before it read anything: an edit made during the build makes
 * the stamp stale, never falsely current.
 * @param {string} outDir
 * @param {string} stamp
 */
export function writeStamp(outDir, stamp) {
  writeFileSync(join(outDir, STAMP_FILE), `${stamp}\n`);
}

import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { SERVER_INPUTS, sourceStamp, writeStamp } from './sourceStamp.mjs';

/**
 * The production server: server/main.ts and everything it imports from this repository (schema, domain,
 * migrations, core) bundled into one JavaScript file that plain `node` runs, and the embedded database's thread
 * into a second. Loading the server through tsx cost more than half of a start (its loader hooks run for every
 * module); the bundle starts without them.
 * Packages stay outside the bundle and load from node_modules as they are: native ones (sharp, pg's optional
 * bindings) and PGlite's WebAssembly files must, and the others then load exactly as under tsx.
 */
export async function buildServer(root: string, outDir: string): Promise<void> {
  const stamp = sourceStamp(root, SERVER_INPUTS);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The embedded database's thread is a file of its own (server/db/pgliteThread.ts starts it beside main.mjs).
  await bundle(root, { main: 'server/main.ts', pgliteWorker: PGLITE_WORKER_SOURCE }, outDir);
  // Only once the output is written: a failed build leaves no stamp, so the next start builds again.
  writeStamp(outDir, stamp);
}

const PGLITE_WORKER_SOURCE = 'server/db/pgliteWorker.ts';

/**
 * The database thread alone, bundled as the server's build bundles it, into `outDir` (inside the repository, so
 * its packages resolve from node_modules); answers the file's URL. The PGlite tests start every database on it:
 * a thread that runs from the sources pays tsx's loader, about half a second per start.
 */
export async function buildPGliteWorker(root: string, outDir: string): Promise<URL> {
  await bundle(root, { pgliteWorker: PGLITE_WORKER_SOURCE }, outDir);
  return pathToFileURL(path.join(outDir, 'pgliteWorker.mjs'));
}

function bundle(root: string, entryPoints: Record<string, string>, outDir: string) {
  return build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // For stack traces that name our sources: `NODE_OPTIONS=--enable-source-maps` (off by default, it slows the start).
    sourcemap: 'linked',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const started = Date.now();
  await buildServer(root, path.join(root, 'dist/server'));
  console.log(`Built the server into dist/server in ${Date.now() - started} ms.`);
}

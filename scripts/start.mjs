// Plain JavaScript: `npm start` runs it with bare `node`, so nothing on the way to the server loads tsx (about a
// second by itself, and its loader hooks then slow every import).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLIENT_INPUTS, isBuildCurrent, SERVER_INPUTS } from './sourceStamp.mjs';

/**
 * `npm start`: builds the client and the server only when their sources changed since their last build (a fresh
 * clone has neither), then runs the built server (dist/server/main.mjs) in this same process.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} script */
function run(script) {
  const build = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!isBuildCurrent(root, join(root, 'client/dist'), CLIENT_INPUTS)) {
  console.log('The client changed since it was last built: building it…');
  run('build:client');
}
const serverDir = join(root, 'dist/server');
if (!isBuildCurrent(root, serverDir, SERVER_INPUTS)) {
  console.log('The server changed since it was last built: building it…');
  run('build:server');
}
await import(pathToFileURL(join(serverDir, 'main.mjs')).href);

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isBuildCurrent } from '../client/build/sourceStamp';

/**
 * `npm start`: builds the client only when its sources changed since the last build (a fresh clone has none),
 * then runs the server in this same process. Building on every start cost seconds for nothing.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
if (!isBuildCurrent(root, `${root}client/dist`)) {
  console.log('The client changed since it was last built: building it…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/main');

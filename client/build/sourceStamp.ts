import type { Plugin } from 'vite';
import { CLIENT_INPUTS, sourceStamp, writeStamp } from '../../scripts/sourceStamp.mjs';

/**
 * Writes the stamp of the sources a build started from next to its output, so `npm start` can tell a current
 * build from a stale one whichever command made it. Taken before the build reads anything: an edit made during
 * the build makes the stamp stale, never falsely current.
 */
export function sourceStampPlugin(root: string): Plugin {
  let stamp = '';
  return {
    name: 'tackboard:source-stamp',
    apply: 'build',
    buildStart() {
      stamp = sourceStamp(root, CLIENT_INPUTS);
    },
    // Only once the output is written: a failed build leaves no stamp, so the next start builds again.
    writeBundle({ dir }) {
      if (!dir) throw new Error('The build has no output folder to stamp.');
      writeStamp(dir, stamp);
    },
  };
}

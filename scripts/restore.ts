import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { storageFromConfig } from '../server/ops/backup';
import { restoreBackup } from '../server/ops/restore';

/**
 * `npm run restore -- <file> [--force]`: loads a backup into the configured instance (stopped, for the embedded
 * database), refusing one that already holds data unless --force.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run restore -- <file.zip> [--force]');
  process.exit(2);
}
try {
  await restoreBackup(storageFromConfig(loadConfig()), file, {
    force: values.force,
    log: (line) => console.log(line),
  });
  console.log('Restored.');
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { createBackup, storageFromConfig } from '../server/ops/backup';

/** `npm run backup -- <file>`: the database and the local media folder of the configured instance, in one zip. */
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error('Usage: npm run backup -- <file.zip>');
  process.exit(2);
}
try {
  await createBackup(storageFromConfig(loadConfig()), file, (line) => console.log(line));
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

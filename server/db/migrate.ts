import type { Kysely } from 'kysely';
import { type MigrationProvider, Migrator } from 'kysely/migration';
import { migrations } from '../../migrations/index';
import type { Database } from './database';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * NOTE: work lands from parallel branches, so a database that ran a later-numbered migration can meet an
 * earlier-numbered one merged after it; Kysely would refuse to start ("corrupted migrations"). Each migration
 * stands on its own (it never assumes a higher-numbered one ran), so a missed one simply runs.
 */
function migratorFor(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider, allowUnorderedMigrations: true });
}

/** Applies every pending migration; throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this build knows that the database has not run yet (a newer build's extra ones are not counted). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = migratorFor(db);
  const known = await migrator.getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Trigram similarity finds the known words close to a misspelt one (Postgres ships it; PGlite loads it).
  await sql`create extension if not exists pg_trgm`.execute(db);
  // The words of pins on public boards, with how many pins carry each: what a misspelt search is corrected
  // to. Rebuilt by the same job as the typeahead's suggestions, so a search reads this small table (never the
  // pins) to find a correction, and no secret board's word is ever in it.
  await db.schema
    .createTable('search_vocabulary')
    .addColumn('word', 'text', (c) => c.primaryKey())
    .addColumn('pin_count', 'integer', (c) => c.notNull())
    .execute();
  // Serves both lookups: words similar to a typed one (%), and words starting with it (like 'word%').
  await sql`create index search_vocabulary_trigram_idx on search_vocabulary
    using gin (word gin_trgm_ops)`.execute(db);

  // What a visual-completeness report carries: the page it timed and the milliseconds until it looked
  // finished, or why the watch gave up. The administrator's page reads the recent ones by time.
  await db.schema
    .alterTable('tracking_events')
    .addColumn('page_kind', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('timeout_reason', 'text')
    .execute();
  await sql`create index tracking_events_visual_complete_idx on tracking_events (created_at)
    where event = 'visual_complete'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index tracking_events_visual_complete_idx`.execute(db);
  await db.schema
    .alterTable('tracking_events')
    .dropColumn('page_kind')
    .dropColumn('duration_ms')
    .dropColumn('timeout_reason')
    .execute();
  await db.schema.dropTable('search_vocabulary').execute();
}

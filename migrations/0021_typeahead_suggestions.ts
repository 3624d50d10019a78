import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The searches the typeahead suggests: pin titles on public boards, lower-cased, with how many pins carry
  // each. A job refreshes it from the pins, so a keystroke reads this small table instead of gathering and
  // grouping thousands of matching pins (150–300 ms at 1M pins).
  await db.schema
    .createTable('typeahead_suggestions')
    .addColumn('suggestion', 'text', (c) => c.primaryKey())
    .addColumn('pin_count', 'integer', (c) => c.notNull())
    .execute();
  // The same 'simple' word matching as search (word prefixes), on the suggestion alone.
  await sql`create index typeahead_suggestions_words_idx on typeahead_suggestions
    using gin (to_tsvector('simple', suggestion))`.execute(db);
  // A suggestion is shown only while some visible pin still carries it: one probe by title per candidate.
  await sql`create index pins_lower_title_idx on pins (lower(title))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index pins_lower_title_idx`.execute(db);
  await db.schema.dropTable('typeahead_suggestions').execute();
}

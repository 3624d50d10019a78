import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Full-text search over what people name things. The 'simple' configuration (no stemming, no stop words)
  // works the same for every language; queries match word prefixes. The expressions here and in
  // server/domain/search.ts must stay identical, or the indexes go unused.
  await sql`create index pins_search_idx on pins
    using gin (to_tsvector('simple', title || ' ' || description))`.execute(db);
  await sql`create index boards_search_idx on boards
    using gin (to_tsvector('simple', name || ' ' || description))`.execute(db);
  await sql`create index users_search_idx on users
    using gin (to_tsvector('simple', full_name || ' ' || username))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index users_search_idx`.execute(db);
  await sql`drop index boards_search_idx`.execute(db);
  await sql`drop index pins_search_idx`.execute(db);
}

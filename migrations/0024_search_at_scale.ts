import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Each pin's searchable words, stored once: the title weighted above the description, as search ranks them.
  // Computed at every search instead (an expression index only answers which rows match), a common word cost
  // a to_tsvector call per match to filter and rank — hundreds of milliseconds at 1M pins. Stored, testing a
  // row is cheap, so search can walk the newest pins and stop at enough matches. A table of its own rather
  // than a column of pins, so that reading pins (every card, `pins.*`) never carries the vector along.
  await sql`create table pin_search_words (
    pin_id bigint primary key references pins (id) on delete cascade,
    words tsvector not null
  )`.execute(db);
  // The database keeps it like an index: whatever writes a pin's title or description (the app, an import, a
  // bulk insert) updates its words in the same statement.
  await sql`create function pin_search_words_of(title text, description text) returns tsvector
    language sql immutable parallel safe
    return setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', description), 'C')`.execute(
    db,
  );
  await sql`create function pin_search_words_added() returns trigger language plpgsql as $$
    begin
      insert into pin_search_words (pin_id, words)
      select added.id, pin_search_words_of(added.title, added.description) from added;
      return null;
    end $$`.execute(db);
  // Statement-level with the inserted rows as a table, so a bulk insert is one insert here, not one per row.
  await sql`create trigger pins_search_words_added after insert on pins
    referencing new table as added for each statement execute function pin_search_words_added()`.execute(db);
  await sql`create function pin_search_words_changed() returns trigger language plpgsql as $$
    begin
      update pin_search_words set words = pin_search_words_of(new.title, new.description)
      where pin_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger pins_search_words_changed after update of title, description on pins
    for each row when (old.title is distinct from new.title or old.description is distinct from new.description)
    execute function pin_search_words_changed()`.execute(db);
  await sql`insert into pin_search_words (pin_id, words)
    select id, pin_search_words_of(title, description) from pins`.execute(db);
  await sql`create index pin_search_words_idx on pin_search_words using gin (words)`.execute(db);
  // The planner picks between walking the newest pins and the GIN index by how common the words are: it needs
  // the column's word statistics from the start (PGlite has no autovacuum to gather them later).
  await sql`analyze pin_search_words`.execute(db);
  // Search reads the stored words now; the expression index only cost every pin write.
  await sql`drop index pins_search_idx`.execute(db);
  // The typeahead's suggestions are rebuilt on a schedule kept as one jobs row (server/jobs/typeaheadRefresh.ts):
  // every process makes sure it exists, and this keeps two starting at once from making two.
  await sql`create unique index jobs_typeahead_refresh_once on jobs (type) where type = 'typeahead.refresh'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_typeahead_refresh_once`.execute(db);
  await sql`create index pins_search_idx on pins
    using gin (to_tsvector('simple', title || ' ' || description))`.execute(db);
  await sql`drop trigger pins_search_words_changed on pins`.execute(db);
  await sql`drop trigger pins_search_words_added on pins`.execute(db);
  await sql`drop function pin_search_words_changed()`.execute(db);
  await sql`drop function pin_search_words_added()`.execute(db);
  await sql`drop table pin_search_words`.execute(db);
  await sql`drop function pin_search_words_of(text, text)`.execute(db);
}

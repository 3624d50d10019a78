import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The ideas area's topics, rebuilt by a job from the pins on public boards (hashtags, frequent title words and
  // phrases), so a page of topics reads this small table instead of counting words over every pin. A topic keeps
  // its id from one rebuild to the next while its slug lasts, so its address stays put.
  await db.schema
    .createTable('idea_topics')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('words', sql`text[]`, (c) => c.notNull())
    // A tsquery's text: what a pin's search words must hold to be in the topic.
    .addColumn('match', 'text', (c) => c.notNull())
    .addColumn('pin_count', 'integer', (c) => c.notNull())
    // The newest public pin in the topic at the last rebuild; shown only while it is still on a public board.
    .addColumn('cover_pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .execute();
  await sql`create index idea_topics_order_idx on idea_topics (pin_count desc, id)`.execute(db);
  // The rebuild's schedule is one jobs row, as the typeahead's is: this keeps two processes from making two.
  await sql`create unique index jobs_ideas_refresh_once on jobs (type) where type = 'ideas.refresh'`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index jobs_ideas_refresh_once`.execute(db);
  await db.schema.dropTable('idea_topics').execute();
}

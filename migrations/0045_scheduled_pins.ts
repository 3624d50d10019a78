import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Pins a business account asked to publish later: what the pin will be, kept aside (its owner alone sees it)
  // until `publish_at`, when a job makes the pin. The picture is stored already, so it must count as in use.
  await db.schema
    .createTable('scheduled_pins')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('section_id', 'bigint', (c) => c.references('board_sections.id').onDelete('set null'))
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('images.id'))
    .addColumn('video_id', 'bigint', (c) => c.references('videos.id'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('publish_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index scheduled_pins_user_idx on scheduled_pins (user_id, publish_at, id)`.execute(db);
  await sql`create index scheduled_pins_board_idx on scheduled_pins (board_id)`.execute(db);
  await sql`create index scheduled_pins_image_idx on scheduled_pins (image_id)`.execute(db);
  await sql`create index scheduled_pins_video_idx on scheduled_pins (video_id) where video_id is not null`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_pins').execute();
}

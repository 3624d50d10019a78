import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The addresses a board had before it was renamed, so a link to the old address still finds it (the page
  // answers "moved" with the new one). One row per owner and old slug: the board that last held it.
  await db.schema
    .createTable('board_former_slugs')
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_former_slugs_pkey', ['owner_id', 'slug'])
    .execute();
  await sql`create index board_former_slugs_board_idx on board_former_slugs (board_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('board_former_slugs').execute();
}

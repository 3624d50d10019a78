import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Per viewer and board: when they last saved to it (board picker shortlist) and whether they archived it.
  await db.schema
    .createTable('board_user_states')
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_saved_at', 'timestamptz')
    .addColumn('archived_at', 'timestamptz')
    .addPrimaryKeyConstraint('board_user_states_pkey', ['board_id', 'user_id'])
    .execute();
  await sql`create index board_user_states_recent_idx on board_user_states (user_id, last_saved_at desc) where last_saved_at is not null`.execute(
    db,
  );
  await sql`create index pins_pinner_image_idx on pins (pinner_id, image_id)`.execute(db);
  await db.schema.alterTable('pins').addColumn('color', 'text').execute();
  await db.schema
    .alterTable('pins')
    .addColumn('is_removable', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('is_removable').execute();
  await db.schema.alterTable('pins').dropColumn('color').execute();
  await sql`drop index pins_pinner_image_idx`.execute(db);
  await db.schema.dropTable('board_user_states').execute();
}

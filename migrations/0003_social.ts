import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_follows_pkey', ['follower_id', 'followee_id'])
    .addCheckConstraint('user_follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema
    .createIndex('user_follows_followee_idx')
    .on('user_follows')
    .columns(['followee_id'])
    .execute();

  await db.schema
    .createTable('board_follows')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_follows_pkey', ['user_id', 'board_id'])
    .execute();
  await db.schema.createIndex('board_follows_board_idx').on('board_follows').columns(['board_id']).execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('context', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_blocks_pkey', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('user_blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').columns(['blocked_id']).execute();

  // Who did what, when and from where: follows, unfollows, blocks.
  await db.schema
    .createTable('events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('verb', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index events_actor_idx on events (actor_id, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['events', 'user_blocks', 'board_follows', 'user_follows']) {
    await db.schema.dropTable(table).execute();
  }
}

import { type Kysely, sql } from 'kysely';

// NOTE: migrations are typed with Kysely<any> and import no app code, so they stay valid as the app changes.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('signature', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('dominant_color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'date')
    .addColumn('image_id', 'bigint', (c) => c.references('images.id'))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('board_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_counters_non_negative', sql`pin_count >= 0 and board_count >= 0`)
    .execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('boards')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('privacy', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('cover_image_id', 'bigint', (c) => c.references('images.id'))
    .addColumn('has_custom_cover', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('section_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('follower_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collaborator_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('board_order_modified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('boards_privacy_check', sql`privacy in ('public', 'secret', 'protected')`)
    .addCheckConstraint('boards_counters_non_negative', sql`pin_count >= 0 and section_count >= 0`)
    .execute();
  await sql`create unique index boards_owner_slug_key on boards (owner_id, slug)`.execute(db);
  await sql`create index boards_owner_order_idx on boards (owner_id, board_order_modified_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('board_collaborators')
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('board_collaborators_pkey', ['board_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('board_collaborators_user_idx')
    .on('board_collaborators')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('board_sections')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name_source', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('board_sections_pin_count_non_negative', sql`pin_count >= 0`)
    .execute();
  await sql`create unique index board_sections_board_slug_key on board_sections (board_id, slug)`.execute(db);

  await db.schema
    .createTable('pins')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('section_id', 'bigint', (c) => c.references('board_sections.id').onDelete('set null'))
    .addColumn('pinner_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('images.id'))
    .addColumn('source_pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('uploaded'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index pins_board_idx on pins (board_id, id desc)`.execute(db);
  await sql`create index pins_section_idx on pins (section_id, id desc) where section_id is not null`.execute(
    db,
  );
  await sql`create index pins_pinner_idx on pins (pinner_id, id desc)`.execute(db);
  await sql`create index pins_source_idx on pins (source_pin_id) where source_pin_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'pins',
    'board_sections',
    'board_collaborators',
    'boards',
    'sessions',
    'users',
    'images',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

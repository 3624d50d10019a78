import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A cover is a pin on the board, not just a picture: the pin the owner chose (has_custom_cover) or the one the
  // automatic rule took. When that pin leaves the board (moved, deleted) the board can tell at once, on reads
  // too, with one primary-key lookup.
  await db.schema
    .alterTable('boards')
    .addColumn('cover_pin_id', 'bigint', (c) => c.references('pins.id').onDelete('set null'))
    .execute();
  // Deleting a pin looks here for boards it covers (the foreign key's set null): without it, a full scan.
  await sql`create index boards_cover_pin_idx on boards (cover_pin_id) where cover_pin_id is not null`.execute(
    db,
  );
  // The newest pin on the board showing the cover picture; a cover whose picture left the board falls back to
  // the newest pin (and a chosen one stops being chosen).
  await sql`
    update boards set cover_pin_id = coalesce(
      (select pins.id from pins where pins.board_id = boards.id and pins.image_id = boards.cover_image_id
       order by pins.id desc limit 1),
      (select pins.id from pins where pins.board_id = boards.id order by pins.id desc limit 1))
    where cover_image_id is not null`.execute(db);
  await sql`
    update boards set
      has_custom_cover = has_custom_cover and exists (
        select 1 from pins where pins.id = boards.cover_pin_id and pins.image_id = boards.cover_image_id),
      cover_image_id = (select pins.image_id from pins where pins.id = boards.cover_pin_id)
    where cover_image_id is not null or has_custom_cover`.execute(db);

  // Counts shown to people other than the account holder count public boards and their pins only; these
  // counters are kept exact with the ones for everything.
  await db.schema
    .alterTable('users')
    .addColumn('public_pin_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public_board_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update users set
      public_board_count = (select count(*) from boards where boards.owner_id = users.id and boards.privacy = 'public'),
      public_pin_count = (
        select count(*) from pins join boards on boards.id = pins.board_id
        where pins.pinner_id = users.id and boards.privacy = 'public')`.execute(db);
  await sql`alter table users add constraint users_public_counters_non_negative
    check (public_pin_count >= 0 and public_board_count >= 0)`.execute(db);

  // Pictures and videos of deleted pins, waiting for the media purge to delete those nothing uses any more.
  // No foreign keys: the purge is what deletes the rows these point at.
  await db.schema
    .createTable('media_purge_candidates')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('image_id', 'bigint')
    .addColumn('video_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // What pins deleted before this migration left behind: pictures and videos nothing uses now.
  await sql`
    insert into media_purge_candidates (video_id)
    select videos.id from videos
    where not exists (select 1 from pins where pins.video_id = videos.id)
      and not exists (select 1 from media_uploads where media_uploads.video_id = videos.id)`.execute(db);
  await sql`
    insert into media_purge_candidates (image_id)
    select images.id from images
    where not exists (select 1 from pins where pins.image_id = images.id)
      and not exists (select 1 from videos where videos.cover_image_id = images.id)
      and not exists (select 1 from media_uploads where media_uploads.image_id = images.id)
      and not exists (select 1 from users where users.image_id = images.id)
      and not exists (select 1 from boards where boards.cover_image_id = images.id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('media_purge_candidates').execute();
  await db.schema.alterTable('users').dropConstraint('users_public_counters_non_negative').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('public_pin_count')
    .dropColumn('public_board_count')
    .execute();
  await sql`drop index boards_cover_pin_idx`.execute(db);
  await db.schema.alterTable('boards').dropColumn('cover_pin_id').execute();
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The purge of settled uploads finds them by status and age…
  await sql`create index media_uploads_settled_idx on media_uploads (status, updated_at)`.execute(db);
  // …and deletes a picture or video only when nothing else uses it, which these lookups answer.
  await sql`create index pins_image_idx on pins (image_id)`.execute(db);
  await sql`create index pins_video_idx on pins (video_id) where video_id is not null`.execute(db);
  await sql`create index media_uploads_image_idx on media_uploads (image_id) where image_id is not null`.execute(
    db,
  );
  await sql`create index media_uploads_video_idx on media_uploads (video_id) where video_id is not null`.execute(
    db,
  );
  await sql`create index videos_cover_image_idx on videos (cover_image_id)`.execute(db);
  await sql`create index boards_cover_image_idx on boards (cover_image_id) where cover_image_id is not null`.execute(
    db,
  );
  await sql`create index users_image_idx on users (image_id) where image_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'users_image_idx',
    'boards_cover_image_idx',
    'videos_cover_image_idx',
    'media_uploads_video_idx',
    'media_uploads_image_idx',
    'pins_video_idx',
    'pins_image_idx',
    'media_uploads_settled_idx',
  ]) {
    await sql`drop index ${sql.ref(index)}`.execute(db);
  }
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Secrets every server process must agree on (the upload-parameter signing key), made on first use.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Background work. A worker claims a row by setting locked_at (its lease); a row whose lease ran out — its
  // worker died — is claimed again. Finished jobs are deleted.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index jobs_ready_idx on jobs (run_at, id)`.execute(db);

  await db.schema
    .createTable('videos')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('signature', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('cover_image_id', 'bigint', (c) => c.notNull().references('images.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('videos_format_check', sql`format in ('mp4', 'webm')`)
    .execute();

  // A pin showing a video keeps its cover frame as image_id, so every image path keeps working.
  await db.schema
    .alterTable('pins')
    .addColumn('video_id', 'bigint', (c) => c.references('videos.id'))
    .execute();

  await db.schema
    .createTable('media_uploads')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('registered'))
    .addColumn('failure', 'text')
    .addColumn('temp_path', 'text')
    .addColumn('byte_size', 'integer')
    .addColumn('image_id', 'bigint', (c) => c.references('images.id'))
    .addColumn('video_id', 'bigint', (c) => c.references('videos.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('media_uploads_kind_check', sql`kind in ('pinimage', 'video')`)
    .addCheckConstraint('media_uploads_source_check', sql`source in ('upload', 'url')`)
    .addCheckConstraint(
      'media_uploads_status_check',
      sql`status in ('registered', 'processing', 'succeeded', 'failed')`,
    )
    .execute();
  await sql`create index media_uploads_user_idx on media_uploads (user_id, id desc)`.execute(db);

  // Per-user settings; a user without a row has the defaults.
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('video_upload_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('listed_website_url', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
  await db.schema.dropTable('media_uploads').execute();
  await db.schema.alterTable('pins').dropColumn('video_id').execute();
  await db.schema.dropTable('videos').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('server_secrets').execute();
}

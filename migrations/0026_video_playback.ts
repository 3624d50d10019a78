import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Whether feeds play videos by themselves for this person (muted, while in view); the close-up always offers
  // its controls. On unless they switch it off.
  await db.schema
    .alterTable('user_settings')
    .addColumn('autoplay_videos', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  // How long people watched a promoted video, summed per campaign in milliseconds, beside its impressions and
  // clicks.
  await db.schema
    .alterTable('campaigns')
    .addColumn('video_watch_ms', 'bigint', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('campaigns').dropColumn('video_watch_ms').execute();
  await db.schema.alterTable('user_settings').dropColumn('autoplay_videos').execute();
}

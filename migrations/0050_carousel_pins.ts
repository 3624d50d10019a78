import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A carousel: 2 to 5 ordered pictures shown by one pin and by every repin of it (they share the carousel as
  // they share the first picture, which stays the pin's `image_id`).
  await db.schema
    .createTable('carousels')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('creator_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('carousel_slides')
    .addColumn('carousel_id', 'bigint', (c) => c.notNull().references('carousels.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_id', 'bigint', (c) => c.notNull().references('images.id'))
    .addColumn('alt_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('link', 'text')
    .addPrimaryKeyConstraint('carousel_slides_pkey', ['carousel_id', 'position'])
    .execute();
  await db.schema.createIndex('carousel_slides_image_idx').on('carousel_slides').column('image_id').execute();
  await db.schema
    .alterTable('pins')
    .addColumn('carousel_id', 'bigint', (c) => c.references('carousels.id'))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('carousel_id').execute();
  await db.schema.dropTable('carousel_slides').execute();
  await db.schema.dropTable('carousels').execute();
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A paid partnership a creator declared on a pin they made, naming a brand (a business account) that approves or
  // rejects it. Repins point at the same row, as they share the picture: the label belongs to the content.
  await db.schema
    .createTable('pin_sponsorships')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('pin_id', 'bigint', (c) => c.notNull().unique().references('pins.id').onDelete('cascade'))
    .addColumn('creator_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Null once the brand's account is gone: the label stays, without a name.
    .addColumn('brand_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('pin_sponsorships_brand_idx')
    .on('pin_sponsorships')
    .columns(['brand_id', 'id'])
    .execute();
  await db.schema
    .createIndex('pin_sponsorships_creator_idx')
    .on('pin_sponsorships')
    .column('creator_id')
    .execute();
  await db.schema
    .alterTable('pins')
    .addColumn('sponsorship_id', 'bigint', (c) => c.references('pin_sponsorships.id').onDelete('set null'))
    .addColumn('paid_link', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('pins_sponsorship_idx')
    .on('pins')
    .column('sponsorship_id')
    .where(sql.ref('sponsorship_id'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pins').dropColumn('sponsorship_id').dropColumn('paid_link').execute();
  await db.schema.dropTable('pin_sponsorships').execute();
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A business's pin naming its own product pins ("shop the pin"), in order, each optionally placed on the
  // picture (x, y: fractions of its width and height). The places 0 to 9 with the key on (pin, place) hold a pin
  // to ten tags whatever writes run at once. A tag goes with either pin.
  await db.schema
    .createTable('pin_product_tags')
    .addColumn('pin_id', 'bigint', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_pin_id', 'bigint', (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('x', 'double precision')
    .addColumn('y', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('pin_product_tags_pkey', ['pin_id', 'position'])
    .addUniqueConstraint('pin_product_tags_product_key', ['pin_id', 'product_pin_id'])
    .addCheckConstraint('pin_product_tags_position_check', sql`position >= 0 and position < 10`)
    .addCheckConstraint(
      'pin_product_tags_place_check',
      sql`(x is null and y is null) or (x between 0 and 1 and y between 0 and 1)`,
    )
    .addCheckConstraint('pin_product_tags_self_check', sql`pin_id <> product_pin_id`)
    .execute();
  await db.schema
    .createIndex('pin_product_tags_product_idx')
    .on('pin_product_tags')
    .column('product_pin_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pin_product_tags').execute();
}

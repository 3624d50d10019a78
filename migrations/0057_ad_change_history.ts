import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The ads manager's change history: who created, edited, paused, resumed, archived or duplicated which
  // campaign, ad group or ad, and each changed setting's value before and after. Written in the transaction of
  // the change itself, so a refused change leaves no entry. The object's name is kept as it was then.
  await db.schema
    .createTable('ad_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('advertiser_id', 'bigint', (c) => c.notNull().references('advertisers.id').onDelete('cascade'))
    .addColumn('actor_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('object_type', 'text', (c) =>
      c.notNull().check(sql`object_type in ('CAMPAIGN', 'AD_GROUP', 'AD')`),
    )
    .addColumn('object_id', 'bigint', (c) => c.notNull())
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('CREATED', 'EDITED', 'STATUS', 'DUPLICATED')`),
    )
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index ad_changes_advertiser_idx on ad_changes (advertiser_id, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ad_changes').execute();
}

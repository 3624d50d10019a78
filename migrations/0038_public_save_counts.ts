import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // How many pins on public boards show each picture: the "saves" signed-out visitors see on a card. Kept exact
  // by the writes that put pins on, or take them off, public boards, like the people's public pin counts.
  await db.schema
    .alterTable('images')
    .addColumn('public_save_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update images set public_save_count = saved.n
    from (
      select pins.image_id, count(*)::integer as n
      from pins join boards on boards.id = pins.board_id
      where boards.privacy = 'public'
      group by pins.image_id
    ) as saved
    where images.id = saved.image_id`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('images').dropColumn('public_save_count').execute();
}

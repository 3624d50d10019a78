import { type Kysely, sql } from 'kysely';

// Board lists page by (board_order_modified_at, id) with cursors that carry milliseconds (what JavaScript dates
// hold). Microsecond values written by now() could fall between two cursors and be skipped, so the column keeps
// milliseconds only.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table boards alter column board_order_modified_at type timestamptz(3)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table boards alter column board_order_modified_at type timestamptz`.execute(db);
}

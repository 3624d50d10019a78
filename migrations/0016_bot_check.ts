import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // Bot-check tokens already spent, by their challenge's signature, kept until the challenge expires (after that
  // the token is refused as expired anyway). The primary key makes a token single use even when two requests
  // race with it: only one insert wins.
  await db.schema
    .createTable('bot_check_spent')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index bot_check_spent_expires_idx on bot_check_spent (expires_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bot_check_spent').execute();
}

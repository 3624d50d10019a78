import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // An invitation to collaborate on a board, to a person (invitee_id) or to an email address (token link).
  await db.schema
    .createTable('board_invites')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('board_id', 'bigint', (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('inviter_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invitee_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('responded_at', 'timestamptz')
    .addCheckConstraint(
      'board_invites_status_check',
      sql`status in ('pending', 'accepted', 'declined', 'cancelled')`,
    )
    .addCheckConstraint('board_invites_target_check', sql`invitee_id is not null or email is not null`)
    .execute();
  await sql`create unique index board_invites_pending_user_key on board_invites (board_id, invitee_id) where status = 'pending' and invitee_id is not null`.execute(
    db,
  );
  await sql`create unique index board_invites_pending_email_key on board_invites (board_id, lower(email)) where status = 'pending' and email is not null`.execute(
    db,
  );
  await sql`create index board_invites_invitee_idx on board_invites (invitee_id, status)`.execute(db);

  await db.schema
    .alterTable('board_sections')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update board_sections set position = sub.n from (select id, row_number() over (partition by board_id order by id) as n from board_sections) sub where sub.id = board_sections.id`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('board_sections').dropColumn('position').execute();
  await db.schema.dropTable('board_invites').execute();
}

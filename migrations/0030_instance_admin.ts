import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The instance administrator, and a suspension a log-in refusal can read (when, and who decided).
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('suspended_at', 'timestamptz')
    .execute();
  // The instance's own settings: one row. `admin_claimed_at` is set once, by the sign-up that became the first
  // administrator; the update that sets it (where it is still null) is what makes two first sign-ups unable to
  // both win, since Postgres re-checks the condition after waiting for the other's row lock.
  await db.schema
    .createTable('instance_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('site_name', 'text', (c) => c.notNull().defaultTo('Tackboard'))
    .addColumn('sign_up_mode', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`sign_up_mode in ('open', 'invite', 'closed')`),
    )
    .addColumn('admin_claimed_at', 'timestamptz')
    .execute();
  // An instance that already has people: its oldest account is the administrator.
  await sql`insert into instance_settings (id, admin_claimed_at)
    select 1, case when exists (select 1 from users) then now() else null end`.execute(db);
  await sql`update users set is_admin = true where id = (select min(id) from users)`.execute(db);

  // Sign-up links an administrator makes while sign-ups are by invitation: each works once.
  await db.schema
    .createTable('instance_invites')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  // What people reported to the administrator: a pin, a board or a person, with a reason.
  await db.schema
    .createTable('reports')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reporter_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_type', 'text', (c) => c.notNull().check(sql`target_type in ('pin', 'board', 'user')`))
    .addColumn('target_id', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    // What the reported thing was called when reported, so a report still reads after the thing is removed.
    .addColumn('target_label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'dismissed', 'actioned')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index reports_open_idx on reports (created_at desc, id desc) where status = 'open'`.execute(
    db,
  );
  // One open report per person and thing: reporting again changes nothing.
  await sql`create unique index reports_one_open_per_reporter on reports (reporter_id, target_type, target_id)
    where status = 'open'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('instance_invites').execute();
  await db.schema.dropTable('instance_settings').execute();
  await db.schema.alterTable('users').dropColumn('is_admin').dropColumn('suspended_at').execute();
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The site a pin links to (lower case, without "www."), kept with the pin so the search's `domains` filter is a
  // plain comparison instead of a regular expression run on every pin it walks, and indexed: its statistics tell
  // the planner how common a site is (at 1M pins, half linking to one site, the filter took 2.6 s before).
  await sql`alter table pins add column link_host text generated always as
    (regexp_replace(lower(substring(link from '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/:?#]+)')), '^www[.]', ''))
    stored`.execute(db);
  await sql`create index pins_link_host_idx on pins (link_host) where link_host is not null`.execute(db);
  // The planner needs the new column's statistics at once, not whenever autovacuum next gets to the table.
  await sql`analyze pins`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table pins drop column link_host`.execute(db);
}

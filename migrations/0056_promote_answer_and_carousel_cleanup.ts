import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // The answer to quick promote's question, kept with the campaign it made: 0 not answered (and every campaign the
  // ads manager makes), 1 yes, 2 no, 3 not sure.
  await sql`alter table campaigns add column quick_promote_answer smallint not null default 0
    constraint campaigns_quick_promote_answer_check check (quick_promote_answer between 0 and 3)`.execute(db);

  // A carousel lives as long as a pin shows it (the pin and its repins share it). Whichever way pins go — deleted
  // one by one, with their board, or with their account through a cascade — the statement that removes the last
  // one also removes the carousel, and its slides with it (they cascade), so no picture row outlives its pins and
  // the media purge can reclaim the pictures.
  await sql`create index pins_carousel_idx on pins (carousel_id) where carousel_id is not null`.execute(db);
  await sql`create function drop_unused_carousels() returns trigger language plpgsql as $$
    begin
      delete from carousels c
        where c.id in (select distinct gone.carousel_id from gone where gone.carousel_id is not null)
          and not exists (select 1 from pins p where p.carousel_id = c.id);
      return null;
    end
  $$`.execute(db);
  await sql`create trigger pins_drop_unused_carousels after delete on pins
    referencing old table as gone for each statement execute function drop_unused_carousels()`.execute(db);
  // Carousels whose pins went before this migration.
  await sql`delete from carousels c where not exists (select 1 from pins p where p.carousel_id = c.id)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger pins_drop_unused_carousels on pins`.execute(db);
  await sql`drop function drop_unused_carousels()`.execute(db);
  await sql`drop index pins_carousel_idx`.execute(db);
  await sql`alter table campaigns drop column quick_promote_answer`.execute(db);
}

import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the live Database type
export async function up(db: Kysely<any>): Promise<void> {
  // A product pin: what the linked thing costs, in which currency, whether it can be had, and what it cost
  // before a sale. Amounts are exact decimals (numeric), never binary floats; a pin without a price is no
  // product, so the price and currency come and go together.
  await sql`alter table pins
    add column price numeric,
    add column original_price numeric,
    add column currency text,
    add column availability text,
    add constraint pins_product_check check (
      (price is null and currency is null and availability is null and original_price is null)
      or (price is not null and currency is not null and availability is not null)
    ),
    add constraint pins_price_check check (price >= 0 and price < 1000000000000),
    add constraint pins_original_price_check check (original_price > price and original_price < 1000000000000),
    add constraint pins_currency_check check (currency ~ '^[A-Z]{3}$'),
    add constraint pins_availability_check check (availability in ('in_stock', 'out_of_stock', 'preorder'))`.execute(
    db,
  );
  // The shopping scopes walk the newest product pins only: few next to all pins.
  await sql`create index pins_products_idx on pins (id) where price is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index pins_products_idx`.execute(db);
  await sql`alter table pins
    drop column price,
    drop column original_price,
    drop column currency,
    drop column availability`.execute(db);
}

import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { idIsNoneOf } from './preparedStatements';

/**
 * Whether a catalog item (alias `item`) and its product pin (alias `pin`) match a product group's filters (`filters`,
 * a jsonb expression: a group's stored column or filters being tried out). The one definition of matching, used by
 * the group's list and count, by delivery and by "Promoted by": see core/productCatalog.ts ProductGroupFilters.
 */
export function productGroupMatches(
  filters: RawBuilder<unknown>,
  item: string,
  pin: string,
): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${item}.${name}`);
  const anyOf = (list: RawBuilder<unknown>, value: RawBuilder<unknown>) =>
    sql`(jsonb_array_length(${list}) = 0 or ${list} @> to_jsonb(lower(${value})))`;
  const labels = [0, 1, 2, 3, 4].map(
    (i) =>
      sql`and ${anyOf(sql`(${filters} -> 'customLabels' -> ${sql.lit(i)})`, column(`custom_label_${i}`))}`,
  );
  const types = sql`(${filters} -> 'productTypes')`;
  const price = sql.ref(`${pin}.price`);
  return sql<SqlBool>`(${anyOf(sql`(${filters} -> 'brands')`, column('brand'))}
    and (jsonb_array_length(${types}) = 0 or exists (
      select 1 from jsonb_array_elements_text(${types}) as wanted(type)
      where lower(${column('product_type')}) = wanted.type
        or left(lower(${column('product_type')}), length(wanted.type) + 3) = wanted.type || ' > '))
    ${sql.join(labels, sql` `)}
    and (${filters} ->> 'priceMin' is null or ${price} >= (${filters} ->> 'priceMin')::numeric)
    and (${filters} ->> 'priceMax' is null or ${price} <= (${filters} ->> 'priceMax')::numeric)
    and (jsonb_array_length(${filters} -> 'availability') = 0
      or (${filters} -> 'availability') @> to_jsonb(${sql.ref(`${pin}.availability`)})))`;
}

/** The stored filters of the group an ad (alias `ads`) promotes, as jsonb. */
const adGroupFilters = sql`(promoted_group.filters::jsonb)`;

/**
 * Whether the ad (alias `ads`) promotes the pin `pinId`: its own pin, or — a catalog sales ad — an in-stock
 * product pin of its advertiser's catalog that its product group matches. For counting clicks and "Promoted by".
 */
export function adPromotesPin(pinId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`(ads.pin_id = ${pinId} or (ads.product_group_id is not null and exists (
    select 1 from catalog_items promoted_item
    join product_groups promoted_group
      on promoted_group.id = ads.product_group_id and promoted_group.advertiser_id = promoted_item.advertiser_id
    join pins promoted_pin on promoted_pin.id = promoted_item.pin_id
    where promoted_item.pin_id = ${pinId} and promoted_pin.availability = 'in_stock'
      and ${productGroupMatches(adGroupFilters, 'promoted_item', 'promoted_pin')})))`;
}

/**
 * The pin an ad (alias `ads`) shows now: its own, or for a catalog sales ad one in-stock product pin on a public
 * board that its product group matches, not among `excluded` (pins already on the page). Which one turns with
 * the ad's impressions, so a group's products take turns.
 */
export function servedPinOfAd(excluded: readonly string[]): RawBuilder<string | null> {
  return sql<string | null>`coalesce(ads.pin_id, (
    select promoted_pin.id from catalog_items promoted_item
    join product_groups promoted_group
      on promoted_group.id = ads.product_group_id and promoted_group.advertiser_id = promoted_item.advertiser_id
    join pins promoted_pin on promoted_pin.id = promoted_item.pin_id
    join boards promoted_board on promoted_board.id = promoted_pin.board_id
    where ads.product_group_id is not null and promoted_pin.availability = 'in_stock'
      and promoted_board.privacy = 'public' and ${idIsNoneOf('promoted_pin.id', excluded)}
      and ${productGroupMatches(adGroupFilters, 'promoted_item', 'promoted_pin')}
    order by md5(promoted_pin.id::text || ':' || ads.impressions::text)
    limit 1))`;
}

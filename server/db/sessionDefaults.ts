// What every database connection reads and plans the same way, Postgres (connect.ts) and PGlite (pglite.ts).

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * NOTE: ids are bigint and travel as decimal strings everywhere; dates of birth stay calendar strings. The readers
 * of both drivers, by type id.
 */
export const KEPT_AS_TEXT = {
  [INT8_OID]: (text: string) => text,
  [DATE_OID]: (text: string) => text,
};

/**
 * NOTE: Memoize off, for every connection. With it, the planner puts a Memoize node (a cache of rows by join key)
 * in front of each primary-key probe of the feed's nested loops and sizes its hash table from the join's estimate
 * of 900k rows at 1M pins, ignoring the LIMIT: a page of 26 pins then takes 2 ms (pins ⋈ boards) to 20–27 ms
 * (pins with board, image, owner and pinner in one query), nearly all of it building and freeing those tables,
 * instead of 0.2–0.6 ms with the same plan otherwise (EXPLAIN ANALYZE, Postgres 15, warm). Our queries read keyset
 * pages of tens of rows, where a cache in front of a primary-key probe cannot pay for itself.
 */
export const NO_MEMOIZE = 'enable_memoize=off';

/**
 * NOTE: a random page read priced as on solid-state storage with a warm cache (1.1, Postgres' own advice for SSDs;
 * its default of 4 models spinning disks). The card pages run as prepared statements whose plan is made once for
 * any value (a generic plan, preparedStatements.ts), so a board's pins are planned for the average board — 7 pins
 * at 200k pins. At 4 that plan reads every pin of the board through a bitmap and sorts them: 1,000 pins and
 * 1.6–1.7 ms for a large board, more in PGlite. At 1.1 it walks the board's index newest first and stops after a
 * page: 0.53–0.59 ms (EXPLAIN ANALYZE, Postgres 15, warm; bench/README.md, issue 11, ninth pass).
 */
export const SSD_PAGE_COST = 'random_page_cost=1.1';

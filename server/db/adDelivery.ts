import {
  AliasNode,
  ColumnNode,
  ColumnUpdateNode,
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  RawNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';
import { activeAds } from './campaigns';
import type { DbOrTx } from './database';

// Most instances have no advertiser, yet every feed page asked for its promoted pin: one more statement a page,
// on Postgres 8 % of a home-feed request's server CPU and a fifth of the database's, on PGlite (every statement in
// one thread) a third of the page's wait (bench/README.md, issue 11, ninth pass). So each database keeps, for a
// few seconds, whether any ad could be delivered at all.

/** The tables whose rows decide whether any ad can be delivered. */
const DELIVERY_TABLES = new Set(['ads', 'ad_groups', 'campaigns', 'advertisers']);
/** The columns of an update to them that can start or stop every ad (the rest, like spend, cannot). */
const DELIVERY_COLUMNS = new Set(['status', 'paused_at']);
const RAW_MENTION = new RegExp(`\\b(?:${[...DELIVERY_TABLES].join('|')})\\b`, 'i');

/**
 * How long an answer holds when nothing in this process changed it. A change made by another server process on
 * the same database (or by hand) shows within this time; a campaign's schedule and budgets are not part of the
 * answer (it needs only statuses), so time passing changes nothing.
 */
export const AD_DELIVERY_TTL_MS = 5_000;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (AliasNode.is(node)) return tableName(node.node);
  return TableNode.is(node) ? node.table.identifier.name : null;
}

/** Whether a statement may start or stop ads: an insert or delete on their tables, a change of a status. */
function changesDelivery(node: OperationNode): boolean {
  if (InsertQueryNode.is(node)) return DELIVERY_TABLES.has(tableName(node.into) ?? '');
  if (DeleteQueryNode.is(node))
    return node.from.froms.some((from) => DELIVERY_TABLES.has(tableName(from) ?? ''));
  if (UpdateQueryNode.is(node)) {
    if (!DELIVERY_TABLES.has(tableName(node.table) ?? '')) return false;
    return (node.updates ?? []).some(
      (update) =>
        !ColumnUpdateNode.is(update) ||
        !ColumnNode.is(update.column) ||
        DELIVERY_COLUMNS.has(update.column.column.name),
    );
  }
  // Raw statements (migrations, scripts): any that names one of the tables.
  return RawNode.is(node) && node.sqlFragments.some((fragment) => RAW_MENTION.test(fragment));
}

/**
 * Knows for one database whether any ad could be delivered: whether any is active (activeAds in campaigns.ts, the
 * part of servableAds that time passing cannot change).
 * As a Kysely plugin it sees every statement this process sends, and forgets its answer when one may change it —
 * before it runs and again once it has run, so a check racing with it keeps nothing.
 */
export class AdDeliveryWatch implements KyselyPlugin {
  #answer: { live: boolean; until: number } | null = null;
  #checking: Promise<boolean> | null = null;
  /** Counts what was forgotten: a check that saw a change begin while it ran keeps no answer. */
  #changes = 0;
  readonly #writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    if (changesDelivery(node)) {
      this.#writes.add(queryId);
      this.#forget();
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) this.#forget();
    return result;
  }

  #forget() {
    this.#answer = null;
    this.#checking = null;
    this.#changes += 1;
  }

  /** The answer, asked of the database when this process has none younger than AD_DELIVERY_TTL_MS. */
  async live(db: DbOrTx): Promise<boolean> {
    const answer = this.#answer;
    if (answer && answer.until > performance.now()) return answer.live;
    if (!this.#checking) {
      const changes = this.#changes;
      const checking = anyAdMayDeliver(db).then((live) => {
        if (this.#changes === changes) this.#answer = { live, until: performance.now() + AD_DELIVERY_TTL_MS };
        if (this.#checking === checking) this.#checking = null;
        return live;
      });
      this.#checking = checking;
      // A failed check is not kept: the next request asks again.
      checking.catch(() => {
        if (this.#checking === checking) this.#checking = null;
      });
    }
    return this.#checking;
  }
}

async function anyAdMayDeliver(db: DbOrTx): Promise<boolean> {
  return (await activeAds(db).select('ads.id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Whether any ad may be delivered now (false only when none can): callers skip their ad queries on false. The watch
 * is found among the database's plugins, so a transaction or a database derived with `withPlugin` (the tests'
 * statement counter) finds its database's; one opened without it (a test's own Kysely) always answers true.
 */
export async function adsMayDeliver(db: DbOrTx): Promise<boolean> {
  const watch = db.getExecutor().plugins.find((plugin) => plugin instanceof AdDeliveryWatch);
  return watch instanceof AdDeliveryWatch ? watch.live(db) : true;
}

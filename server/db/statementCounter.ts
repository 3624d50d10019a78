import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Db } from './database';

/** What a statement is listed as when it ran already compiled: see transformResult. */
const COMPILED_ELSEWHERE = Symbol('compiled elsewhere');

/**
 * Counts the statements run through a Kysely instance, so tests can hold a request to a constant number of
 * round trips whatever its page size. A statement counts when its result comes back: Kysely hands a query to
 * the plugin once per builder (a subquery built from `db.selectFrom` is handed over too) but each execution's
 * result only once. Statements that fail are not counted, nor are a transaction's BEGIN and COMMIT (the driver
 * sends those), so a write counts its statements, not its transaction's two extra round trips.
 */
export class StatementCounter implements KyselyPlugin {
  /** The latest tree each builder handed over, by query id: the executed one is the root's. */
  private readonly built = new Map<string, RootOperationNode>();
  private readonly nodes: (RootOperationNode | typeof COMPILED_ELSEWHERE)[] = [];

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.built.set(queryId.queryId, node);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    // A query run as compiled (a query template, server/db/queryTemplates.ts) was never built here: it counts too.
    this.nodes.push(this.built.get(queryId.queryId) ?? COMPILED_ELSEWHERE);
    this.built.delete(queryId.queryId);
    return result;
  }

  /** Statements run since the counter was made or last reset. */
  get count(): number {
    return this.nodes.length;
  }

  /** The SQL of the statements counted, for a failing test's message. */
  statements(): string[] {
    const compiler = new PostgresQueryCompiler();
    return this.nodes.map((node, i) =>
      node === COMPILED_ELSEWHERE
        ? '(a query template, compiled once)'
        : compiler.compileQuery(node, { queryId: `counted-${i}` }).sql,
    );
  }

  reset(): void {
    this.nodes.length = 0;
    this.built.clear();
  }
}

/** The same database (same pool or PGlite instance) with every statement it runs counted. */
export function withStatementCounter(db: Db): { db: Db; counter: StatementCounter } {
  const counter = new StatementCounter();
  return { db: db.withPlugin(counter), counter };
}

import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './database';

// Kysely builds a query as a tree of frozen nodes, copied at every `.where` and `.innerJoin`, and compiles it by
// visiting the tree: for the feed's promoted pin (servable ads, targeting, product groups, blocks) that was ≈ 6 %
// of a signed-out feed request's CPU profile, to produce a text that is the same on every request of the same
// shape. A template is built and compiled once per database; a run puts its own values where the build put slots.

const SLOT = Symbol('query template slot');

interface Slot {
  readonly [SLOT]: string;
}

function refuseReading(name: string): never {
  throw new TypeError(
    `The query template read its value "${name}" while building: pass a slot to the query as it is (a value worked out from it, like a date's day, is a slot of its own).`,
  );
}

/**
 * A stand-in for one value while the template builds. Kysely only carries it to the compiled parameters; anything
 * that reads it throws (a string or number conversion, JSON and spreading it as a list with a message naming it;
 * a method call because the stand-in has none), so a template whose build works a value out instead of passing it
 * fails at its first use, not with a wrong answer.
 */
function slot(name: string): Slot {
  const read = () => refuseReading(name);
  return Object.freeze({
    [SLOT]: name,
    toString: read,
    valueOf: read,
    toJSON: read,
    [Symbol.toPrimitive]: read,
    [Symbol.iterator]: read,
  });
}

function isSlot(value: unknown): value is Slot {
  return typeof value === 'object' && value !== null && SLOT in value;
}

/**
 * A query built and compiled once per database, run with each call's values. `build` receives stand-ins typed as
 * the values; it must put each into the query unchanged (a value that changes the query's shape, such as whether a
 * viewer is signed in, belongs in a template of its own). Returns what `db.executeQuery` runs.
 */
export function queryTemplate<Values extends Record<string, unknown>, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => CompiledQuery<Row> {
  const compiled = new WeakMap<Kysely<Database>, CompiledQuery<Row>>();
  const slots = new Proxy({} as Values, {
    get: (_target, name) => (typeof name === 'string' ? slot(name) : undefined),
  });
  return (db, values) => {
    let template = compiled.get(db);
    if (!template) {
      template = build(db, slots).compile();
      compiled.set(db, template);
    }
    const parameters = template.parameters.map((parameter) => {
      if (!isSlot(parameter)) return parameter;
      const name = parameter[SLOT];
      if (!Object.hasOwn(values, name)) throw new TypeError(`The query template has no value for "${name}".`);
      return values[name];
    });
    return CompiledQuery.raw(template.sql, parameters) as CompiledQuery<Row>;
  };
}

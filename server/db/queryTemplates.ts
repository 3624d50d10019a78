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

/** At most this many shapes of one template are kept per database; a run of another shape is built on its own. */
const MAX_SHAPES = 200;

/**
 * A query built and compiled once per database and shape, run with each call's values. `build` receives stand-ins
 * for the values and must put each into the query unchanged. What changes the query's text is its shape: the
 * `shape` argument (literals such as a page's size, given to `build` as they are) and which values are null or
 * undefined (given to `build` as they are, so `if (viewerId === null)` builds the signed-out text). A value that
 * changes the query in any other way (an empty string, an empty list treated apart) must be made part of the
 * shape instead. Returns what `db.executeQuery` runs.
 */
export function queryTemplate<
  Values extends Record<string, unknown>,
  Row,
  Shape extends Record<string, string | number | boolean> = Record<string, never>,
>(
  build: (db: Kysely<Database>, values: Values, shape: Shape) => Compilable<Row>,
): (db: Kysely<Database>, values: Values, shape?: Shape) => CompiledQuery<Row> {
  const compiled = new WeakMap<Kysely<Database>, Map<string, CompiledQuery<Row>>>();
  return (db, values, shape = {} as Shape) => {
    const absent = Object.keys(values).filter((name) => values[name] == null);
    const key = `${JSON.stringify(shape)}|${absent.map((name) => `${name}:${values[name]}`).join(',')}`;
    let shapes = compiled.get(db);
    if (!shapes) {
      shapes = new Map();
      compiled.set(db, shapes);
    }
    let template = shapes.get(key);
    if (!template) {
      const standIns = new Proxy({} as Values, {
        get: (_target, name) => {
          if (typeof name !== 'string') return undefined;
          return absent.includes(name) ? values[name] : slot(name);
        },
        // Spreading or listing them would find no values (the stand-ins are made as they are read): say so.
        ownKeys: () => {
          throw new TypeError(
            "A query template's values are stand-ins: read each by name, do not spread them.",
          );
        },
      });
      template = build(db, standIns, shape).compile();
      if (shapes.size < MAX_SHAPES) shapes.set(key, template);
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

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
} from 'graphql';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';

// Generated hostile input: arbitraries that build the arguments of any
// GraphQL mutation from its input types and the bodies of any REST write, a list of the app's routes taken from
// Fastify itself, and a write log that tells which tables a request changed.

/** Ids the fixture made, so that some generated calls reach past "not found" with hostile text. */
export interface IdPools {
  users: string[];
  boards: string[];
  sections: string[];
  pins: string[];
  emails: string[];
}

/** Names a generated object key may take besides the real ones: Object.prototype's own, and then some. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  '__lookupSetter__',
  'then',
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const controlCharacter = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((code) => String.fromCharCode(code));
/** Characters that draw nothing or turn text around. */
const invisibleCharacter = fc.constantFrom(
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u3164',
  '\u115f',
  '\u2800',
  '\ufe0f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u0301',
);
const hostileUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: controlCharacter },
  { weight: 2, arbitrary: loneSurrogate },
  { weight: 3, arbitrary: invisibleCharacter },
);

/** Texts that mean something to one parser or another. */
const NOTABLE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u202egnp.exe',
  '\u200b',
  '\u200b\u200d\ufeff',
  'e\u0301',
  ...PROTOTYPE_KEYS,
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x10',
  '1.5',
  '9'.repeat(40),
  '9223372036854775808',
  '9223372036854775807',
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{"options":{}}',
  'true',
  'public',
  'secret',
  'protected',
  'http://127.0.0.1:1/a.png',
  'https://example.com/',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'person@example.com',
  '1990-05-17',
  '2026-13-45',
];

/** One megabyte of text: a valid one, and one with a NUL at its very end. */
const HUGE_TEXTS = ['x'.repeat(1024 * 1024), `${'y'.repeat(1024 * 1024 - 1)}\u0000`];

/** Any hostile text: notable ones, random mixes of odd characters, and now and then a megabyte. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 80, arbitrary: fc.constantFrom(...NOTABLE_TEXTS) },
  { weight: 80, arbitrary: fc.string({ unit: hostileUnit, maxLength: 40 }) },
  { weight: 40, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 20, arbitrary: fc.integer().map(String) },
  { weight: 20, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_TEXTS) },
);

/** A text for a URL path: percent-encoded UTF-8 (a lone surrogate goes as U+FFFD, as a browser sends it). */
export function percentEncode(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\ufffd'));
}

/** Global ids of every flavour: real ones, unknown types, non-node types, malformed. */
function globalIds(ids: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(fc.constantFrom('Board', 'Pin', 'User', 'BoardSection', 'Campaign'), ids)
      .map(([type, id]) => encodeGlobalID(type, id)),
    fc
      .tuple(fc.constantFrom('Nope', 'Image', 'Query', 'Mutation', 'DomainError', ...PROTOTYPE_KEYS), ids)
      .map(([type, id]) => encodeGlobalID(type, id)),
    hostileText.map((text) => Buffer.from(text).toString('base64')),
  );
}

/** Which pool an id-like field draws from, by its name (boardId, pin_ids, userId…). */
function poolFor(key: string, pools: IdPools): string[] {
  const name = key.toLowerCase();
  if (name.includes('board')) return pools.boards;
  if (name.includes('section')) return pools.sections;
  if (name.includes('pin')) return pools.pins;
  if (name.includes('user') || name.includes('member')) return pools.users;
  return [...pools.boards, ...pools.pins, ...pools.users, ...pools.sections];
}

function isIdKey(key: string): boolean {
  return /(^id$|ids?$|_ids?$)/i.test(key);
}

/**
 * A text for a field, by its name: ids from the fixture's pools (read when a value is drawn, so a rebuilt
 * fixture is used), emails and links where the name says so, and always a share of hostile text.
 */
export function textFor(key: string, pools: () => IdPools): fc.Arbitrary<string> {
  const fromPool = (pick: (p: IdPools) => string[]) =>
    fc.nat().map((n) => {
      const list = pick(pools());
      return list.length === 0 ? '1' : (list[n % list.length] as string);
    });
  const suited: fc.Arbitrary<string>[] = [];
  if (isIdKey(key)) {
    const ids = fromPool((p) => poolFor(key, p));
    suited.push(ids, globalIds(ids), fc.constantFrom('0', '-1', '1.0', '01', ' 1', '1 ', '+1'));
  }
  if (/e?mail|login/i.test(key)) suited.push(fromPool((p) => p.emails));
  if (/url|link|website/i.test(key)) {
    suited.push(fc.webUrl(), fc.constantFrom('http://127.0.0.1:1/a.png', 'http://[::1]/', 'ftp://x'));
  }
  return suited.length === 0 ? hostileText : fc.oneof(hostileText, ...suited);
}

/** A JSON value of any shape, prototype keys included: what a client sends when it sends the wrong type. */
export const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.5, [], {}),
  hostileText,
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), hostileText, {
    maxKeys: 4,
  }),
);

function scalarValue(name: string, key: string, pools: () => IdPools): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53, -(2 ** 53), 1e300),
      );
    case 'Float':
      return fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(0, -1, -0.000001, 1e308, -1e308, 2 ** 63, Number.MAX_SAFE_INTEGER + 2),
      );
    case 'Boolean':
      return fc.boolean();
    default:
      return textFor(key, pools);
  }
}

/** Values for a GraphQL input type: mostly of the type, now and then of another (the server must refuse). */
export function inputValue(type: GraphQLInputType, key: string, pools: () => IdPools): fc.Arbitrary<unknown> {
  const typed = typedValue(type, key, pools);
  return fc.oneof({ weight: 9, arbitrary: typed }, { weight: 1, arbitrary: wrongJson });
}

function typedValue(type: GraphQLInputType, key: string, pools: () => IdPools): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return typedValue(type.ofType, key, pools);
  if (isListType(type)) {
    return fc.array(inputValue(type.ofType, key, pools), { maxLength: 4 });
  }
  if (isEnumType(type)) {
    return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileText);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const record = fc.record(
      Object.fromEntries(fields.map((field) => [field.name, inputValue(field.type, field.name, pools)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) },
    );
    // Now and then an extra key: a prototype name, as JSON.parse makes it (an own property).
    return fc.oneof(
      { weight: 9, arbitrary: record },
      {
        weight: 1,
        arbitrary: fc
          .tuple(record, fc.constantFrom(...PROTOTYPE_KEYS), wrongJson)
          .map(([value, extra, extraValue]) =>
            Object.defineProperty({ ...value }, extra, { value: extraValue, enumerable: true }),
          ),
      },
    );
  }
  if (isScalarType(type)) return scalarValue(type.name, key, pools);
  return wrongJson;
}

/** The variables of a call: required arguments always, optional ones sometimes (or null). */
export function argumentValues(
  args: readonly GraphQLArgument[],
  pools: () => IdPools,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      args.map((arg) => [
        arg.name,
        isNonNullType(arg.type)
          ? inputValue(arg.type, arg.name, pools)
          : fc.oneof(inputValue(arg.type, arg.name, pools), fc.constant(null)),
      ]),
    ),
    { requiredKeys: args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name) },
  );
}

/** The document that calls a root field with every argument as a variable, and reads what it answers. */
export function operationDocument(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returned = getNamedType(field.type);
  let selection = '';
  if (isUnionType(returned)) {
    const hasDomainError = returned.getTypes().some((type) => type.name === 'DomainError');
    selection = `{ __typename ${hasDomainError ? '... on DomainError { code message field }' : ''} }`;
  } else if (!isScalarType(returned) && !isEnumType(returned)) {
    selection = '{ __typename }';
  }
  const head = variables ? `${operation} Hostile(${variables})` : `${operation} Hostile`;
  const call = passed ? `${field.name}(${passed})` : field.name;
  return `${head} { result: ${call} ${selection} }`;
}

/** Every field of the schema's Mutation (or Query) type, by name. */
export function rootFields(
  schema: GraphQLSchema,
  operation: 'query' | 'mutation',
): GraphQLField<unknown, unknown>[] {
  const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  return root ? Object.values(root.getFields()).sort((a, b) => a.name.localeCompare(b.name)) : [];
}

export interface Route {
  method: string;
  url: string;
}

/**
 * The app's routes as Fastify lists them (printRoutes' tree, read back into full paths): a route added later
 * shows up here without anyone listing it.
 */
export function fastifyRoutes(printed: string): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ')) routes.push({ method, url });
  }
  return routes;
}

/** Option and field names the REST shim reads, taken from its source (snake_case string literals). */
export function restOptionNames(restDir: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(restDir)) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(path.join(restDir, file), 'utf8');
    for (const match of source.matchAll(/'([a-z][a-z0-9]*(?:_[a-z0-9]+)*)'/g)) names.add(match[1] as string);
  }
  return [...names].sort();
}

/** Option objects for a REST call: real option names and prototype names, with texts suited to each. */
export function restOptions(
  names: readonly string[],
  pools: () => IdPools,
): fc.Arbitrary<Record<string, unknown>> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  );
  return fc
    .array(
      key.chain((name) =>
        fc
          .oneof(
            { weight: 6, arbitrary: textFor(name, pools) },
            { weight: 1, arbitrary: fc.array(textFor(name, pools), { maxLength: 3 }) },
            { weight: 1, arbitrary: wrongJson },
          )
          .map((value) => [name, value] as const),
      ),
      { maxLength: 6 },
    )
    .map((entries) => {
      const options: Record<string, unknown> = {};
      for (const [name, value] of entries) {
        Object.defineProperty(options, name, { value, enumerable: true, writable: true, configurable: true });
      }
      return options;
    });
}

const WRITE_LOG = 'hostile_writes';

/**
 * Logs every row written to any table of the app (a trigger per table into one log table, inside the writing
 * transaction, so a rolled-back write leaves no entry). Test databases only.
 */
export async function installWriteLog(db: Db): Promise<void> {
  await sql`create table ${sql.table(WRITE_LOG)} (table_name text not null)`.execute(db);
  await sql`
    create function hostile_log_write() returns trigger language plpgsql as $$
    begin
      insert into hostile_writes (table_name) values (TG_TABLE_NAME);
      return null;
    end $$`.execute(db);
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${WRITE_LOG}`.execute(db);
  for (const { table_name: table } of tables.rows) {
    await sql`
      create trigger hostile_log_write after insert or update or delete on ${sql.table(table)}
      for each row execute function hostile_log_write()`.execute(db);
  }
}

/** The tables written to since the last call, and the log emptied. */
export async function takeWrites(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    delete from ${sql.table(WRITE_LOG)} returning table_name`.execute(db);
  return [...new Set(rows.map((row) => row.table_name))].sort();
}

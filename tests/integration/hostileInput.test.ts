import path from 'node:path';
import fc from 'fast-check';
import type { GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_METHODS } from '../../core/loginMethods';
import { LOGIN_RESET_SENT } from '../../core/texts';
import { schema } from '../../schema/index';
import type { ImageRow } from '../../server/db/tables/images';
import { createBoard } from '../../server/domain/boards';
import type { Viewer } from '../../server/domain/context';
import { createSection } from '../../server/domain/sections';
import { startSession, viewerForSession } from '../../server/domain/sessions';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../server/http/cookies';
import { RESOURCES } from '../../server/rest/resources';
import { newUser, savePin, storeTestImage, type TestUser } from '../support/fixtures';
import {
  argumentValues,
  fastifyRoutes,
  hostileText,
  type IdPools,
  installWriteLog,
  operationDocument,
  PROTOTYPE_KEYS,
  percentEncode,
  type Route,
  restOptionNames,
  restOptions,
  rootFields,
  takeWrites,
  textFor,
  wrongJson,
} from '../support/hostileInput';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDatabaseKind } from '../support/testDatabase';

// Every mutation of the schema and every REST write the app registers, called
// by a signed-in person with generated hostile input (NUL and other controls, lone surrogates, bidirectional
// and zero-width characters, a megabyte of text, wrong types, unknown and foreign ids, global ids of unknown
// types, prototype names as texts and as keys, huge and negative numbers). Whatever comes in: no 5xx and no
// INTERNAL_SERVER_ERROR, a refusal says why in words, and a refused call wrote nothing.
//
// Runs in process (Fastify's inject, no sockets) on PostgreSQL only: the PGlite project runs the same code paths,
// and the ten thousand calls take a quarter less time on the server than in the embedded database.

/**
 * Tables a refused call may write to, because recording the attempt is the point: a failed log-in (or any other
 * limited try) counts towards its limits.
 */
const WRITTEN_BY_REFUSALS = new Set(['throttle_buckets']);
/**
 * The refusal of the log-in that uses up its tries (login outcome 3) queues a reset link for the login, account or
 * not, so it also writes the request and its mail job.
 */
const WRITTEN_BY_RESET_SENT = new Set([...WRITTEN_BY_REFUSALS, 'password_reset_requests', 'jobs']);

/** Runs per mutation and per REST write; the whole file makes at least MIN_CASES calls. */
const RUNS = 120;
/** Calls that check a password (scrypt, tens of milliseconds each) get fewer runs. */
const SLOW_RUNS = 30;
/** Reads (query fields, REST GETs) are checked for server errors only, with fewer runs each. */
const READ_RUNS = 15;
const MIN_CASES = 10_000;

const REST_DIR = path.resolve(import.meta.dirname, '../../server/rest');
const CSRF = 'hostile-input-suite-csrf-token-0123456789';

let app: TestApp;
let owner: TestUser;
let stranger: TestUser;
let sessionToken = '';
let fixtureRound = 0;
let image: ImageRow | undefined;
let cases = 0;
const pools: IdPools = { users: [], boards: [], sections: [], pins: [], emails: [] };
const currentPools = () => pools;

/**
 * Boards (public and secret), a section and pins for the signed-in person and a stranger, and a live session:
 * made again when a generated call before has deleted any of them or logged out.
 */
async function freshFixture(): Promise<void> {
  if (await fixtureIntact()) {
    await takeWrites(app.db);
    return;
  }
  fixtureRound += 1;
  const as = (user: TestUser): Viewer => ({ id: user.id, username: user.username });
  const boards: string[] = [];
  const pins: string[] = [];
  const sections: string[] = [];
  image ??= await storeTestImage(app, 1);
  for (const user of [owner, stranger]) {
    const ctx = app.context(as(user));
    for (const privacy of ['public', 'secret'] as const) {
      const board = await createBoard(ctx, {
        name: `Board ${fixtureRound} ${privacy}`,
        privacy,
        description: '',
      });
      boards.push(board.id);
      pins.push((await savePin(app, as(user), { boardId: board.id, imageId: image.id })).id);
    }
    const section = await createSection(ctx, {
      boardId: boards.at(-2) as string,
      name: `Section ${fixtureRound}`,
    });
    sections.push(section.id);
  }
  Object.assign(pools, { boards, pins, sections });
  sessionToken = await startSession(app.db, owner.id, new Date(), '', LOGIN_METHODS.email);
  await takeWrites(app.db);
}

async function fixtureIntact(): Promise<boolean> {
  if (pools.boards.length === 0 || !(await viewerForSession(app.db, sessionToken, new Date()))) return false;
  const [boards, pins, sections] = await Promise.all([
    app.db.selectFrom('boards').select('id').where('id', 'in', pools.boards).execute(),
    app.db.selectFrom('pins').select('id').where('id', 'in', pools.pins).execute(),
    app.db.selectFrom('board_sections').select('id').where('id', 'in', pools.sections).execute(),
  ]);
  return (
    boards.length === pools.boards.length &&
    pins.length === pools.pins.length &&
    sections.length === pools.sections.length
  );
}

function headers(contentType?: string): Record<string, string> {
  return {
    cookie: `${SESSION_COOKIE}=${sessionToken}; ${CSRF_COOKIE}=${CSRF}`,
    [CSRF_HEADER]: CSRF,
    ...(contentType ? { 'content-type': contentType } : {}),
  };
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function send(method: string, url: string, payload?: string, contentType?: string): Promise<Answer> {
  cases += 1;
  const response = await app.http.inject({
    method: method as 'POST',
    url,
    headers: headers(payload === undefined ? undefined : contentType),
    ...(payload === undefined ? {} : { payload }),
  });
  let body: unknown = null;
  if ((response.headers['content-type'] ?? '').toString().includes('json')) {
    body = JSON.parse(response.body) as unknown;
  }
  return { status: response.statusCode, body, text: response.body.slice(0, 500) };
}

/** A refusal says why: a message in words, never the bare unexpected-error answer. */
function expectClearMessage(message: unknown, where: string): void {
  expect(typeof message, where).toBe('string');
  expect((message as string).trim(), where).not.toBe('');
  expect(message, where).not.toBe('Unexpected error.');
}

async function expectNothingWritten(where: string, message: unknown): Promise<void> {
  const allowed = message === LOGIN_RESET_SENT ? WRITTEN_BY_RESET_SENT : WRITTEN_BY_REFUSALS;
  const writes = (await takeWrites(app.db)).filter((table) => !allowed.has(table));
  expect(writes, `${where} was refused but wrote to ${writes.join(', ')}`).toEqual([]);
}

/** Names that password-checking calls carry; they cost a scrypt each and run fewer times. */
function isSlow(name: string): boolean {
  return /password|logIn|login|signUp|mfa|Mfa|RecoveryCodes|LinkedBusiness|multifactor/.test(name);
}

const onPostgres = testDatabaseKind() === 'postgres';

describe.skipIf(!onPostgres)('generated hostile input', () => {
  beforeAll(async () => {
    // No mail worker: its writes (jobs done, reset requests sent) would land while a later call runs, and every
    // write must belong to the call that made it.
    app = await startTestApp({ env: { FETCH_TIMEOUT_MS: '300' }, mailWorker: false });
    // The first account becomes the instance's administrator. The generated calls are made as ordinary people:
    // as the administrator, a call with a pooled id could delete or suspend the very people the fixture needs.
    await newUser(app, { fullName: 'Instance Admin' });
    owner = (await newUser(app, { fullName: 'Hostile Owner' })).user;
    stranger = (await newUser(app, { fullName: 'Sam Stranger' })).user;
    pools.users = [owner.id, stranger.id];
    pools.emails = [owner.email, stranger.email, 'nobody@example.com', owner.username];
    await installWriteLog(app.db);
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('every GraphQL mutation', () => {
    const mutations = rootFields(schema, 'mutation');

    it('finds the schema’s mutations', () => {
      expect(mutations.length).toBeGreaterThan(40);
    });

    it.each(mutations.map((field) => [field.name, field] as const))(
      '%s: no server error, a clear refusal, nothing written when refused',
      async (name, field: GraphQLField<unknown, unknown>) => {
        await freshFixture();
        const query = operationDocument('mutation', field);
        await fc.assert(
          fc.asyncProperty(argumentValues(field.args, currentPools), async (variables) => {
            const answer = await send(
              'POST',
              '/graphql',
              JSON.stringify({ query, variables }),
              'application/json',
            );
            const where = `${name}(${JSON.stringify(variables).slice(0, 300)}) answered ${answer.status} ${answer.text}`;
            expect(answer.status, where).toBeLessThan(500);
            const body = answer.body as {
              data?: { result?: { __typename?: string; message?: unknown } | null } | null;
              errors?: { message?: unknown; extensions?: { code?: unknown } }[];
            };
            expect(body, where).toBeTypeOf('object');
            let refused = false;
            let message: unknown;
            for (const error of body.errors ?? []) {
              expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
              expectClearMessage(error.message, where);
              refused = true;
            }
            const result = body.data?.result;
            if (result && typeof result === 'object' && result.__typename === 'DomainError') {
              expectClearMessage(result.message, where);
              refused = true;
              message = result.message;
            }
            if (refused) await expectNothingWritten(where, message);
            else await takeWrites(app.db);
          }),
          { numRuns: isSlow(name) ? SLOW_RUNS : RUNS },
        );
      },
      120_000,
    );
  });

  describe('every GraphQL query field', () => {
    const queries = rootFields(schema, 'query').filter((field) => field.args.length > 0);

    it.each(queries.map((field) => [field.name, field] as const))(
      '%s: no server error, and a refusal in words',
      async (name, field: GraphQLField<unknown, unknown>) => {
        await freshFixture();
        const query = operationDocument('query', field);
        await fc.assert(
          fc.asyncProperty(argumentValues(field.args, currentPools), async (variables) => {
            const answer = await send(
              'POST',
              '/graphql',
              JSON.stringify({ query, variables }),
              'application/json',
            );
            const where = `${name}(${JSON.stringify(variables).slice(0, 300)}) answered ${answer.status} ${answer.text}`;
            expect(answer.status, where).toBeLessThan(500);
            const body = answer.body as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
            for (const error of body.errors ?? []) {
              expect(error.extensions?.code, where).not.toBe('INTERNAL_SERVER_ERROR');
              expectClearMessage(error.message, where);
            }
          }),
          { numRuns: READ_RUNS },
        );
      },
      60_000,
    );
  });

  describe('every REST write', () => {
    let routes: Route[] = [];
    let readRoutes: Route[] = [];
    /** Option names the REST shim reads, from its source. */
    const optionNames = restOptionNames(REST_DIR);
    /** Name/action pairs of the legacy /resource/ calls that write. */
    const resourceWrites: string[] = [];

    beforeAll(async () => {
      const all = fastifyRoutes(app.http.printRoutes({ commonPrefix: false }));
      routes = all.filter(
        (route) => ['POST', 'PUT', 'DELETE', 'PATCH'].includes(route.method) && route.url !== '/graphql',
      );
      // Reads too, more lightly: ids and texts in paths and query strings (the catch-all serves the client).
      readRoutes = all.filter(
        (route) => route.method === 'GET' && route.url !== '/graphql' && route.url !== '*',
      );
      for (const [resource, actions] of RESOURCES) {
        for (const action of Object.keys(actions)) {
          if (action !== 'get') resourceWrites.push(`${resource}/${action}`);
        }
      }
    });

    it('finds the app’s write routes and resources', () => {
      expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
        expect.arrayContaining([
          'POST /v3/login/',
          'PUT /v3/boards/:id/follow/',
          'POST /resource/:name/:action/',
        ]),
      );
      expect(resourceWrites).toEqual(expect.arrayContaining(['BoardResource/create', 'PinResource/update']));
    });

    /** A path parameter: a suited text percent-encoded, or bytes no UTF-8 decoder accepts. */
    function paramValue(name: string): fc.Arbitrary<string> {
      return fc.oneof(
        { weight: 6, arbitrary: textFor(name, currentPools).map((text) => percentEncode(text)) },
        { weight: 1, arbitrary: fc.constantFrom('%00', '%FF', '%ED%A0%80', '%2e%2e', '%252F', '%C0%AF') },
        { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
      );
    }

    /** A body in each form a client may send, well or badly made. */
    function bodyFor(isResource: boolean) {
      const options = restOptions(optionNames, currentPools);
      const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
      const form = (fields: Record<string, string>) => ({
        payload: new URLSearchParams(fields).toString(),
        contentType: 'application/x-www-form-urlencoded',
      });
      const asFormFields = (value: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v : JSON.stringify(v)]),
        );
      return fc.oneof(
        { weight: isResource ? 4 : 1, arbitrary: options.map((o) => json({ data: { options: o } })) },
        {
          weight: isResource ? 3 : 1,
          arbitrary: options.map((o) => form({ data: JSON.stringify({ options: o }) })),
        },
        { weight: isResource ? 1 : 4, arbitrary: options.map(json) },
        { weight: isResource ? 1 : 3, arbitrary: options.map((o) => form(asFormFields(o))) },
        { weight: 1, arbitrary: wrongJson.map((value) => json(value)) },
        { weight: 1, arbitrary: wrongJson.map((value) => form({ data: JSON.stringify(value) ?? '' })) },
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(
              '{',
              '{"data":',
              '[1,',
              'null',
              '1e999',
              '"\\u0000"',
              '{"__proto__":{"x":1}}',
              '\u0000',
            )
            .map((payload) => ({ payload, contentType: 'application/json' })),
        },
        { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
      );
    }

    /** A query string sometimes: the same option names, flat. */
    const queryString = fc.option(
      restOptions(optionNames, currentPools).map((o) => {
        const fields = Object.entries(o).map(([key, value]) => [
          key,
          typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
        ]);
        return `?${new URLSearchParams(fields).toString()}`;
      }),
      { nil: '' },
    );

    /** A resource read's query string: data={"options":{…}}. */
    const resourceQueryString = fc
      .oneof(restOptions(optionNames, currentPools), wrongJson)
      .map((options) => `?${new URLSearchParams({ data: JSON.stringify({ options }) ?? '' })}`);

    type RouteKind = 'plain' | 'resource' | 'read';

    async function checkRoute(
      method: string,
      pattern: string,
      paramArbs: fc.Arbitrary<string>[],
      kind: RouteKind,
    ) {
      await freshFixture();
      const body =
        kind === 'read'
          ? fc.constant({ payload: undefined, contentType: undefined })
          : bodyFor(kind === 'resource');
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(...paramArbs),
          body,
          pattern.startsWith('/resource/') && kind === 'read' ? resourceQueryString : queryString,
          async (params, sent, query) => {
            let index = 0;
            const url = pattern.replace(/:[A-Za-z]+/g, () => params[index++] ?? '') + query;
            const answer = await send(method, url, sent.payload, sent.contentType);
            const where = `${method} ${url.slice(0, 200)} ${String(sent.payload).slice(0, 300)} answered ${answer.status} ${answer.text}`;
            expect(answer.status, where).toBeLessThan(500);
            if (kind === 'read') {
              if (answer.status >= 400 && answer.body)
                expectClearMessage((answer.body as { message?: unknown }).message, where);
            } else if (answer.status >= 400) {
              const message = (answer.body as { message?: unknown } | null)?.message;
              expectClearMessage(message, where);
              await expectNothingWritten(where, message);
            } else {
              await takeWrites(app.db);
            }
          },
        ),
        { numRuns: kind === 'read' ? READ_RUNS : isSlow(pattern) ? SLOW_RUNS : RUNS },
      );
    }

    it('each plain route: no server error, a clear refusal, nothing written when refused', async () => {
      for (const route of routes.filter((r) => !r.url.startsWith('/resource/'))) {
        const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) =>
          paramValue(match[1] as string),
        );
        await checkRoute(route.method, route.url, params.length ? params : [fc.constant('')], 'plain');
      }
    }, 240_000);

    it('each GET route and /resource/ read: no server error', async () => {
      for (const route of readRoutes) {
        const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) =>
          paramValue(match[1] as string),
        );
        await checkRoute('GET', route.url, params.length ? params : [fc.constant('')], 'read');
      }
      for (const [name, actions] of RESOURCES) {
        if ('get' in actions) await checkRoute('GET', `/resource/${name}/get/`, [fc.constant('')], 'read');
      }
    }, 240_000);

    it('each /resource/{Name}/{action}/ write, and names that are no resource', async () => {
      for (const write of resourceWrites) {
        const [name, action] = write.split('/') as [string, string];
        const method = action === 'update' ? 'PUT' : action === 'delete' ? 'DELETE' : 'POST';
        for (const sent of new Set([method, 'POST'])) {
          await checkRoute(sent, `/resource/${name}/${action}/`, [fc.constant('')], 'resource');
        }
      }
      const anyName = fc.oneof(
        fc.constantFrom(...PROTOTYPE_KEYS),
        hostileText.map((t) => percentEncode(t)),
      );
      await checkRoute('POST', '/resource/:name/:action/', [anyName, anyName], 'resource');
    }, 240_000);
  });

  it(`made at least ${MIN_CASES} generated calls`, () => {
    expect(cases).toBeGreaterThanOrEqual(MIN_CASES);
  });
});

import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_CONTROL_CHARACTER, TEXT_INVISIBLE_NAME, TEXT_MALFORMED } from '../../core/texts';
import { graphql } from '../gql';
import {
  CREATE_BOARD,
  type CreateBoardResult,
  createBoard,
  DOMAIN_ERROR_FIELDS,
  type DomainErrorResult,
  newUser,
  SIGN_UP,
  savePin,
  succeeded,
  type TestBoard,
  type TestPin,
  type TestUser,
  uniqueEmail,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// Text from outside is checked at one boundary (GraphQL arguments, REST bodies, query
// strings and path parameters) — control characters and broken Unicode are refused with a field error,
// text is stored in NFC, invisible names are refused and bidirectional overrides leave names — and ids that
// mean nothing are "not found", never a server error.

let app: TestApp;
let client: TestClient;
let user: TestUser;
let board: TestBoard;
let pin: TestPin;

beforeAll(async () => {
  app = await startTestApp();
  ({ client, user } = await newUser(app));
  board = await createBoard(client, { name: 'Text checks' });
  pin = await savePin(app, user, { boardId: board.entityId, description: 'Before' });
});

afterAll(async () => {
  await app?.close();
});

async function createBoardResult(name: string): Promise<CreateBoardResult> {
  const result = await client.gql(CREATE_BOARD, { input: { name } });
  expect(result.errors).toBeUndefined();
  return result.data!.createBoard;
}

async function boardNames(): Promise<string[]> {
  const rows = await app.db.selectFrom('boards').select('name').where('owner_id', '=', user.id).execute();
  return rows.map((row) => row.name);
}

describe('GraphQL arguments', () => {
  it('a NUL byte in a board name is refused under input.name, and no board is made', async () => {
    const before = await boardNames();
    const result = await createBoardResult('Nul\u0000board');
    expect(result).toMatchObject({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message: TEXT_CONTROL_CHARACTER,
      field: 'input.name',
    });
    expect(await boardNames()).toEqual(before);
  });

  it('other control characters are refused too; tab, newline and carriage return are kept', async () => {
    for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009b']) {
      const result = await createBoardResult(`Bad ${bad} name`);
      expect(result, JSON.stringify(bad)).toMatchObject({ __typename: 'DomainError', field: 'input.name' });
    }
    const UPDATE_PIN = graphql(`mutation TextInputUpdatePinDescription($input: UpdatePinInput!) {
      updatePin(input: $input) { __typename ...DomainErrorFields ... on MutationUpdatePinSuccess { data { description } } }
    }`);
    const kept = await client.query(UPDATE_PIN, {
      input: { pinId: pin.id, description: 'Line one\r\nline\ttwo' },
    });
    expect(succeeded(kept.updatePin).description).toBe('Line one\r\nline\ttwo');
  });

  it('a NUL byte in a pin description, the settings URL or a full name is a field error, not a server error', async () => {
    const UPDATE_PIN = graphql(
      `mutation TextInputUpdatePin($input: UpdatePinInput!) { updatePin(input: $input) { __typename ...DomainErrorFields } }`,
    );
    const pinResult = await client.gql(UPDATE_PIN, {
      input: { pinId: pin.id, description: 'a\u0000b' },
    });
    expect(pinResult.data?.updatePin).toMatchObject({ code: 'VALIDATION', field: 'input.description' });

    const SETTINGS = graphql(
      `mutation TextInputSettings($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) { __typename ...DomainErrorFields } }`,
    );
    const settings = await client.gql(SETTINGS, {
      input: { listedWebsiteUrl: 'https://example.com/\u0000' },
    });
    expect(settings.data?.updateUserSettings).toMatchObject({
      code: 'VALIDATION',
      field: 'input.listedWebsiteUrl',
    });

    const signUp = await app.client().gql(SIGN_UP, {
      input: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        fullName: 'Nul\u0000Name',
        birthDate: '1990-05-17',
      },
    });
    expect(signUp.data?.signUp).toMatchObject({ __typename: 'DomainError', field: 'input.fullName' });
  });

  it('a lone surrogate is refused as broken text', async () => {
    expect(await createBoardResult('Half \ud83d')).toMatchObject({
      __typename: 'DomainError',
      message: TEXT_MALFORMED,
      field: 'input.name',
    });
  });

  it('a name of only zero-width and filler characters is refused; an emoji with joiners is a name', async () => {
    for (const invisible of ['\u200b', '\u200b\u200d \ufeff', '\u2060\u3164', '\u202e\u200c']) {
      expect(await createBoardResult(invisible), JSON.stringify(invisible)).toMatchObject({
        __typename: 'DomainError',
        message: TEXT_INVISIBLE_NAME,
        field: 'input.name',
      });
    }
    const family = '\u{1f469}\u200d\u{1f467}';
    expect(await createBoardResult(family)).toMatchObject({ data: { name: family } });
  });

  it('text is stored in NFC, and bidirectional overrides leave names (but not descriptions)', async () => {
    const created = await createBoardResult('Cafe\u0301 \u202egnp.exe\u202c and \u2066isolate\u2069');
    expect(created).toMatchObject({ data: { name: 'Caf\u00e9 gnp.exe and isolate' } });

    const signUp = await app.client().query(SIGN_UP, {
      input: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        fullName: 'Eve \u202eliam\u202c Smith',
        birthDate: '1990-05-17',
      },
    });
    expect(signUp.signUp).toMatchObject({ data: { fullName: 'Eve liam Smith' } });
  });

  it('a word in a query is checked too: a NUL in a search is a clear error', async () => {
    const result = await client.gql(
      graphql(
        `query TextInputBoard($slug: String!, $username: String!) { board(username: $username, slug: $slug) { id } }`,
      ),
      { username: user.username, slug: 'a\u0000b' },
    );
    expect(result.status).toBeLessThan(500);
    expect(result.errors?.[0]).toMatchObject({
      message: TEXT_CONTROL_CHARACTER,
      extensions: { code: 'VALIDATION', field: 'slug' },
    });
  });
});

describe('global ids and entity ids', () => {
  const NODE = graphql(`query TextInputNode($id: ID!) { node(id: $id) { id } }`);
  const NODES = graphql(`query TextInputNodes($ids: [ID!]!) { nodes(ids: $ids) { id } }`);

  it('node answers null for an unknown type, a type that is not a node, and a malformed id', async () => {
    const ids = [
      encodeGlobalID('Nope', '1'),
      encodeGlobalID('Image', '1'),
      encodeGlobalID('Query', '1'),
      encodeGlobalID('DomainError', '1'),
      encodeGlobalID('Board', 'x'),
      encodeGlobalID('Board', '99999999999999999999999'),
      '%%%',
      '',
      Buffer.from('no colon').toString('base64'),
      Buffer.from(':1').toString('base64'),
      Buffer.from('constructor:1').toString('base64'),
      Buffer.from('__proto__:1').toString('base64'),
    ];
    for (const id of ids) {
      const result = await client.gql(NODE, { id });
      expect(result, id).toMatchObject({ status: 200, data: { node: null } });
      expect(result.errors, id).toBeUndefined();
    }
  });

  it('nodes answers null in the places of ids that mean nothing, and the others still load', async () => {
    const result = await client.gql(NODES, {
      ids: [encodeGlobalID('Nope', '1'), board.id, 'garbage', encodeGlobalID('Pin', pin.id)],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.nodes).toEqual([null, { id: board.id }, null, { id: pin.globalId }]);
  });
});

describe('entity ids in mutations', () => {
  // Each of these reached a bigint column unchecked and answered INTERNAL_SERVER_ERROR (found by
  // tests/integration/hostileInput.test.ts).
  const cases: [string, string, () => Record<string, unknown>][] = [
    [
      'movePins to a board id that is no number',
      `mutation($input: MovePinsInput!) { result: movePins(input: $input) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      () => ({ input: { pinIds: [pin.id], toBoardId: encodeGlobalID('Board', board.entityId) } }),
    ],
    [
      'movePins into a section id past the bigint range',
      `mutation($input: MovePinsInput!) { result: movePins(input: $input) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      () => ({ input: { pinIds: [pin.id], toBoardId: board.entityId, toSectionId: '9223372036854775808' } }),
    ],
    [
      'savePin into a section id that is no number',
      `mutation($input: SavePinInput!) { result: savePin(input: $input) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      () => ({ input: { pinId: pin.id, boardId: board.entityId, sectionId: 'x' } }),
    ],
    [
      'updateBoard with a cover pin id that is no number',
      `mutation($input: UpdateBoardInput!) { result: updateBoard(input: $input) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      () => ({ input: { boardId: board.entityId, coverPinId: encodeGlobalID('Nope', '1') } }),
    ],
    [
      'revokeBusinessAccess with empty ids',
      `mutation($b: String!, $m: String!) { result: revokeBusinessAccess(businessId: $b, memberId: $m) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      () => ({ b: 'x', m: '' }),
    ],
  ];

  it.each(cases)('%s is not found', async (_name, query, variables) => {
    const result = await client.gql<{ result: DomainErrorResult }>(query, variables());
    expect(result.errors).toBeUndefined();
    expect(result.data?.result).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
  });

  it('an upload id past the bigint range is an unknown upload, in uploadStatus and createPin', async () => {
    const status = await client.gql(
      graphql(`query TextInputUploadStatus($ids: [String!]!) { uploadStatus(ids: $ids) { status } }`),
      { ids: ['9223372036854775808'] },
    );
    expect(status.errors).toBeUndefined();
    const created = await client.gql(
      graphql(
        `mutation TextInputResult($input: CreatePinInput!) { result: createPin(input: $input) { __typename ...DomainErrorFields } }`,
      ),
      { input: { boardId: board.entityId, mediaUploadId: '9223372036854775808' } },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.result).toMatchObject({ __typename: 'DomainError' });
  });

  it('removeCollaborator of an id that is no number changes nothing', async () => {
    const result = await client.gql(
      graphql(
        `mutation TextInputResult2($b: String!) { result: removeCollaborator(boardId: $b, userId: "") { __typename } }`,
      ),
      { b: board.entityId },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.result.__typename).toBe('MutationRemoveCollaboratorSuccess');
  });
});

describe('REST bodies, query strings and path parameters', () => {
  it('a NUL in a resource option is refused in the failure envelope, naming the option', async () => {
    const before = await boardNames();
    for (const body of [
      { data: { options: { name: 'Nul\u0000board' } } },
      new URLSearchParams({ data: JSON.stringify({ options: { name: 'Nul\u0000board' } }) }),
    ]) {
      const { status, body: envelope } = await restJson(
        await client.post('/resource/BoardResource/create/', body),
      );
      expect(status).toBe(400);
      expect(envelope).toEqual({
        status: 'failure',
        code: 1,
        message: TEXT_CONTROL_CHARACTER,
        message_detail: 'data.options.name',
        api_error_code: 1,
      });
    }
    expect(await boardNames()).toEqual(before);
  });

  it('a resource name is kept in NFC with its bidirectional overrides removed', async () => {
    const { status, body } = await restJson<{ name: string }>(
      await client.post('/resource/BoardResource/create/', {
        data: { options: { name: 'Cre\u0300me \u202ebrulee' } },
      }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { name: 'Cr\u00e8me brulee' } });
  });

  it('a NUL in a query string or a path parameter is refused, not a server error', async () => {
    for (const path of [
      '/v3/search/autocomplete/?q=a%00b',
      '/v3/pins/1%00/',
      '/v3/register/exists/?email=a%00%40example.com',
      '/resource/BaseSearchResource/get/?data=%7B%22options%22%3A%7B%22query%22%3A%22a%5Cu0000%22%7D%7D',
    ]) {
      const { status, body } = await restJson(await client.get(path));
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ status: 'failure', api_error_code: 1 });
    }
    // A path that is not UTF-8 at all (an encoded lone surrogate) never reaches a route.
    expect((await client.request('PUT', '/v3/boards/%ED%A0%80/follow/')).status).toBe(400);
  });

  it('resource options that are no object are refused, and data=null means no options', async () => {
    const call = (data: string) =>
      client.get(`/resource/BaseSearchResource/get/?${new URLSearchParams({ data })}`);
    for (const data of ['{"options":-1e308}', '{"options":[1]}', '{"options":"x"}']) {
      const { status, body } = await restJson(await call(data));
      expect(status, data).toBe(400);
      expect(body, data).toMatchObject({ status: 'failure', message: 'options must be an object' });
    }
    expect((await call('null')).status).toBe(200);
  });

  it('a resource option of the wrong shape is refused naming it, and nothing is made', async () => {
    const before = await boardNames();
    for (const [name, expected] of [
      [{ first: 'x' }, 'name must be a text.'],
      [['x'], 'name must be a text.'],
      [true, 'name must be a text.'],
    ] as const) {
      const { status, body } = await restJson(
        await client.post('/resource/BoardResource/create/', { data: { options: { name } } }),
      );
      expect(status, JSON.stringify(name)).toBe(400);
      expect(body).toEqual({
        status: 'failure',
        code: 1,
        message: expected,
        message_detail: null,
        api_error_code: 1,
      });
    }
    expect(await boardNames()).toEqual(before);
  });

  it('resource data that is no JSON is refused', async () => {
    const { status, body } = await restJson(
      await client.get(`/resource/BaseSearchResource/get/?${new URLSearchParams({ data: '{"options":' })}`),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message: 'data must be JSON' });
  });

  it('a plain /v3 field of the wrong shape is refused naming it', async () => {
    const { status, body } = await restJson(
      await client.post('/v3/facebook/profile_data/', { access_token: 'x', fields: [{ a: 1 }] }),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 'failure', message: 'fields must be a list of texts.' });
  });

  it('a quick-promote body of the wrong shape is refused naming the field, in message_detail too', async () => {
    for (const [sent, expected] of [
      [{ targeting_spec: 'everyone' }, 'targeting_spec must be an object.'],
      [{ targeting_spec: { ages: [{}] } }, 'targeting_spec.ages must be a list of texts.'],
      [{ is_ongoing: 'maybe' }, 'is_ongoing must be true or false.'],
      [{ campaign_name: { toString: 'x' } }, 'campaign_name must be a text.'],
    ] as const) {
      const { status, body } = await restJson(
        await client.post(`/ads/v4/advertisers/1/pins/${pin.id}/quick_promote/`, sent),
      );
      expect(status, expected).toBe(400);
      expect(body, expected).toMatchObject({
        status: 'failure',
        message: expected,
        message_detail: expected,
      });
    }
  });

  it('an id that means nothing is not found', async () => {
    for (const id of ['x', '0', '-1', '99999999999999999999999', encodeGlobalID('Pin', pin.id)]) {
      const { status, body } = await restJson(await client.get(`/v3/pins/${encodeURIComponent(id)}/`));
      expect(status, id).toBe(404);
      expect(body, id).toMatchObject({ status: 'failure', api_error_code: 40 });
    }
  });
});

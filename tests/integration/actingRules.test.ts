import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_BOARD_WHEN_ACTING } from '../../core/boardPrivacy';
import { ADVERTISER_NOT_ACTED_FOR } from '../../core/business';
import { NO_INVITES_WHEN_ACTING } from '../../core/collaborators';
import { graphql } from '../gql';
import { CREATE_BOARD, createBoard, newUser, succeeded, uniqueEmail } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { actingAs } from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const CONVERT = graphql(`mutation ActingConvert($input: ConvertToBusinessInput!) {
  convertToBusiness(input: $input) { __typename }
}`);
const CREATE_LINKED = graphql(`mutation ActingCreateLinked($input: CreateLinkedBusinessInput!) {
  createLinkedBusiness(input: $input) {
    __typename ...DomainErrorFields
    ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }
  }
}`);
const UPDATE_BOARD = graphql(`mutation ActingUpdateBoard($input: UpdateBoardInput!) {
  updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { privacy } } }
}`);
const INVITE = graphql(`mutation ActingInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
  inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) { __typename ...DomainErrorFields }
}`);

interface Business {
  /** The person, signed in as themselves. */
  person: TestClient;
  personId: string;
  /** The same person acting for their linked business profile. */
  acting: TestClient;
  id: string;
  username: string;
}

/** A business person with a linked business profile, and a client acting for it. */
async function newBusiness(): Promise<Business> {
  const { client, user } = await newUser(app);
  const converted = await client.query(CONVERT, {
    input: { businessName: 'Fern & Stone Ceramics', website: 'fernandstone.example', country: 'us' },
  });
  expect(converted.convertToBusiness.__typename).toBe('MutationConvertToBusinessSuccess');
  const { createLinkedBusiness } = await client.query(CREATE_LINKED, {
    input: {
      businessName: 'Fern & Stone Studio',
      email: uniqueEmail('shop').replace('@example.com', '@fernandstone.example'),
    },
  });
  const linked = succeeded(createLinkedBusiness);
  return {
    person: client,
    personId: user.id,
    acting: actingAs(app, client, linked.id),
    id: linked.id,
    username: linked.user.username,
  };
}

/** What the database holds of a profile's boards and invitations: a refused write must leave it as it was. */
async function boardsAndInvitesOf(ownerId: string) {
  const boards = await app.db
    .selectFrom('boards')
    .select(['id', 'name', 'privacy'])
    .where('owner_id', '=', ownerId)
    .orderBy('id')
    .execute();
  const invites = await app.db
    .selectFrom('board_invites')
    .innerJoin('boards', 'boards.id', 'board_invites.board_id')
    .select('board_invites.id')
    .where('boards.owner_id', '=', ownerId)
    .execute();
  return { boards, invites: invites.length };
}

async function advertiserFor(ownerId: string): Promise<string> {
  const row = await app.db
    .insertInto('advertisers')
    .values({
      owner_id: ownerId,
      name: 'Fern & Stone',
      country: 'US',
      currency: 'USD',
      website: 'https://x.example',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pickerGet(client: TestClient, options: Record<string, unknown>) {
  return restJson<{ all_boards: { id: string; name: string }[]; boards_shortlist: { id: string }[] }>(
    await client.get(`/resource/BoardPickerBoardsResource/get/${resourceQuery(options)}`),
  );
}

function boardNames(answer: Awaited<ReturnType<typeof pickerGet>>): string[] {
  if (answer.body.status !== 'success') throw new Error(`picker refused: ${answer.body.message}`);
  return answer.body.data.all_boards.map((b) => b.name).sort();
}

describe('acting for a business: no secret boards', () => {
  it('refuses creating a secret board, through GraphQL and the legacy resource, and creates nothing', async () => {
    const business = await newBusiness();
    const before = await boardsAndInvitesOf(business.id);

    const { createBoard: result } = await business.acting.query(CREATE_BOARD, {
      input: { name: 'Hidden plans', privacy: 'secret' },
    });
    expect(result).toMatchObject({
      __typename: 'DomainError',
      message: SECRET_BOARD_WHEN_ACTING,
      field: 'privacy',
    });
    const rest = await restJson(
      await business.acting.post('/resource/BoardResource/create/', {
        data: { options: { name: 'Hidden plans', privacy: 'secret' } },
      }),
    );
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ status: 'failure', message: SECRET_BOARD_WHEN_ACTING });

    expect(await boardsAndInvitesOf(business.id)).toEqual(before);
  });

  it('refuses making a board secret while acting, and leaves it public', async () => {
    const business = await newBusiness();
    const board = await createBoard(business.acting, { name: 'Spring catalogue' });
    const before = await boardsAndInvitesOf(business.id);

    const { updateBoard } = await business.acting.query(UPDATE_BOARD, {
      input: { boardId: board.entityId, privacy: 'secret' },
    });
    expect(updateBoard).toMatchObject({ __typename: 'DomainError', message: SECRET_BOARD_WHEN_ACTING });
    expect(await boardsAndInvitesOf(business.id)).toEqual(before);
    expect(before.boards).toEqual([{ id: board.entityId, name: 'Spring catalogue', privacy: 'public' }]);
  });

  it('still lets people acting as themselves make and keep secret boards', async () => {
    const business = await newBusiness();
    const board = await createBoard(business.person, { name: 'Mine only', privacy: 'secret' });
    expect(board.privacy).toBe('secret');
    const { updateBoard } = await business.person.query(UPDATE_BOARD, {
      input: { boardId: board.entityId, privacy: 'public' },
    });
    expect(updateBoard).toMatchObject({ data: { privacy: 'public' } });
  });
});

describe('acting for a business: no collaborator invitations', () => {
  it('refuses invitations by account and by email, through GraphQL and the legacy resource, and records none', async () => {
    const business = await newBusiness();
    const friend = await newUser(app);
    const board = await createBoard(business.acting, { name: 'Shop window' });
    const before = await boardsAndInvitesOf(business.id);

    const { inviteCollaborators } = await business.acting.query(INVITE, {
      boardId: board.entityId,
      userIds: [friend.user.id],
      emails: ['friend@example.com'],
    });
    expect(inviteCollaborators).toMatchObject({ __typename: 'DomainError', message: NO_INVITES_WHEN_ACTING });
    const rest = await restJson(
      await business.acting.post('/resource/BoardInviteResource/create/', {
        data: { options: { board_id: board.entityId, invited_user_ids: [friend.user.id] } },
      }),
    );
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ status: 'failure', message: NO_INVITES_WHEN_ACTING });

    expect(await boardsAndInvitesOf(business.id)).toEqual(before);
    expect(before.invites).toBe(0);
  });
});

describe('the legacy board picker resource answers its filters', () => {
  it('filter=protected lists only the protected boards of the profile acted for', async () => {
    const business = await newBusiness();
    await createBoard(business.acting, { name: 'Public shelf' });
    const made = await business.acting.query(CREATE_BOARD, {
      input: { name: 'Ads only', privacy: 'protected' },
    });
    succeeded(made.createBoard);

    expect(boardNames(await pickerGet(business.acting, { filter: 'protected' }))).toEqual(['Ads only']);
    expect(boardNames(await pickerGet(business.acting, { filter: 'all' }))).toEqual([
      'Ads only',
      'Public shelf',
    ]);
    // As themselves the person has no protected boards: those belong to the business.
    expect(boardNames(await pickerGet(business.person, { filter: 'protected' }))).toEqual([]);
  });

  it('user_id and username list another person’s boards as their profile shows them: no secret or protected ones', async () => {
    const owner = await newUser(app);
    const viewer = await newUser(app);
    await createBoard(owner.client, { name: 'Open recipes' });
    await createBoard(owner.client, { name: 'Surprise party', privacy: 'secret' });

    expect(boardNames(await pickerGet(viewer.client, { filter: 'all', user_id: owner.user.id }))).toEqual([
      'Open recipes',
    ]);
    expect(boardNames(await pickerGet(viewer.client, { username: owner.user.username }))).toEqual([
      'Open recipes',
    ]);
    expect(
      boardNames(await pickerGet(viewer.client, { filter: 'protected', user_id: owner.user.id })),
    ).toEqual([]);
    // Their own user_id is their own picker, secret boards included.
    expect(boardNames(await pickerGet(owner.client, { user_id: owner.user.id }))).toEqual([
      'Open recipes',
      'Surprise party',
    ]);
    const missing = await pickerGet(viewer.client, { username: 'nobody-has-this-name' });
    expect(missing.status).toBe(404);
  });

  it('a business’s protected boards are never listed to someone who may not act for it', async () => {
    const business = await newBusiness();
    await createBoard(business.acting, { name: 'Public shelf' });
    succeeded(
      (await business.acting.query(CREATE_BOARD, { input: { name: 'Ads only', privacy: 'protected' } }))
        .createBoard,
    );
    const stranger = await newUser(app);
    expect(boardNames(await pickerGet(stranger.client, { user_id: business.id }))).toEqual(['Public shelf']);
    expect(
      boardNames(await pickerGet(stranger.client, { filter: 'protected', username: business.username })),
    ).toEqual([]);
  });

  it('advertiser_id lists the advertiser’s boards only for a person who may act for its profile', async () => {
    const business = await newBusiness();
    succeeded(
      (await business.acting.query(CREATE_BOARD, { input: { name: 'Ads only', privacy: 'protected' } }))
        .createBoard,
    );
    const advertiserId = await advertiserFor(business.id);

    // The person may act for the business, so the advertiser's protected boards are listed even unacted.
    expect(
      boardNames(await pickerGet(business.person, { filter: 'protected', advertiser_id: advertiserId })),
    ).toEqual(['Ads only']);
    expect(
      boardNames(await pickerGet(business.acting, { filter: 'protected', advertiser_id: advertiserId })),
    ).toEqual(['Ads only']);

    const stranger = await newUser(app);
    const refused = await pickerGet(stranger.client, { filter: 'protected', advertiser_id: advertiserId });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: ADVERTISER_NOT_ACTED_FOR });
    expect(JSON.stringify(refused.body)).not.toContain('Ads only');
    // An advertiser id that does not exist answers the same, so ids tell strangers nothing.
    const missing = await pickerGet(stranger.client, { advertiser_id: '987654321' });
    expect({ status: missing.status, body: missing.body }).toEqual({
      status: refused.status,
      body: refused.body,
    });
    const anonymous = await pickerGet(app.client(), { advertiser_id: advertiserId });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /v3/users/me/', () => {
  it('answers the signed-in viewer (the profile acted for while acting), like GET', async () => {
    const business = await newBusiness();
    const own = await restJson<{ id: string; username: string }>(
      await business.person.post('/v3/users/me/', {}),
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      status: 'success',
      code: 0,
      message: 'ok',
      data: { id: business.personId },
    });
    const read = await restJson(await business.person.get('/v3/users/me/'));
    expect(own.body).toEqual(read.body);

    const acting = await restJson(await business.acting.post('/v3/users/me/', {}));
    expect(acting.body).toMatchObject({
      status: 'success',
      data: { id: business.id, username: business.username },
    });
  });

  it('answers a request without a body too, and refuses visitors and requests without the CSRF token', async () => {
    const { client, user } = await newUser(app);
    const empty = await restJson(await client.request('POST', '/v3/users/me/'));
    expect(empty.body).toMatchObject({ status: 'success', data: { id: user.id } });

    const visitor = await restJson(await app.client().post('/v3/users/me/', {}));
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ status: 'failure' });
    const forged = await client.post('/v3/users/me/', {}, { csrf: false });
    expect(forged.status).toBe(403);
  });
});

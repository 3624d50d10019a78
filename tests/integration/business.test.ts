import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTING_AS_HEADER, ACTING_AS_REFUSED_DETAIL } from '../../core/actingAs';
import {
  ACTING_AS_NEEDS_MFA,
  ACTING_AS_READ_ONLY,
  ACTING_AS_REFUSED,
  BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT,
  BUSINESS_ACCESS_OWNER_ONLY,
  BUSINESS_EMAIL_FREE_MAIL,
} from '../../core/business';
import { graphql } from '../gql';
import type { BoardPrivacy, BusinessPermission } from '../gql/graphql';
import { CREATE_BOARD, newUser, succeeded, type TestUser, uniqueEmail } from '../support/fixtures';
import { resourceQuery, restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Result<T> = { __typename: string; data?: T; code?: string; message?: string; field?: string | null };

/** A client whose every request acts for `profileId` (the header the web client sends from session storage). */
function actingAs(client: TestClient, profileId: string): TestClient {
  const acting = app.client();
  for (const [name, value] of client.cookies) acting.cookies.set(name, value);
  const request = acting.request.bind(acting);
  acting.request = (method, path, body, options = {}) =>
    request(method, path, body, {
      ...options,
      headers: { ...options.headers, [ACTING_AS_HEADER]: profileId },
    });
  return acting;
}

async function convert(client: TestClient, businessName = 'Fern & Stone Ceramics'): Promise<Result<unknown>> {
  const { convertToBusiness } = await client.query(
    graphql(`mutation BusinessConvertToBusiness($input: ConvertToBusinessInput!) {
      convertToBusiness(input: $input) { __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { isPartner businessName } } }
    }`),
    { input: { businessName, website: 'fernandstone.example', country: 'us' } },
  );
  return convertToBusiness;
}

async function newBusinessPerson(): Promise<{ client: TestClient; user: TestUser }> {
  const person = await newUser(app);
  const result = await convert(person.client);
  expect(result.__typename).toBe('MutationConvertToBusinessSuccess');
  return person;
}

async function createLinked(
  client: TestClient,
  email = uniqueEmail('shop').replace('@example.com', '@fernandstone.example'),
): Promise<Result<{ id: string; user: { username: string } }>> {
  const { createLinkedBusiness } = await client.query(
    graphql(`mutation BusinessCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
      createLinkedBusiness(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationCreateLinkedBusinessSuccess { data { id permissions user { username } } }
      }
    }`),
    { input: { businessName: 'Fern & Stone Studio', email } },
  );
  return createLinkedBusiness;
}

async function linkedBusiness(client: TestClient): Promise<{ id: string; username: string }> {
  const result = await createLinked(client);
  if (!result.data) throw new Error(`createLinkedBusiness refused: ${result.message}`);
  return { id: result.data.id, username: result.data.user.username };
}

async function grant(
  client: TestClient,
  login: string,
  permission: BusinessPermission,
): Promise<Result<unknown>> {
  const { grantBusinessAccess } = await client.query(
    graphql(`mutation BusinessGrantBusinessAccess($login: String!, $permission: BusinessPermission!) {
      grantBusinessAccess(login: $login, permission: $permission) { __typename ...DomainErrorFields }
    }`),
    { login, permission },
  );
  return grantBusinessAccess;
}

async function whoAmI(client: TestClient) {
  return (
    await client.query(
      graphql(`query BusinessViewer { viewer { username isActingAs isPartner person { username } } }`),
    )
  ).viewer;
}

async function createBoardAs(client: TestClient, name: string, privacy: BoardPrivacy = 'public') {
  return (
    await client.query(CREATE_BOARD, {
      input: { name, privacy },
    })
  ).createBoard;
}

/** What an acting request refused at the door answers: 403 in the envelope, marked as a refused profile. */
async function refusal(
  client: TestClient,
): Promise<{ status: number; message: string; detail: string | null }> {
  const response = await client.post('/graphql', { query: '{ viewer { username } }' });
  const body = (await response.json()) as { message: string; message_detail: string | null };
  return { status: response.status, message: body.message, detail: body.message_detail };
}

describe('business accounts (/business/convert)', () => {
  it('a personal account converts to a business account with its business name', async () => {
    const { client } = await newUser(app);
    expect((await whoAmI(client)).isPartner).toBe(false);
    const result = await convert(client);
    expect(result).toMatchObject({ data: { isPartner: true, businessName: 'Fern & Stone Ceramics' } });
    expect((await whoAmI(client)).isPartner).toBe(true);
  });

  it('refuses an empty business name and leaves the account personal', async () => {
    const { client } = await newUser(app);
    expect(await convert(client, '   ')).toMatchObject({
      __typename: 'DomainError',
      message: 'Please enter your business name.',
      field: 'businessName',
    });
    expect((await whoAmI(client)).isPartner).toBe(false);
  });

  it('only business accounts create linked business profiles, and only with a business email', async () => {
    const personal = await newUser(app);
    expect(await createLinked(personal.client)).toMatchObject({
      __typename: 'DomainError',
      message: BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT,
    });
    const business = await newBusinessPerson();
    expect(await createLinked(business.client, 'shop.owner@yahoo.co.uk')).toMatchObject({
      message: BUSINESS_EMAIL_FREE_MAIL,
      field: 'email',
    });
    expect(await createLinked(business.client, 'shop.owner@hotmail.com')).toMatchObject({
      message: BUSINESS_EMAIL_FREE_MAIL,
    });
    const created = await createLinked(business.client);
    expect(created.__typename).toBe('MutationCreateLinkedBusinessSuccess');
  });

  it('lists the person’s own profile first (OWNER), then the linked one, in GraphQL and /vx/business_access/profiles/', async () => {
    const { client, user } = await newBusinessPerson();
    const linked = await linkedBusiness(client);
    const { viewer } = await client.query(
      graphql(
        `query BusinessViewer2 { viewer { businessAccessProfiles { id permissions viewerMeetsMfaRequirement } } }`,
      ),
    );
    expect(viewer.businessAccessProfiles).toEqual([
      { id: user.id, permissions: ['OWNER'], viewerMeetsMfaRequirement: true },
      { id: linked.id, permissions: ['OWNER'], viewerMeetsMfaRequirement: true },
    ]);
    const rest = await restJson<
      Record<string, { id: string; permissions: string[]; user: { username: string } }>
    >(await client.get('/vx/business_access/profiles/'));
    expect(rest.status).toBe(200);
    if (rest.body.status !== 'success') throw new Error(rest.body.message);
    expect(Object.keys(rest.body.data).sort()).toEqual([user.id, linked.id].sort());
    expect(rest.body.data[linked.id]).toMatchObject({
      permissions: ['OWNER'],
      user: { username: linked.username },
    });
  });

  it('answers /vx/business_access/profiles/ for a visitor with 401 (no redirect)', async () => {
    const response = await app.client().get('/vx/business_access/profiles/', { redirect: 'manual' });
    expect(response.status).toBe(401);
  });

  it('a linked business profile has no password of its own: nobody logs in to it directly', async () => {
    const { client } = await newBusinessPerson();
    const email = uniqueEmail('desk').replace('@example.com', '@fernandstone.example');
    expect((await createLinked(client, email)).__typename).toBe('MutationCreateLinkedBusinessSuccess');
    const { logIn } = await app
      .client()
      .query(graphql(`mutation BusinessLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }`), {
        input: { login: email, password: '' },
      });
    expect(logIn.__typename).toBe('DomainError');
  });
});

describe('acting as a business profile', () => {
  it('shows and writes as the profile, while the person stays who is signed in', async () => {
    const { client, user } = await newBusinessPerson();
    const linked = await linkedBusiness(client);
    const acting = actingAs(client, linked.id);
    expect(await whoAmI(acting)).toEqual({
      username: linked.username,
      isActingAs: true,
      isPartner: true,
      person: { username: user.username },
    });
    const board = await createBoardAs(acting, 'Spring collection');
    expect(board.__typename).toBe('MutationCreateBoardSuccess');
    const owner = await app.db
      .selectFrom('boards')
      .select('owner_id')
      .where('id', '=', succeeded(board).entityId)
      .executeTakeFirstOrThrow();
    expect(owner.owner_id).toBe(linked.id);
    // Without the header the same session is the person again.
    expect(await whoAmI(client)).toMatchObject({ username: user.username, isActingAs: false });
  });

  it('the legacy REST calls act for the profile too', async () => {
    const { client } = await newBusinessPerson();
    const linked = await linkedBusiness(client);
    const response = await actingAs(client, linked.id).post('/resource/BoardResource/create/', {
      data: { options: { name: 'Lookbook', privacy: 'public' } },
    });
    const { status, body } = await restJson<{ owner: { id: string } }>(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { owner: { id: linked.id } } });
  });

  it('refuses a stranger who names someone else’s business profile, for reads and writes', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const stranger = await newBusinessPerson();
    expect(await refusal(actingAs(stranger.client, linked.id))).toEqual({
      status: 403,
      message: ACTING_AS_REFUSED,
      detail: ACTING_AS_REFUSED_DETAIL,
    });
    expect(await refusal(actingAs(stranger.client, owner.user.id))).toMatchObject({ status: 403 });
    expect(await refusal(actingAs(stranger.client, 'not-a-number'))).toMatchObject({ status: 403 });
    const write = await actingAs(stranger.client, linked.id).post('/resource/BoardResource/create/', {
      data: { options: { name: 'Hijacked' } },
    });
    expect(write.status).toBe(403);
    const boards = await app.db.selectFrom('boards').select('id').where('owner_id', '=', linked.id).execute();
    expect(boards).toEqual([]);
  });

  it('lets an admin act, an analyst only read', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const admin = await newBusinessPerson();
    const analyst = await newBusinessPerson();
    const asBusiness = actingAs(owner.client, linked.id);
    expect((await grant(asBusiness, admin.user.username, 'ADMIN')).__typename).toBe(
      'MutationGrantBusinessAccessSuccess',
    );
    expect((await grant(asBusiness, analyst.user.email, 'ANALYST')).__typename).toBe(
      'MutationGrantBusinessAccessSuccess',
    );
    expect((await whoAmI(actingAs(admin.client, linked.id))).username).toBe(linked.username);
    expect(await refusal(actingAs(analyst.client, linked.id))).toEqual({
      status: 403,
      message: ACTING_AS_READ_ONLY,
      detail: ACTING_AS_REFUSED_DETAIL,
    });
  });

  it('gives access only to business accounts, and only owners change who has access', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const asBusiness = actingAs(owner.client, linked.id);
    const personal = await newUser(app);
    expect(await grant(asBusiness, personal.user.username, 'ADMIN')).toMatchObject({
      message: BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT,
      field: 'login',
    });
    const admin = await newBusinessPerson();
    await grant(asBusiness, admin.user.username, 'ADMIN');
    const other = await newBusinessPerson();
    expect(await grant(actingAs(admin.client, linked.id), other.user.username, 'OWNER')).toMatchObject({
      __typename: 'DomainError',
      message: BUSINESS_ACCESS_OWNER_ONLY,
    });
    const members = await actingAs(admin.client, linked.id).query(
      graphql(`query BusinessBusinessMembers { businessMembers { __typename ...DomainErrorFields } }`),
    );
    expect(members.businessMembers).toMatchObject({ message: BUSINESS_ACCESS_OWNER_ONLY });
    const access = await app.db
      .selectFrom('business_access')
      .select('member_id')
      .where('business_id', '=', linked.id)
      .execute();
    expect(access.map((a) => a.member_id).sort()).toEqual([owner.user.id, admin.user.id].sort());
  });

  it('an owner removes an admin, whose next acting request is refused; a person may leave', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const asBusiness = actingAs(owner.client, linked.id);
    const admin = await newBusinessPerson();
    const leaver = await newBusinessPerson();
    await grant(asBusiness, admin.user.username, 'ADMIN');
    await grant(asBusiness, leaver.user.username, 'ADMIN');
    const revoke = graphql(`mutation BusinessRevoke($businessId: String!, $memberId: String!) {
      revokeBusinessAccess(businessId: $businessId, memberId: $memberId) { __typename ...DomainErrorFields }
    }`);
    // An admin cannot remove someone else.
    const byAdmin = await actingAs(admin.client, linked.id).query(revoke, {
      businessId: linked.id,
      memberId: leaver.user.id,
    });
    expect(byAdmin.revokeBusinessAccess).toMatchObject({ message: BUSINESS_ACCESS_OWNER_ONLY });
    await asBusiness.query(revoke, { businessId: linked.id, memberId: admin.user.id });
    expect(await refusal(actingAs(admin.client, linked.id))).toMatchObject({ status: 403 });
    const left = await leaver.client.query(revoke, {
      businessId: linked.id,
      memberId: leaver.user.id,
    });
    expect(left.revokeBusinessAccess.__typename).toBe('MutationRevokeBusinessAccessSuccess');
    expect(await refusal(actingAs(leaver.client, linked.id))).toMatchObject({ status: 403 });
    // The only owner of a profile without a password stays.
    const last = await owner.client.query(revoke, {
      businessId: linked.id,
      memberId: owner.user.id,
    });
    expect(last.revokeBusinessAccess).toMatchObject({ code: 'CONFLICT' });
  });

  it('a business that requires two-factor refuses admins without it, lets owners and admins with it act', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const asBusiness = actingAs(owner.client, linked.id);
    const admin = await newBusinessPerson();
    await grant(asBusiness, admin.user.username, 'ADMIN');
    const setting = await asBusiness.query(
      graphql(
        `mutation BusinessSetBusinessRequiresMfa { setBusinessRequiresMfa(requiresMfa: true) { __typename ...DomainErrorFields } }`,
      ),
    );
    expect(setting.setBusinessRequiresMfa.__typename).toBe('MutationSetBusinessRequiresMfaSuccess');
    expect(await refusal(actingAs(admin.client, linked.id))).toEqual({
      status: 403,
      message: ACTING_AS_NEEDS_MFA,
      detail: ACTING_AS_REFUSED_DETAIL,
    });
    const { viewer } = await admin.client.query(
      graphql(`query BusinessViewer3 { viewer { businessAccessProfiles { id viewerMeetsMfaRequirement } } }`),
    );
    expect(viewer.businessAccessProfiles.find((p) => p.id === linked.id)).toEqual({
      id: linked.id,
      viewerMeetsMfaRequirement: false,
    });
    // Owners act regardless (the profile is owner).
    expect((await whoAmI(asBusiness)).username).toBe(linked.username);
    // An admin who turned two-factor on may act.
    await app.db
      .insertInto('mfa_factors')
      .values({
        user_id: admin.user.id,
        secret: 'JBSWY3DPEHPK3PXP',
        enabled_at: new Date(),
        last_used_step: null,
      })
      .execute();
    expect((await whoAmI(actingAs(admin.client, linked.id))).username).toBe(linked.username);
  });

  it('changing the password while acting changes the person’s own password', async () => {
    const { client, user } = await newBusinessPerson();
    const linked = await linkedBusiness(client);
    const { changePassword } = await actingAs(client, linked.id).query(
      graphql(
        `mutation BusinessChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ...DomainErrorFields } }`,
      ),
      { input: { currentPassword: user.password, newPassword: 'a newer secret phrase' } },
    );
    expect(changePassword.__typename).toBe('MutationChangePasswordSuccess');
    const { logIn } = await app
      .client()
      .query(graphql(`mutation BusinessLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }`), {
        input: { login: user.email, password: 'a newer secret phrase' },
      });
    expect(logIn.__typename).toBe('MutationLogInSuccess');
  });
});

describe('protected boards (made while acting for a business, off its profile)', () => {
  it('are refused to a person acting for nobody', async () => {
    const { client } = await newBusinessPerson();
    expect(await createBoardAs(client, 'Ads only', 'protected')).toMatchObject({
      __typename: 'DomainError',
      field: 'privacy',
    });
  });

  it('are seen by those acting for the business, never by the admin as themselves or by anyone else', async () => {
    const owner = await newBusinessPerson();
    const linked = await linkedBusiness(owner.client);
    const asBusiness = actingAs(owner.client, linked.id);
    const admin = await newBusinessPerson();
    await grant(asBusiness, admin.user.username, 'ADMIN');
    const adminActing = actingAs(admin.client, linked.id);
    const board = await createBoardAs(adminActing, 'Ads only', 'protected');
    expect(board).toMatchObject({ data: { privacy: 'protected' } });
    const boardId = succeeded(board).entityId;
    const readBoard = graphql(`query BusinessReadBoard($id: String!) { board(id: $id) { entityId } }`);
    const picker = graphql(`query BusinessPicker { boardPicker { allBoards { entityId } } }`);

    expect((await adminActing.query(readBoard, { id: boardId })).board).toEqual({
      entityId: boardId,
    });
    expect((await asBusiness.query(picker)).boardPicker.allBoards.map((b) => b.entityId)).toContain(boardId);
    expect((await admin.client.query(readBoard, { id: boardId })).board).toBeNull();
    expect((await owner.client.query(readBoard, { id: boardId })).board).toBeNull();
    const stranger = await newUser(app);
    expect((await stranger.client.query(readBoard, { id: boardId })).board).toBeNull();
    expect((await app.client().query(readBoard, { id: boardId })).board).toBeNull();
    const profile = await asBusiness.query(
      graphql(
        `query BusinessUser($u: String!) { user(username: $u) { boards(first: 50) { edges { node { entityId } } } } }`,
      ),
      { u: linked.username },
    );
    expect(profile.user!.boards.edges.map((e) => e.node.entityId)).not.toContain(boardId);
    const rest = await stranger.client.get(
      `/resource/BoardResource/get/${resourceQuery({ board_id: boardId })}`,
    );
    expect(rest.status).toBe(404);
  });
});

import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { botCheckToken, graphql, type NewMember } from './session';

/**
 * Data a test makes for itself through the API, as the person signed in on the page, so that each test can
 * run alone (`-t`) and none depends on what an earlier one left behind. Every helper fails loudly when the
 * server answers with a DomainError.
 */

let counter = 0;

/**
 * A name no other test of the run uses, e.g. "Trip 3-k2x9", and never a part of another such name (a
 * locator's name matches parts of names): boards made per test never clash.
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}-${Date.now().toString(36).slice(-4)}`;
}

interface Outcome<T> {
  __typename: string;
  data?: T;
  message?: string;
}

/** The success payload of a mutation answer, or an error with the server's message. */
function dataOf<T>(what: string, outcome: Outcome<T>): T {
  if (!outcome.__typename.endsWith('Success') || outcome.data === undefined) {
    throw new Error(`${what} failed: ${outcome.__typename} ${outcome.message ?? ''}`);
  }
  return outcome.data;
}

export interface MadeBoard {
  entityId: string;
  name: string;
  /** The board page's path, e.g. /demotackboarder/trip-3k2x1/ */
  url: string;
}

export async function createBoard(
  page: Page,
  name: string,
  privacy: 'public' | 'secret' = 'public',
): Promise<MadeBoard> {
  const { createBoard } = await graphql<{ createBoard: Outcome<MadeBoard> }>(
    page,
    `mutation ($input: CreateBoardInput!) { createBoard(input: $input) { __typename
      ... on MutationCreateBoardSuccess { data { entityId name url } }
      ... on DomainError { message } } }`,
    { input: { name, privacy } },
  );
  return dataOf('createBoard', createBoard);
}

export interface MadeSection {
  entityId: string;
  title: string;
  slug: string;
}

export async function createSection(page: Page, boardId: string, name: string): Promise<MadeSection> {
  const { createSection } = await graphql<{ createSection: Outcome<MadeSection> }>(
    page,
    `mutation ($input: CreateSectionInput!) { createSection(input: $input) { __typename
      ... on MutationCreateSectionSuccess { data { entityId title slug } }
      ... on DomainError { message } } }`,
    { input: { boardId, name } },
  );
  return dataOf('createSection', createSection);
}

export interface FeedPin {
  entityId: string;
  title: string;
}

/** `count` pins of the home feed with distinct, non-empty titles (the names their cards carry). */
export async function feedPins(page: Page, count: number): Promise<FeedPin[]> {
  const { homeFeed } = await graphql<{ homeFeed: { edges: { node: FeedPin }[] } }>(
    page,
    'query { homeFeed(first: 50) { edges { node { entityId title } } } }',
  );
  const pins: FeedPin[] = [];
  for (const { node } of homeFeed.edges) {
    if (node.title && !pins.some((pin) => pin.title === node.title)) pins.push(node);
  }
  if (pins.length < count)
    throw new Error(`The home feed has only ${pins.length} pins with distinct titles.`);
  return pins.slice(0, count);
}

export async function savePin(page: Page, pinId: string, boardId: string, sectionId?: string): Promise<void> {
  const { savePin } = await graphql<{ savePin: Outcome<unknown> }>(
    page,
    `mutation ($input: SavePinInput!) { savePin(input: $input) { __typename
      ... on MutationSavePinSuccess { data { __typename } }
      ... on DomainError { message } } }`,
    { input: { pinId, boardId, ...(sectionId ? { sectionId } : {}) } },
  );
  dataOf('savePin', savePin);
}

/** Invites the person with `username` to the board, as its owner signed in on `owner`. */
export async function inviteCollaborator(owner: Page, boardId: string, username: string): Promise<void> {
  const { user } = await graphql<{ user: { entityId: string } | null }>(
    owner,
    'query ($username: String!) { user(username: $username) { entityId } }',
    { username },
  );
  if (!user) throw new Error(`No person is called ${username}.`);
  const { inviteCollaborators } = await graphql<{ inviteCollaborators: Outcome<unknown> }>(
    owner,
    `mutation ($boardId: String!, $userIds: [String!]) {
      inviteCollaborators(boardId: $boardId, userIds: $userIds) { __typename
        ... on MutationInviteCollaboratorsSuccess { data { entityId } }
        ... on DomainError { message } } }`,
    { boardId, userIds: [user.entityId] },
  );
  dataOf('inviteCollaborators', inviteCollaborators);
}

/** Accepts the pending invitation to the board, as the invitee signed in on `invitee`. */
export async function acceptInvite(invitee: Page, boardId: string): Promise<void> {
  const { myBoardInvites } = await graphql<{ myBoardInvites: { entityId: string; boardId: string }[] }>(
    invitee,
    'query { myBoardInvites { entityId boardId } }',
  );
  const invite = myBoardInvites.find((candidate) => candidate.boardId === boardId);
  if (!invite) throw new Error(`No pending invitation to board ${boardId}.`);
  const { respondToBoardInvite } = await graphql<{ respondToBoardInvite: Outcome<unknown> }>(
    invitee,
    `mutation ($inviteId: String!) { respondToBoardInvite(accept: true, inviteId: $inviteId) { __typename
      ... on MutationRespondToBoardInviteSuccess { data { entityId } }
      ... on DomainError { message } } }`,
    { inviteId: invite.entityId },
  );
  dataOf('respondToBoardInvite', respondToBoardInvite);
}

/** Makes the person signed in on `collaborator` a collaborator of the board owned by the person on `owner`. */
export async function addCollaborator(owner: Page, collaborator: Page, boardId: string): Promise<void> {
  const { viewer } = await graphql<{ viewer: { username: string } }>(
    collaborator,
    'query { viewer { username } }',
  );
  await inviteCollaborator(owner, boardId, viewer.username);
  await acceptInvite(collaborator, boardId);
}

/**
 * A new account, signed in on `page` (whose context must not be signed in yet), made through the API with a
 * solved bot check: what the sign-up page does, without the page. A test that is about signing up uses
 * `signUp` from session.ts instead.
 */
export async function newMember(
  page: Page,
  person: { fullName?: string; password?: string; birthDate?: string } = {},
): Promise<NewMember> {
  const email = `${uniqueName('member').replace(/\W+/g, '.')}@example.com`.toLowerCase();
  const fullName = person.fullName ?? 'Ada Lovelace';
  const password = person.password ?? 'analytical-engine';
  const botCheck = await botCheckToken(page, 'signUp');
  const { signUp } = await graphql<{ signUp: Outcome<{ username: string }> }>(
    page,
    `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename
      ... on MutationSignUpSuccess { data { username } }
      ... on DomainError { message } } }`,
    {
      input: {
        email,
        password,
        fullName,
        birthDate: person.birthDate ?? '1990-12-10',
        ...(botCheck ? { botCheckToken: botCheck } : {}),
      },
    },
  );
  return { email, password, fullName, username: dataOf('signUp', signUp).username };
}

/**
 * Signs `login` in on `page` through the API with a solved bot check; `addAccount` keeps the account signed in
 * now among the browser's other accounts, as the Add account page does.
 */
export async function logInThroughApi(
  page: Page,
  login: string,
  password: string,
  options: { addAccount?: boolean } = {},
): Promise<void> {
  const botCheck = await botCheckToken(page, 'logIn');
  const { logIn } = await graphql<{ logIn: Outcome<unknown> }>(
    page,
    `mutation ($input: LogInInput!) { logIn(input: $input) { __typename
      ... on MutationLogInSuccess { data { __typename } }
      ... on LogInMfaRequired { message }
      ... on DomainError { message } } }`,
    {
      input: {
        login,
        password,
        ...(options.addAccount ? { addAccount: true } : {}),
        ...(botCheck ? { botCheckToken: botCheck } : {}),
      },
    },
  );
  dataOf('logIn', logIn);
}

export interface MadePin {
  entityId: string;
  title: string;
  /** The pin's close-up, e.g. /pin/123/ */
  path: string;
}

/**
 * A new pin with a plain picture of its own, on a board of the person signed in on `page` (as Create Pin makes
 * it from an upload); with `product`, a product pin with that price.
 */
export async function createPin(
  page: Page,
  pin: {
    boardId: string;
    title: string;
    description?: string;
    link?: string;
    product?: { price: string; currency: string; originalPrice?: string };
  },
): Promise<MadePin> {
  counter += 1;
  const shade = (counter * 47) % 256;
  const png = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: shade, g: 140, b: 255 - shade } },
  })
    .png()
    .toBuffer();
  const { createPin } = await graphql<{ createPin: Outcome<{ entityId: string; title: string }> }>(
    page,
    `mutation ($input: CreatePinInput!) { createPin(input: $input) { __typename
      ... on MutationCreatePinSuccess { data { entityId title } }
      ... on DomainError { message } } }`,
    { input: { ...pin, imageBase64: `data:image/png;base64,${png.toString('base64')}` } },
  );
  const made = dataOf('createPin', createPin);
  return { ...made, path: `/pin/${made.entityId}/` };
}

/** Makes the account signed in on `page` a business account; answers its username. */
export async function convertToBusiness(
  page: Page,
  input: { businessName: string; website?: string; country?: string },
): Promise<string> {
  const { convertToBusiness } = await graphql<{ convertToBusiness: Outcome<{ username: string }> }>(
    page,
    `mutation ($input: ConvertToBusinessInput!) { convertToBusiness(input: $input) { __typename
      ... on MutationConvertToBusinessSuccess { data { username } }
      ... on DomainError { message } } }`,
    { input },
  );
  return dataOf('convertToBusiness', convertToBusiness).username;
}

export interface LinkedBusiness {
  /** The profile id the acting-as header and the switcher use. */
  id: string;
  username: string;
}

/** A business profile linked to the business account signed in on `page`, which owns it. */
export async function createLinkedBusiness(
  page: Page,
  input: { businessName: string; email: string },
): Promise<LinkedBusiness> {
  const { createLinkedBusiness } = await graphql<{
    createLinkedBusiness: Outcome<{ id: string; user: { username: string } }>;
  }>(
    page,
    `mutation ($input: CreateLinkedBusinessInput!) { createLinkedBusiness(input: $input) { __typename
      ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }
      ... on DomainError { message } } }`,
    { input },
  );
  const made = dataOf('createLinkedBusiness', createLinkedBusiness);
  return { id: made.id, username: made.user.username };
}

/** Gives the person `login` access to `business`, as its owner signed in on `owner`. */
export async function grantBusinessAccess(
  owner: Page,
  business: LinkedBusiness,
  login: string,
  permission: 'ADMIN' | 'ANALYST',
): Promise<void> {
  const { grantBusinessAccess } = await graphql<{ grantBusinessAccess: Outcome<unknown> }>(
    owner,
    `mutation ($login: String!, $permission: BusinessPermission!) {
      grantBusinessAccess(login: $login, permission: $permission) { __typename
        ... on MutationGrantBusinessAccessSuccess { data { __typename } }
        ... on DomainError { message } } }`,
    { login, permission },
    { actingAs: business.id },
  );
  dataOf('grantBusinessAccess', grantBusinessAccess);
}

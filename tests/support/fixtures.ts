import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { ImageRow } from '../../server/db/tables/images';
import type { PinRow } from '../../server/db/tables/pins';
import { storeImage } from '../../server/domain/media/media';
import { createPin, type NewPin } from '../../server/domain/pins';
import { graphql } from '../gql';
import type { CreateBoardMutation, CreateSectionMutation, SignUpMutation } from '../gql/graphql';
import type { TestClient } from './httpClient';
import type { TestApp } from './testApp';

let sequence = 0;

/** An address no other test in the run uses. */
export function uniqueEmail(prefix = 'person'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const DEFAULT_PASSWORD = 'correct horse battery';
export const ADULT_BIRTH_DATE = '1990-05-17';

export interface TestUser {
  /** The database id (the GraphQL `entityId`). */
  id: string;
  /** The GraphQL global id. */
  globalId: string;
  username: string;
  email: string;
  password: string;
  fullName: string;
}

export interface DomainErrorResult {
  __typename: 'DomainError';
  code: string;
  message: string;
  messageDetail: string | null;
  field: string | null;
}

export const DOMAIN_ERROR_FIELDS = '... on DomainError { code message messageDetail field }';

/** The same fields as DOMAIN_ERROR_FIELDS, for typed documents (`...DomainErrorFields`). */
export const DomainErrorFields = graphql(`
  fragment DomainErrorFields on DomainError { code message messageDetail field }
`);

export const SIGN_UP = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationSignUpSuccess { data { id entityId username email fullName } }
    }
  }`);

export type SignUpResult = SignUpMutation['signUp'];

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  birthDate: string;
}

/**
 * The data of a mutation result's success member (`… on Mutation…Success { data }`); throws with the server's
 * message when the result is another member, such as a DomainError.
 */
export function succeeded<TResult extends { __typename: string }>(
  result: TResult,
): Extract<TResult, { data: unknown }>['data'] {
  if (!('data' in result)) {
    throw new Error(`Expected a success, got ${result.__typename}: ${JSON.stringify(result)}`);
  }
  return (result as Extract<TResult, { data: unknown }>).data;
}

/** Signs the client up (and so in) through GraphQL; throws when the server refuses. */
export async function signUp(client: TestClient, input: Partial<SignUpInput> = {}): Promise<TestUser> {
  const full: SignUpInput = {
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    fullName: 'Pat Pinner',
    birthDate: ADULT_BIRTH_DATE,
    ...input,
  };
  const { signUp: result } = await client.query(SIGN_UP, { input: full });
  if (result.__typename === 'DomainError') throw new Error(`signUp refused: ${result.message}`);
  return {
    id: result.data.entityId,
    globalId: result.data.id,
    username: result.data.username,
    email: full.email,
    password: full.password,
    fullName: full.fullName,
  };
}

/** A new client, signed up as a new person. */
export async function newUser(
  app: TestApp,
  input: Partial<SignUpInput> = {},
): Promise<{ client: TestClient; user: TestUser }> {
  const client = app.client();
  return { client, user: await signUp(client, input) };
}

export interface TestBoard {
  id: string;
  entityId: string;
  name: string;
  slug: string;
  privacy: string;
}

export const CREATE_BOARD = graphql(`
  mutation CreateBoard($input: CreateBoardInput!) {
    createBoard(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }
    }
  }`);

export type CreateBoardResult = CreateBoardMutation['createBoard'];

export async function createBoard(
  client: TestClient,
  input: { name: string; privacy?: 'public' | 'secret'; description?: string },
): Promise<TestBoard> {
  const { createBoard: result } = await client.query(CREATE_BOARD, { input });
  if (result.__typename === 'DomainError') throw new Error(`createBoard refused: ${result.message}`);
  return result.data;
}

export interface TestSection {
  id: string;
  entityId: string;
  title: string;
  slug: string;
}

export const CREATE_SECTION = graphql(`
  mutation CreateSection($input: CreateSectionInput!) {
    createSection(input: $input) {
      __typename
      ...DomainErrorFields
      ... on MutationCreateSectionSuccess { data { id entityId title slug } }
    }
  }`);

export type CreateSectionResult = CreateSectionMutation['createSection'];

export async function createSection(
  client: TestClient,
  input: { boardId: string; name: string; nameSource?: number },
): Promise<TestSection> {
  const { createSection: result } = await client.query(CREATE_SECTION, { input });
  if (result.__typename === 'DomainError') throw new Error(`createSection refused: ${result.message}`);
  return result.data;
}

/** A PNG of one colour; different seeds give different pictures (and so different image rows). */
export async function pngBuffer(seed = 0, size = { width: 160, height: 200 }): Promise<Buffer> {
  const channel = (shift: number) => (seed * 47 + shift * 89) % 256;
  return sharp({
    create: { ...size, channels: 3, background: { r: channel(1), g: channel(2), b: channel(3) } },
  })
    .png()
    .toBuffer();
}

/** Stores a generated picture through the media module, as an upload would. */
export async function storeTestImage(app: TestApp, seed = 0): Promise<ImageRow> {
  return storeImage(app.db, app.media, await pngBuffer(seed));
}

export interface TestPin extends PinRow {
  globalId: string;
}

/**
 * Saves a pin for a user through the domain (there is no pin-create API yet). `boardId` and `sectionId`
 * are database ids; the image defaults to a shared test picture.
 */
export async function savePin(
  app: TestApp,
  user: Pick<TestUser, 'id' | 'username'>,
  input: Omit<NewPin, 'imageId'> & { imageId?: string },
): Promise<TestPin> {
  const imageId = input.imageId ?? (await storeTestImage(app)).id;
  const { pin } = await createPin(app.context({ id: user.id, username: user.username }), {
    ...input,
    imageId,
  });
  return { ...pin, globalId: encodeGlobalID('Pin', pin.id) };
}

/** Makes a user a collaborator of a board (no API for invitations yet). */
export async function addCollaborator(app: TestApp, boardId: string, userId: string): Promise<void> {
  await app.db.insertInto('board_collaborators').values({ board_id: boardId, user_id: userId }).execute();
  await app.db
    .updateTable('boards')
    .set({ collaborator_count: sql`collaborator_count + 1` })
    .where('id', '=', boardId)
    .execute();
}

/** Turns a board into a protected (advertiser) board; no API creates them yet. */
export async function makeProtected(app: TestApp, boardId: string): Promise<void> {
  await app.db.updateTable('boards').set({ privacy: 'protected' }).where('id', '=', boardId).execute();
}

/**
 * What quick promote takes for a pin, with a budget, ten days and the default audience; `overrides` replace any
 * of it.
 */
export function quickPromoteInput(
  advertiserId: string,
  pinId: string,
  destinationUrl: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    advertiserId,
    pinId,
    campaignName: 'Spring promotion',
    destinationUrl,
    budgetInMicroCurrency: 3_000_000,
    duration: 10,
    isOngoing: false,
    autoTargetingEnabled: true,
    targetingSpec: { ages: [], genders: ['female', 'male', 'unknown'], interests: [], country: ['US'] },
    ...overrides,
  };
}

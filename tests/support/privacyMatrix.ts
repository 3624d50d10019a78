import { encodeGlobalID } from '@pothos/plugin-relay';
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { sql } from 'kysely';
import { ACTING_AS_HEADER } from '../../core/actingAs';
import { API_SCOPES, type ApiScope } from '../../core/apiScopes';
import { issueApiToken } from '../../server/domain/apiTokens';
import { buildExport, requestExport } from '../../server/domain/dataExport';
import type { NewPin } from '../../server/domain/pins';
import { productColumns } from '../../server/domain/products';
import { graphql } from '../gql';
import type { TypedDocumentString } from '../gql/graphql';
import {
  createBoard,
  createSection,
  newUser,
  savePin,
  storeTestImage,
  succeeded,
  type TestBoard,
  type TestPin,
  type TestSection,
  type TestUser,
  uniqueEmail,
} from './fixtures';
import type { TestClient } from './httpClient';
import type { TestApp } from './testApp';

/**
 * The privacy matrix's fixture and its leak detector (tests/integration/privacyMatrix.test.ts): one owner with a
 * public and a secret board, and one person for each relation the owner can have with someone.
 */

/**
 * Programs holding a bearer token (no cookies): the owner's token without the `_secret` scopes must read like a
 * stranger's, a stranger's token with every scope gains nothing on someone else's secret board, and the owner's
 * token with them is the control that sees it.
 */
export const TOKEN_VIEWERS = [
  'owner token without secret scopes',
  'stranger token with every scope',
  'owner token with secret scopes',
] as const;
export type TokenViewer = (typeof TOKEN_VIEWERS)[number];

export const VIEWERS = [
  'owner',
  'collaborator',
  'pending invitee',
  'unverified holder of an invited email',
  'follower',
  'blocked person',
  'stranger',
  'anonymous',
  'acting-as business member',
  ...TOKEN_VIEWERS,
] as const;
export type ViewerName = (typeof VIEWERS)[number];

export function isTokenViewer(viewer: ViewerName): viewer is TokenViewer {
  return (TOKEN_VIEWERS as readonly string[]).includes(viewer);
}

/**
 * Owner and collaborators may see the secret board, and so may the owner's token that holds the `_secret`
 * scopes; nobody else may learn anything about it.
 */
export function isMember(viewer: ViewerName): boolean {
  return viewer === 'owner' || viewer === 'collaborator' || viewer === 'owner token with secret scopes';
}

/** Every scope but the `_secret` ones: the owner's token may read and write their public boards and pins. */
const SCOPES_WITHOUT_SECRET: readonly ApiScope[] = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
];

// NOTE: the fixture's boards, sections and pins get ids in ranges of their own, so a secret id can be found in an
// answer by its text (a "7300002" anywhere is that pin) and never collides with another table's ids.
const ID_BASE = { boards: 7_100_000, board_sections: 7_200_000, pins: 7_300_000 } as const;
/** Ids of the same shape that exist nowhere: what a secret id must be indistinguishable from. */
export const MISSING = {
  board: '7199990',
  section: '7299990',
  pin: '7399990',
  boardSlug: 'no-such-board-here',
  sectionSlug: 'no-such-section-here',
} as const;

export interface PrivacyFixture {
  owner: TestUser;
  users: Record<Exclude<ViewerName, 'anonymous' | 'acting-as business member' | TokenViewer>, TestUser>;
  /** The business profile the acting-as member acts for. */
  business: { id: string; username: string };
  clients: Record<ViewerName, TestClient>;
  /** A board of each signed-in viewer's own, as the target of moves and saves (anonymous: a missing one). */
  ownBoardOf: Record<ViewerName, string>;
  publicBoard: TestBoard;
  publicPins: TestPin[];
  secretBoard: TestBoard;
  secretSection: TestSection;
  /** The pin with the unique title and description (and a hashtag used nowhere else). */
  markerPin: TestPin;
  sectionPin: TestPin;
  /** The secret board's chosen cover. */
  coverPin: TestPin;
  /** The public board's chosen cover, moved afterwards to the secret board (finding 8). */
  movedCoverPin: TestPin;
  secretPins: TestPin[];
  /** Unique texts of the secret board: its name, slug, description, the section's, the pins' texts, the tag. */
  secretTexts: string[];
  /** The image signatures of the secret pins: every image URL of them contains one. */
  secretSignatures: string[];
  /** [secret value, missing value of the same shape, placeholder] for every id or slug a caller may send. */
  idPairs: [string, string, string][];
  hashtag: string;
  invitationEmail: string;
  /** The owner's finished export of everything they made (the secret board's texts are in its document). */
  ownerExportId: string;
  counts: {
    /** The owner's boards and pins anyone may see, and all of them. */
    publicBoards: number;
    publicPins: number;
    allBoards: number;
    allPins: number;
    publicBoardPins: number;
  };
}

/** A client whose every request acts for `profileId` (the header the web client sends from session storage). */
export function actingAs(app: TestApp, client: TestClient, profileId: string): TestClient {
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

/** A program's client: every request carries the bearer token, and no cookie or CSRF token ever. */
export function withBearer(app: TestApp, secret: string): TestClient {
  const bearer = app.client();
  const request = bearer.request.bind(bearer);
  bearer.request = async (method, path, body, options = {}) => {
    const response = await request(method, path, body, {
      ...options,
      csrf: false,
      headers: { ...options.headers, authorization: `Bearer ${secret}` },
    });
    bearer.cookies.clear();
    return response;
  };
  return bearer;
}

async function tokenClient(app: TestApp, user: TestUser, scopes: readonly ApiScope[]): Promise<TestClient> {
  const { secret } = await issueApiToken(app.db, {
    userId: user.id,
    name: 'Matrix',
    scopes,
    expiresAt: null,
  });
  return withBearer(app, secret);
}

/** One fixture step: runs a mutation and answers its success's data; a refusal stops the set-up with its text. */
async function mutate<TData extends Record<string, { __typename: string }>, TVariables>(
  client: TestClient,
  document: TypedDocumentString<TData, TVariables>,
  variables: TVariables,
) {
  const data = await client.query<TData, TVariables>(document, variables);
  return succeeded(Object.values(data)[0] as TData[keyof TData]);
}

const UPDATE_BOARD = graphql(`
  mutation PrivacyMatrixUpdateBoard($input: UpdateBoardInput!) {
    updateBoard(input: $input) { __typename ...DomainErrorFields ... on MutationUpdateBoardSuccess { data { id } } }
  }`);

const MOVE_PINS = graphql(`
  mutation PrivacyMatrixMovePins($input: MovePinsInput!) {
    movePins(input: $input) {
      __typename ...DomainErrorFields ... on MutationMovePinsSuccess { data { __typename } }
    }
  }`);

const INVITE = graphql(`
  mutation PrivacyMatrixInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
      __typename ...DomainErrorFields ... on MutationInviteCollaboratorsSuccess { data { entityId } }
    }
  }`);

const ACCEPT_INVITE = graphql(`
  mutation PrivacyMatrixAcceptInvite($id: String!) {
    respondToBoardInvite(inviteId: $id, accept: true) {
      __typename ...DomainErrorFields ... on MutationRespondToBoardInviteSuccess { data { status } }
    }
  }`);

const FOLLOW_USER = graphql(`
  mutation PrivacyMatrixFollowUser($id: String!) {
    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { id } } }
  }`);

const BLOCK_USER = graphql(`
  mutation PrivacyMatrixBlockUser($id: String!) {
    blockUser(userId: $id) { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { id } } }
  }`);

const CONVERT_TO_BUSINESS = graphql(`
  mutation PrivacyMatrixConvertToBusiness($input: ConvertToBusinessInput!) {
    convertToBusiness(input: $input) {
      __typename ...DomainErrorFields ... on MutationConvertToBusinessSuccess { data { id } }
    }
  }`);

const CREATE_LINKED_BUSINESS = graphql(`
  mutation PrivacyMatrixCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
    createLinkedBusiness(input: $input) {
      __typename ...DomainErrorFields ... on MutationCreateLinkedBusinessSuccess { data { id user { username } } }
    }
  }`);

const GRANT_BUSINESS_ACCESS = graphql(`
  mutation PrivacyMatrixGrantBusinessAccess($login: String!) {
    grantBusinessAccess(login: $login, permission: ADMIN) {
      __typename ...DomainErrorFields ... on MutationGrantBusinessAccessSuccess { data { __typename } }
    }
  }`);

async function startIdsAt(app: TestApp): Promise<void> {
  for (const [table, start] of Object.entries(ID_BASE)) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${start})`.execute(app.db);
  }
}

/** Builds the fixture through the GraphQL API (pins through the domain, as the other fixtures do). */
export async function buildPrivacyFixture(app: TestApp): Promise<PrivacyFixture> {
  await startIdsAt(app);
  const tag = Math.random().toString(36).slice(2, 8);
  const o = await newUser(app, { fullName: 'Olive Owner' });
  const c = await newUser(app, { fullName: 'Cole Laborator' });
  const i = await newUser(app, { fullName: 'Ivy Invitee' });
  const f = await newUser(app, { fullName: 'Finn Follower' });
  const b = await newUser(app, { fullName: 'Blake Blocked' });
  const s = await newUser(app, { fullName: 'Stella Stranger' });
  const owner = o.user;

  const publicBoard = await createBoard(o.client, {
    name: 'Open matrix board',
    description: 'Anyone may see',
  });
  const secretBoard = await createBoard(o.client, {
    name: `Quietboard ${tag}`,
    privacy: 'secret',
    description: `Hushdesc ${tag}`,
  });
  const secretSection = await createSection(o.client, {
    boardId: secretBoard.entityId,
    name: `Hushsection ${tag}`,
  });
  const hashtag = `hushtag${tag}`;
  let seed = 100;
  const pin = async (input: Omit<NewPin, 'imageId'>) =>
    savePin(app, owner, { ...input, imageId: (await storeTestImage(app, seed++)).id });
  const publicPins = [
    await pin({ boardId: publicBoard.entityId, title: 'Open pin one' }),
    await pin({ boardId: publicBoard.entityId, title: 'Open pin two' }),
  ];
  const movedCoverPin = await pin({ boardId: publicBoard.entityId, title: `Movedcover ${tag}` });
  const markerPin = await pin({
    boardId: secretBoard.entityId,
    title: `Hushtitle ${tag}`,
    description: `Hushdescription ${tag} #${hashtag}`,
    // A product pin too, so the shopping search scopes are asked about it.
    product: productColumns({ price: '12.50', currency: 'USD' }),
  });
  const sectionPin = await pin({
    boardId: secretBoard.entityId,
    sectionId: secretSection.entityId,
    title: `Hushsectionpin ${tag}`,
  });
  const coverPin = await pin({ boardId: secretBoard.entityId, title: `Hushcover ${tag}` });

  // A public pin tagging the secret product pin (shop the pin), as a business's tag made before its product's
  // board went secret: every pin field asked about the public pin must leave the tag out for non-members.
  await app.db
    .insertInto('pin_product_tags')
    .values({ pin_id: publicPins[0]!.id, position: 0, product_pin_id: markerPin.id, x: 0.5, y: 0.5 })
    .execute();

  await mutate(o.client, UPDATE_BOARD, { input: { boardId: secretBoard.entityId, coverPinId: coverPin.id } });
  await mutate(o.client, UPDATE_BOARD, {
    input: { boardId: publicBoard.entityId, coverPinId: movedCoverPin.id },
  });
  await mutate(o.client, MOVE_PINS, {
    input: { pinIds: [movedCoverPin.id], toBoardId: secretBoard.entityId },
  });

  // Someone who signs up with the address an invitation went to, without proving they own it (finding 2).
  const invitationEmail = uniqueEmail('invited.by.email');
  const e = await newUser(app, { fullName: 'Eve Emailholder', email: invitationEmail });
  await mutate(o.client, INVITE, { boardId: secretBoard.entityId, userIds: [c.user.id, i.user.id] });
  await mutate(o.client, INVITE, { boardId: secretBoard.entityId, emails: [invitationEmail] });
  const { myBoardInvites } = await c.client.query(
    graphql(`query PrivacyMatrixMyBoardInvites { myBoardInvites { entityId } }`),
  );
  const invitation = myBoardInvites[0];
  if (!invitation) throw new Error('fixture step: the collaborator got no invitation');
  await mutate(c.client, ACCEPT_INVITE, { id: invitation.entityId });

  await mutate(f.client, FOLLOW_USER, { id: owner.id });
  await mutate(o.client, BLOCK_USER, { id: b.user.id });

  // The acting-as viewer: an admin of a business profile (granted by the business's owner) acting for it.
  const convert = async (client: TestClient) =>
    mutate(client, CONVERT_TO_BUSINESS, {
      input: { businessName: 'Matrix Makers', website: 'matrixmakers.example', country: 'us' },
    });
  const businessOwner = await newUser(app, { fullName: 'Bea Business' });
  const admin = await newUser(app, { fullName: 'Adam Admin' });
  await convert(businessOwner.client);
  await convert(admin.client);
  const linked = await mutate(businessOwner.client, CREATE_LINKED_BUSINESS, {
    input: {
      businessName: 'Matrix Makers Studio',
      email: uniqueEmail('shop').replace('@example.com', '@matrixmakers.example'),
    },
  });
  await mutate(actingAs(app, businessOwner.client, linked.id), GRANT_BUSINESS_ACCESS, {
    login: admin.user.username,
  });

  const clients: Record<ViewerName, TestClient> = {
    owner: o.client,
    collaborator: c.client,
    'pending invitee': i.client,
    'unverified holder of an invited email': e.client,
    follower: f.client,
    'blocked person': b.client,
    stranger: s.client,
    anonymous: app.client(),
    'acting-as business member': actingAs(app, admin.client, linked.id),
    'owner token without secret scopes': await tokenClient(app, owner, SCOPES_WITHOUT_SECRET),
    'stranger token with every scope': await tokenClient(app, s.user, API_SCOPES),
    'owner token with secret scopes': await tokenClient(app, owner, API_SCOPES),
  };
  const ownBoardOf = {} as Record<ViewerName, string>;
  for (const viewer of VIEWERS) {
    // Members never make the matrix's writes, and the owner's token without the secret scopes only names the public
    // board as the target of refused ones: the owner's boards stay the two the counts are about.
    if (viewer === 'owner' || viewer.startsWith('owner token')) ownBoardOf[viewer] = publicBoard.entityId;
    else if (viewer === 'stranger token with every scope') ownBoardOf[viewer] = ownBoardOf.stranger;
    else if (viewer === 'anonymous') ownBoardOf[viewer] = MISSING.board;
    else
      ownBoardOf[viewer] = (
        await createBoard(clients[viewer], { name: `Own board ${VIEWERS.indexOf(viewer)}` })
      ).entityId;
  }

  const secretPins = [markerPin, sectionPin, coverPin, movedCoverPin];
  const images = await app.db
    .selectFrom('images')
    .select('signature')
    .where(
      'id',
      'in',
      secretPins.map((p) => p.image_id),
    )
    .execute();
  const idPairs: [string, string, string][] = [
    [secretBoard.entityId, MISSING.board, '<board>'],
    [secretBoard.id, encodeGlobalID('Board', MISSING.board), '<board-gid>'],
    [secretBoard.slug, MISSING.boardSlug, '<board-slug>'],
    [secretSection.entityId, MISSING.section, '<section>'],
    [secretSection.id, encodeGlobalID('BoardSection', MISSING.section), '<section-gid>'],
    [secretSection.slug, MISSING.sectionSlug, '<section-slug>'],
    ...secretPins.flatMap((p, n): [string, string, string][] => [
      [p.id, String(Number(MISSING.pin) - n), `<pin${n}>`],
      [p.globalId, encodeGlobalID('Pin', String(Number(MISSING.pin) - n)), `<pin${n}-gid>`],
    ]),
  ];
  const ownerContext = app.context({ id: owner.id, username: owner.username });
  const ownerExport = await requestExport(ownerContext);
  await buildExport(
    {
      db: app.db,
      media: app.media,
      mailer: ownerContext.mailer,
      now: app.clock.now,
      workDir: ownerContext.settings.uploadDir,
    },
    ownerExport.id,
  );
  return {
    owner,
    ownerExportId: ownerExport.id,
    users: {
      owner,
      collaborator: c.user,
      'pending invitee': i.user,
      'unverified holder of an invited email': e.user,
      follower: f.user,
      'blocked person': b.user,
      stranger: s.user,
    },
    business: { id: linked.id, username: linked.user.username },
    clients,
    ownBoardOf,
    publicBoard,
    publicPins,
    secretBoard,
    secretSection,
    markerPin,
    sectionPin,
    coverPin,
    movedCoverPin,
    secretPins,
    secretTexts: [
      secretBoard.name,
      secretBoard.slug,
      `Hushdesc ${tag}`,
      secretSection.title,
      secretSection.slug,
      ...secretPins.map((p) => p.title),
      `Hushdescription ${tag}`,
      hashtag,
    ],
    secretSignatures: images.map((image) => image.signature),
    idPairs,
    hashtag,
    invitationEmail,
    counts: {
      publicBoards: 1,
      publicPins: publicPins.length,
      allBoards: 2,
      allPins: publicPins.length + secretPins.length,
      publicBoardPins: publicPins.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Asking for everything: a selection set of every field a type has (to a depth), so a field added to Board, Pin or
// User is asked for by the matrix without anyone editing it.

const TRANSPARENT = /(Connection|ConnectionEdge|Edge)$/;

function hasList(type: GraphQLOutputType): boolean {
  if (isNonNullType(type)) return hasList(type.ofType);
  return isListType(type);
}

function askable(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined);
}

/**
 * A selection set of every field of `type` that needs no argument, `depth` object levels deep (connections and
 * their edges are free) and through at most `lists` lists, so the query stays under the complexity limit. Inside
 * fragments on the types of an interface or union, a field that another of its types has with a different type is
 * aliased `Type__field` so the two never conflict; `fieldName` reads the name back.
 */
export function selectAll(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  depth: number,
  lists: number,
  types?: readonly string[],
): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type).filter((t) => !types || types.includes(t.name));
    // Same-named fields of different types cannot share a response key: only those are aliased (the app allows
    // few aliases).
    const typesOfName = new Map<string, Set<string>>();
    for (const t of possible) {
      for (const field of Object.values(t.getFields())) {
        typesOfName.set(field.name, (typesOfName.get(field.name) ?? new Set()).add(String(field.type)));
      }
    }
    const clashing = new Set([...typesOfName].filter(([, set]) => set.size > 1).map(([name]) => name));
    const fragments = possible.map(
      (t) =>
        `... on ${t.name} ${objectSelection(schema, t.name, t.getFields(), depth, lists, `${t.name}__`, clashing)}`,
    );
    return `{ __typename ${fragments.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  return objectSelection(schema, type.name, type.getFields(), depth, lists, '');
}

function objectSelection(
  schema: GraphQLSchema,
  typeName: string,
  fields: Record<string, GraphQLField<unknown, unknown>>,
  depth: number,
  lists: number,
  alias: string,
  clashing: ReadonlySet<string> = new Set(),
): string {
  const parts = ['__typename'];
  for (const field of Object.values(fields)) {
    if (!askable(field)) continue;
    const named = getNamedType(field.type);
    const name = clashing.has(field.name) ? `${alias}${field.name}: ${field.name}` : field.name;
    if (isLeafType(named)) {
      parts.push(name);
      continue;
    }
    const free = TRANSPARENT.test(named.name) || TRANSPARENT.test(typeName);
    const nextDepth = free ? depth : depth - 1;
    const nextLists = hasList(field.type) ? lists - 1 : lists;
    if (nextDepth < 0 || nextLists < 0) continue;
    parts.push(`${name} ${selectAll(schema, named, nextDepth, nextLists)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** A field's name in an answer, whether or not `selectAll` aliased it. */
export function fieldName(key: string): string {
  const at = key.lastIndexOf('__');
  return at > 0 ? key.slice(at + 2) : key;
}

/** How much of the schema to ask for: object levels, lists, and (for an interface) only some of its types. */
export interface Reach {
  depth: number;
  lists: number;
  types?: readonly string[];
}

/**
 * Smaller and smaller reaches, for the app's complexity limits (depth 12, breadth 400, cost 20000): the matrix
 * asks for the most that the app answers.
 */
export const REACHES: readonly Reach[] = [
  { depth: 2, lists: 2 },
  { depth: 2, lists: 1 },
  { depth: 1, lists: 1 },
  { depth: 1, lists: 0 },
  { depth: 0, lists: 0 },
];

/** `query ($a: T) { field(a: $a) { … } }` for a root field with every argument given, asking for `reach`. */
export function operationFor(
  schema: GraphQLSchema,
  operation: 'query' | 'mutation',
  name: string,
  args: Record<string, unknown>,
  reach: Reach,
): string {
  const root = operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`${operation} ${name} is not in the schema`);
  const given = field.args.filter((arg) => arg.name in args);
  const unknown = Object.keys(args).filter((key) => !field.args.some((arg) => arg.name === key));
  if (unknown.length > 0) throw new Error(`${name} has no argument ${unknown.join(', ')}`);
  const definitions = given.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = given.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = selectAll(schema, getNamedType(field.type), reach.depth, reach.lists, reach.types);
  return `${operation} Matrix${definitions ? `(${definitions})` : ''} { ${name}${call ? `(${call})` : ''} ${selection} }`;
}

// ---------------------------------------------------------------------------------------------------------------
// Finding leaks in an answer.

export interface Leak {
  path: string;
  what: string;
}

function replaceAll(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [from, to] of pairs) if (from) out = out.split(from).join(to);
  return out;
}

/**
 * An answer with the caller's own inputs replaced by placeholders (an error may echo what was asked for) and with
 * a secret id and its missing twin given the same placeholder, so the two answers can be compared.
 */
export function normalise(value: unknown, pairs: [string, string][]): unknown {
  if (typeof value === 'string') return replaceAll(value, pairs);
  if (Array.isArray(value)) return value.map((v) => normalise(v, pairs));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'locations')
        .map(([key, v]) => [key, normalise(v, pairs)]),
    );
  }
  return value;
}

/**
 * What an answer gives away about the secret board: its texts, its image URLs, its ids (anywhere in a string),
 * and counts of the owner or of the public board that include it.
 */
export function findLeaks(fixture: PrivacyFixture, value: unknown, path = '$'): Leak[] {
  const leaks: Leak[] = [];
  const secretIds = fixture.idPairs.filter(([, , p]) => !p.includes('slug')).map(([secret]) => secret);
  const walk = (node: unknown, at: string): void => {
    if (typeof node === 'string') {
      // Case-insensitive: search suggestions and slugs lower-case what they repeat.
      const lower = node.toLowerCase();
      for (const text of [...fixture.secretTexts, ...fixture.secretSignatures, ...secretIds]) {
        if (lower.includes(text.toLowerCase()))
          leaks.push({ path: at, what: `contains ${JSON.stringify(text)}` });
      }
      return;
    }
    if (Array.isArray(node)) {
      for (const [n, item] of node.entries()) walk(item, `${at}[${n}]`);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const fields = new Map(Object.entries(node).map(([key, v]) => [fieldName(key), v]));
    const id = fields.get('entityId') ?? fields.get('id');
    const count = (names: string[]) => names.map((n) => fields.get(n)).find((v) => typeof v === 'number');
    if (id === fixture.owner.id) {
      const pins = count(['pinCount', 'pin_count']);
      const boards = count(['boardCount', 'board_count']);
      if (pins !== undefined && pins !== fixture.counts.publicPins)
        leaks.push({ path: at, what: `the owner's pin count is ${pins}` });
      if (boards !== undefined && boards !== fixture.counts.publicBoards)
        leaks.push({ path: at, what: `the owner's board count is ${boards}` });
    }
    if (id === fixture.publicBoard.entityId) {
      const pins = count(['pinCount', 'pin_count']);
      if (pins !== undefined && pins !== fixture.counts.publicBoardPins)
        leaks.push({ path: at, what: `the public board's pin count is ${pins}` });
    }
    for (const [key, v] of Object.entries(node)) walk(v, `${at}.${key}`);
  };
  walk(value, path);
  return leaks;
}

/** The arguments with every secret id or slug swapped for its missing twin. */
export function withMissingIds<T>(fixture: PrivacyFixture, value: T): T {
  const pairs = fixture.idPairs.map(([secret, missing]): [string, string] => [secret, missing]);
  const swap = (v: unknown): unknown => {
    if (typeof v === 'string') return pairs.find(([secret]) => secret === v)?.[1] ?? swapInside(v);
    if (Array.isArray(v)) return v.map(swap);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)]));
    return v;
  };
  // A path or a JSON text carries ids inside it.
  const swapInside = (text: string) => replaceAll(text, pairs);
  return swap(value) as T;
}

/** Whether any secret id or slug is among the values (then the missing twin is asked too). */
export function mentionsSecretIds(fixture: PrivacyFixture, value: unknown): boolean {
  const text = JSON.stringify(value);
  return fixture.idPairs.some(([secret]) => text.includes(secret));
}

/**
 * Placeholders for the secret ids and slugs the caller sent (an answer may repeat what it was asked) and for
 * their missing twins; a secret id the caller did not send stays, and is a leak.
 */
export function inputPlaceholders(fixture: PrivacyFixture, input: unknown): [string, string][] {
  const text = JSON.stringify(input);
  // Longest first, so a global id is replaced before an entity id inside it could be.
  return fixture.idPairs
    .filter(([secret, missing]) => text.includes(secret) || text.includes(missing))
    .flatMap(([secret, missing, placeholder]): [string, string][] => [
      [secret, placeholder],
      [missing, placeholder],
    ])
    .sort((a, b) => b[0].length - a[0].length);
}

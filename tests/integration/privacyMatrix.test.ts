import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { exportDownloadPath } from '../../core/dataPort';
import { schema } from '../../schema/index';
import { refreshIdeaTopics } from '../../server/domain/ideas';
import { refreshSearchVocabulary } from '../../server/domain/searchSpelling';
import type { ResourceTable } from '../../server/rest/resourceTypes';
import { graphql } from '../gql';
import type { TestClient } from '../support/httpClient';
import {
  buildPrivacyFixture,
  findLeaks,
  inputPlaceholders,
  isMember,
  type Leak,
  MISSING,
  mentionsSecretIds,
  normalise,
  operationFor,
  type PrivacyFixture,
  REACHES,
  TOKEN_VIEWERS,
  VIEWERS,
  type ViewerName,
  withMissingIds,
} from '../support/privacyMatrix';
import { startTestApp, type TestApp } from '../support/testApp';

// Every way into the app — each GraphQL query field, each mutation that takes a
// board, section or pin, each HTTP route and each /resource/ — is asked, as each kind of viewer, about a secret
// board. Nobody but its owner and collaborators may learn its name, its texts, its ids, its cover, its counts or
// even whether it exists (an answer about a secret id must equal the answer about an id that does not exist).
// A route or field that appears without an entry below fails the first test: decide how it is checked.

/** Every route Fastify registers, seen through its onRoute hook on the app the tests build. */
const registeredRoutes = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (...args: unknown[]) => FastifyInstance;
  const withRouteLog = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method))
        registeredRoutes.push({ method, url: route.url });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: withRouteLog };
});

type Args = Record<string, unknown>;

/** The ideas topics the fixture's public pins make, asked for one by one. */
let ideaTopicIds: string[] = [];

/** A viewer's part asks a hundred or so questions: room for a busy CI machine (it takes a few seconds). */
const MATRIX_TIMEOUT = 60_000;

/** How one way in is checked: the calls to make (with the fixture's secret ids) as a viewer. */
interface Entry<TCall> {
  calls: (f: PrivacyFixture, viewer: ViewerName) => TCall[];
  /** Owner and collaborator find the secret in these answers: the control that the check can fail at all. */
  membersSee?: boolean;
  /** A write: made only as viewers who may not write to the board (and must be refused alike for every id). */
  write?: boolean;
  /** Only as these viewers (writes that change the viewer's own relations). */
  viewers?: readonly ViewerName[];
  /** For a field answering an interface: ask only as these types (the complete selection is too big to ask). */
  types?: readonly string[];
  /** What a viewer may see here although it belongs to the secret board (the invitation they were sent). */
  allowed?: (f: PrivacyFixture, viewer: ViewerName) => string[];
}
type Coverage<TCall> = Entry<TCall> | { notAboutBoards: string };

/** The pending invitee is shown the board's name and id in their own invitation: nothing else. */
const invitation = (f: PrivacyFixture, viewer: ViewerName) =>
  viewer === 'pending invitee' ? [f.secretBoard.name, f.secretBoard.entityId] : [];

/** The types a secret id can be: node(id) is asked as each of them. */
const NODE_TYPES = ['Board', 'BoardSection', 'Pin', 'User'];

const secretPinIds = (f: PrivacyFixture) => f.secretPins.map((p) => p.id);
const tagOf = (f: PrivacyFixture) => f.hashtag.replace('hushtag', '');

// ---------------------------------------------------------------------------------------------------------------
// GraphQL: every query field. The selection set is generated from the schema (every field, three levels deep), so
// new fields on Board, Pin, User… are asked for without editing this table.

const QUERY_MATRIX: Record<string, Coverage<Args>> = {
  board: {
    calls: (f) => [
      { id: f.secretBoard.entityId },
      { username: f.owner.username, slug: f.secretBoard.slug },
      { id: f.publicBoard.entityId },
      { username: f.owner.username, slug: f.publicBoard.slug },
    ],
    membersSee: true,
  },
  // Admin fields: refused to everyone but the instance administrator's browser (the owner here, as the first
  // account made); even for the administrator an account or report list names no secret board.
  adminAccounts: { calls: (f) => [{ first: 50 }, { search: f.owner.username }] },
  adminReports: { calls: () => [{ first: 50 }] },
  adminPageSpeed: { notAboutBoards: 'median times for pages to look finished, per page kind' },
  // Advertiser reports: only the advertiser's owner (or someone acting for it) is answered; the rows name
  // campaigns, ad groups and ads, whose pins are on public boards only (a promoted pin must be public).
  adReportRun: { calls: () => [{ advertiserId: MISSING.board, reportId: MISSING.board }] },
  adReportRuns: { calls: () => [{ advertiserId: MISSING.board, first: 10 }] },
  advertiserReport: {
    calls: () => [{ advertiserId: MISSING.board, level: 'AD', from: '2026-01-01', to: '2026-01-31' }],
  },
  campaignInsights: {
    calls: () => [
      {
        advertiserId: MISSING.board,
        campaignId: MISSING.board,
        from: '2026-01-01',
        to: '2026-01-31',
        compareFrom: '2025-12-01',
        compareTo: '2025-12-31',
      },
    ],
  },
  adminAdvertisers: { calls: () => [{ first: 50 }] },
  // Product catalogs: only the advertiser's owner is answered; its product pins are on the catalog's own (public)
  // board, and a secret board's pins are never catalog items.
  productCatalog: {
    calls: (f) => [{ advertiserId: MISSING.board }, { advertiserId: f.secretBoard.entityId }],
  },
  siteOrigins: {
    notAboutBoards: "the operator's addresses for the main site, the ads site and the business hub",
  },
  adminOpenInvoices: { calls: () => [{ first: 50 }] },
  boardPicker: { calls: () => [{}], membersSee: true },
  // A viewer's own waiting pins: nobody in the fixture scheduled one on the secret board, so nobody sees it.
  scheduledPins: { calls: () => [{}] },
  boardSection: {
    calls: (f) => [{ boardId: f.secretBoard.entityId, slug: f.secretSection.slug }],
    membersSee: true,
  },
  botCheckChallenge: { notAboutBoards: 'a proof-of-work challenge for an action name' },
  businessMembers: { calls: () => [{}] },
  collaboratorSuggestions: { calls: (f) => [{}, { query: f.owner.username }] },
  emailSettings: { notAboutBoards: "the viewer's own email address and whether it is verified" },
  experimentEnabled: { notAboutBoards: "the viewer's experiment group" },
  experimentGroup: { notAboutBoards: "the viewer's experiment group" },
  findPinImages: { notAboutBoards: 'images of a web page the caller names (fetched from outside)' },
  // The viewer's own product pins to tag (businesses only): the secret product pin is the owner's, not a business's.
  taggableProducts: { calls: () => [{}, { search: 'hush' }] },
  pageProduct: { notAboutBoards: 'the price a web page the caller names describes (fetched from outside)' },
  followingFeed: { calls: () => [{ first: 50 }] },
  instanceSettings: { notAboutBoards: "the site's name and who may sign up" },
  hashtagSuggestions: { calls: (f) => [{ term: 'hushtag' }, { term: f.hashtag }] },
  homeFeed: { calls: () => [{ first: 50 }], membersSee: true },
  // Topics are rebuilt after the fixture (beforeAll), when four secret pins share its tag word: none may show.
  ideaTopics: { calls: () => [{}] },
  ideaTopic: { calls: () => [...ideaTopicIds.map((id) => ({ id })), { id: '999999' }] },
  // The ideas area's topic names (the same topics as ideaTopics, without covers), or the built-in list.
  interestChoices: { calls: () => [{}] },
  linkCheck: {
    calls: (f) => f.secretPins.map((p) => ({ pinId: p.id, url: 'https://example.com/page' })),
  },
  myBoardInvites: { calls: () => [{}], allowed: invitation },
  // The secret pins name the acting member's business as their paid partner (beforeAll): the brand's list must
  // still leave them out, as everyone else's.
  paidPartnershipRequests: { calls: () => [{ first: 50 }] },
  brandSearch: { notAboutBoards: 'business accounts by name, to name as the brand of a paid partnership' },
  // A private address: refused before any connection, so the matrix needs no network.
  pinLinkStatus: { calls: () => [{ url: 'http://10.0.0.1/' }] },
  pinCreationSwitches: { calls: () => [{}] },
  node: {
    types: NODE_TYPES,
    calls: (f) => [
      { id: f.secretBoard.id },
      { id: f.secretSection.id },
      ...f.secretPins.map((p) => ({ id: p.globalId })),
    ],
    membersSee: true,
  },
  nodes: {
    types: NODE_TYPES,
    calls: (f) => [{ ids: [f.secretBoard.id, f.secretSection.id, ...f.secretPins.map((p) => p.globalId)] }],
    membersSee: true,
  },
  passwordResetLinkUsable: { notAboutBoards: 'whether a password-reset token still works' },
  pendingSocialSignup: { notAboutBoards: "this browser's unfinished social sign-up" },
  pin: { calls: (f) => f.secretPins.map((p) => ({ id: p.id })), membersSee: true },
  searchAdvisory: { calls: (f) => [{ query: tagOf(f) }] },
  searchBoards: { calls: (f) => [{ query: tagOf(f), first: 50 }, { query: 'quietboard' }], membersSee: true },
  searchPins: {
    // A misspelling of the secret pins' words: spelling correction must never lead to them.
    calls: (f) => [
      { query: tagOf(f), first: 50 },
      { query: `#${f.hashtag}` },
      { query: 'hushtitel hushdescripton' },
      { query: tagOf(f), scope: 'buyable_pins' },
      { query: tagOf(f), scope: 'shop_tool', filters: { priceMax: 20, onSale: false } },
    ],
    membersSee: true,
  },
  searchUsers: { calls: (f) => [{ query: f.owner.username }] },
  socialLoginProviders: { notAboutBoards: 'the sign-in providers this server offers' },
  oauthAuthorization: { notAboutBoards: 'whether an OAuth request names a registered app and address' },
  oauthApps: { notAboutBoards: "the viewer's own registered OAuth apps" },
  accessTokens: { notAboutBoards: "the viewer's own personal access tokens (names, scopes, dates)" },
  sessions: { notAboutBoards: "the viewer's own signed-in browsers (device, date, login method)" },
  connectedApps: { notAboutBoards: 'the OAuth apps the viewer allowed' },
  typeahead: {
    calls: () => [
      { term: 'hush', scope: 'pins' },
      { term: 'quiet', scope: 'boards' },
      { term: 'olive', scope: 'users' },
    ],
  },
  uploadStatus: { notAboutBoards: "the viewer's own uploads" },
  user: { calls: (f) => [{ username: f.owner.username }], membersSee: true },
  userSettings: { notAboutBoards: "the viewer's own settings" },
  dataImports: { notAboutBoards: "the viewer's own imports: their state, counts and report" },
  dataExports: { notAboutBoards: "the viewer's own exports: their state, progress and download path" },
  userState: { notAboutBoards: "the viewer's own state lists" },
  viewer: { calls: () => [{}] },
};

// GraphQL mutations that take a board, section or pin (found from their argument names). As a non-member each must
// be refused, and refused the same way for a secret id as for one that does not exist.

const TOUCHES_BOARDS =
  /^(boardId|toBoardId|sectionId|toSectionId|sectionIds|pinId|pinIds|initialPinIds|coverPinId)$/;

const MUTATION_MATRIX: Record<string, Entry<Args>> = {
  archiveBoard: { calls: (f) => [{ boardId: f.secretBoard.entityId }] },
  createAd: {
    calls: (f) =>
      [...f.secretPins, f.markerPin].map((p) => ({ adGroupId: MISSING.board, input: { pinId: p.id } })),
  },
  createAdGroup: {
    calls: (f) => [
      {
        campaignId: MISSING.board,
        input: { name: 'Matrix', countries: ['US'], interests: [], bidMinor: 100 },
        ads: [...f.secretPins, f.markerPin].map((p) => ({ pinId: p.id })),
      },
    ],
  },
  createCampaign: {
    calls: (f) =>
      [...f.secretPins, f.markerPin].map((p) => ({
        input: {
          advertiserId: MISSING.board,
          campaign: { name: 'Matrix', objectiveType: 'AWARENESS', budgetType: 'DAILY', budgetMinor: 1000 },
          adGroup: { name: 'Matrix', countries: ['US'], interests: [], bidMinor: 100 },
          ads: [{ pinId: p.id }],
        },
      })),
  },
  createPin: {
    calls: (f, viewer) => [
      { input: { boardId: f.secretBoard.entityId, imageUrl: 'https://example.com/a.jpg', title: 'x' } },
      // Tagging the secret product pins on a pin of one's own: refused alike for secret and missing ids.
      {
        input: {
          boardId: f.ownBoardOf[viewer],
          imageUrl: 'https://example.com/a.jpg',
          productTags: secretPinIds(f).map((productPinId) => ({ productPinId })),
        },
      },
      {
        input: {
          boardId: f.secretBoard.entityId,
          sectionId: f.secretSection.entityId,
          imageUrl: 'https://example.com/a.jpg',
        },
      },
    ],
  },
  createCarouselPin: {
    calls: (f) => [
      {
        input: {
          boardId: f.secretBoard.entityId,
          sectionId: f.secretSection.entityId,
          slides: [{ mediaUploadId: '1' }, { mediaUploadId: '2' }],
        },
      },
    ],
  },
  schedulePin: {
    calls: (f) => [
      {
        input: {
          boardId: f.secretBoard.entityId,
          sectionId: f.secretSection.entityId,
          mediaUploadId: '1',
          publishAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
    ],
  },
  createSection: {
    calls: (f, viewer) => [
      { input: { boardId: f.secretBoard.entityId, name: 'Sneaky' } },
      { input: { boardId: f.ownBoardOf[viewer], name: 'Sneaky', initialPinIds: secretPinIds(f) } },
    ],
  },
  deleteBoard: { calls: (f) => [{ boardId: f.secretBoard.entityId }] },
  deletePin: { calls: (f) => f.secretPins.map((p) => ({ pinId: p.id })) },
  deleteSection: { calls: (f) => [{ sectionId: f.secretSection.entityId }] },
  followBoard: { calls: (f) => [{ boardId: f.secretBoard.entityId }] },
  unfollowBoard: { calls: (f) => [{ boardId: f.secretBoard.entityId }] },
  inviteCollaborators: {
    calls: (f, viewer) => [
      { boardId: f.secretBoard.entityId, emails: ['someone.new@example.com'] },
      { boardId: f.secretBoard.entityId, userIds: [f.users.stranger.id] },
      ...(viewer === 'anonymous' ? [] : [{ boardId: f.ownBoardOf[viewer], emails: [f.invitationEmail] }]),
    ],
  },
  markBoardSavedTo: { calls: (f) => [{ boardId: f.secretBoard.entityId }] },
  movePins: {
    calls: (f, viewer) => [
      { input: { pinIds: secretPinIds(f), toBoardId: f.ownBoardOf[viewer] } },
      { input: { pinIds: [f.markerPin.id], toBoardId: f.ownBoardOf[viewer] } },
      { input: { pinIds: [f.publicPins[0]!.id], toBoardId: f.secretBoard.entityId } },
      {
        input: {
          pinIds: [f.publicPins[0]!.id],
          toBoardId: f.secretBoard.entityId,
          toSectionId: f.secretSection.entityId,
        },
      },
    ],
  },
  quickPromote: {
    calls: (f) => [
      {
        input: {
          advertiserId: MISSING.board,
          pinId: f.markerPin.id,
          autoTargetingEnabled: true,
          budgetInMicroCurrency: 5_000_000,
          campaignName: 'Matrix',
          destinationUrl: 'https://example.com/',
          isOngoing: true,
          targetingSpec: { ages: [], country: ['US'], genders: [], interests: [] },
        },
      },
    ],
  },
  recordPromotedPinClick: { calls: (f) => f.secretPins.map((p) => ({ pinId: p.id })) },
  recordPromotedVideoWatch: {
    calls: (f) => f.secretPins.map((p) => ({ pinId: p.id, watchedMs: 5000 })),
  },
  removeCollaborator: {
    calls: (f) => [{ boardId: f.secretBoard.entityId, userId: f.users.collaborator.id }],
  },
  reportContent: {
    calls: (f) => [
      { input: { boardId: f.secretBoard.entityId, reason: 'spam' } },
      ...f.secretPins.map((p) => ({ input: { pinId: p.id, reason: 'spam' } })),
    ],
  },
  renameSection: { calls: (f) => [{ sectionId: f.secretSection.entityId, name: 'Renamed' }] },
  reorderSections: {
    calls: (f) => [{ boardId: f.secretBoard.entityId, sectionIds: [f.secretSection.entityId] }],
  },
  savePin: {
    calls: (f, viewer) => [
      ...f.secretPins.map((p) => ({ input: { pinId: p.id, boardId: f.ownBoardOf[viewer] } })),
      { input: { pinId: f.publicPins[0]!.id, boardId: f.secretBoard.entityId } },
      {
        input: {
          pinId: f.publicPins[0]!.id,
          boardId: f.secretBoard.entityId,
          sectionId: f.secretSection.entityId,
        },
      },
    ],
  },
  trackEvent: {
    calls: (f) => [{ input: { event: 'pin_create_success', pinId: f.markerPin.id } }],
  },
  updateBoard: {
    calls: (f, viewer) => [
      { input: { boardId: f.secretBoard.entityId, name: 'Renamed' } },
      { input: { boardId: f.ownBoardOf[viewer], coverPinId: f.coverPin.id } },
    ],
  },
  updatePin: {
    calls: (f) => [
      ...f.secretPins.map((p) => ({ input: { pinId: p.id, title: 'Renamed' } })),
      ...f.secretPins.map((p) => ({ input: { pinId: p.id, productTags: [] } })),
      {
        input: {
          pinId: f.publicPins[0]!.id,
          productTags: secretPinIds(f).map((productPinId) => ({ productPinId })),
        },
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// HTTP routes, as Fastify registered them (HEAD answers from the GET handler).

interface RestCall {
  method: string;
  path: string;
  body?: object;
  headers?: Record<string, string>;
}

const resourceGet = (name: string, options: Args): RestCall => ({
  method: 'GET',
  path: `/resource/${name}/get/?${new URLSearchParams({ data: JSON.stringify({ options }) })}`,
});
const resourceWrite = (name: string, action: string, options: Args): RestCall => ({
  method: 'POST',
  path: `/resource/${name}/${action}/`,
  body: { data: { options } },
});

const v5Get = (path: string): RestCall => ({ method: 'GET', path });
/** A /v5 read, asked by the token viewers only (/v5 refuses every other viewer before reading anything). */
const v5Read = (
  calls: (f: PrivacyFixture, viewer: ViewerName) => RestCall[],
  membersSee = false,
): Entry<RestCall> => ({ viewers: TOKEN_VIEWERS, calls, membersSee });
/** A /v5 write, made by the token viewers who may not write to the secret board. */
const v5Write = (calls: (f: PrivacyFixture, viewer: ViewerName) => RestCall[]): Entry<RestCall> => ({
  viewers: TOKEN_VIEWERS,
  write: true,
  calls,
});

const ROUTE_MATRIX: Record<string, Coverage<RestCall> | { coveredBy: string }> = {
  'GET /healthz': { notAboutBoards: 'a liveness probe' },
  // The owner's archive holds the secret board's name and texts (stored uncompressed): only the owner gets it.
  'POST /data/imports/': {
    notAboutBoards:
      "starts an import into the viewer's own account from a file they send (tests/integration/dataImport.test.ts)",
  },
  'GET /data/exports/:id/download': {
    calls: (f) => [{ method: 'GET', path: exportDownloadPath(f.ownerExportId) }],
    viewers: VIEWERS.filter((viewer) => viewer !== 'owner'),
  },
  'GET /billing/invoices/:id.pdf': {
    notAboutBoards:
      "an advertiser's invoice (campaign names and amounts) for its owner and the operator only (tests/integration/billing.test.ts)",
  },
  'GET /readyz': { notAboutBoards: 'a readiness probe (database, migrations, media store)' },
  'GET /metrics': {
    notAboutBoards: 'server metrics, labelled by route pattern and operation name, never by id',
  },
  'GET /graphql': { coveredBy: 'the GraphQL query fields above (the same executor)' },
  'POST /graphql': { coveredBy: 'the GraphQL query fields and mutations above' },
  'OPTIONS /graphql': { notAboutBoards: 'the CORS preflight' },
  // /v5 acts through bearer tokens only (it refuses every cookie viewer alike): only the token viewers ask it.
  // The owner's board and pin counts include the secret board only for a token with the secret scopes.
  'GET /v5/user_account': v5Read(() => [v5Get('/v5/user_account')], true),
  'GET /v5/user_account/followers': v5Read(() => [v5Get('/v5/user_account/followers?page_size=250')]),
  'GET /v5/user_account/following': v5Read(() => [v5Get('/v5/user_account/following?page_size=250')]),
  'GET /v5/user_account/following/boards': v5Read(() => [
    v5Get('/v5/user_account/following/boards?page_size=250'),
  ]),
  'POST /v5/user_account/following/:username': {
    // Following changes who the viewer is to the owner: only the stranger's token asks (its person is no member).
    viewers: ['stranger token with every scope'],
    calls: (f) => [{ method: 'POST', path: `/v5/user_account/following/${f.owner.username}`, body: {} }],
  },
  'GET /v5/boards': v5Read(
    () => [v5Get('/v5/boards?page_size=250'), v5Get('/v5/boards?privacy=SECRET&page_size=250')],
    true,
  ),
  'POST /v5/boards': v5Write(() => [
    { method: 'POST', path: '/v5/boards', body: { name: 'Matrix secret board', privacy: 'SECRET' } },
  ]),
  'GET /v5/boards/:board_id': v5Read((f) => [v5Get(`/v5/boards/${f.secretBoard.entityId}`)], true),
  'PATCH /v5/boards/:board_id': v5Write((f) => [
    { method: 'PATCH', path: `/v5/boards/${f.secretBoard.entityId}`, body: { name: 'Renamed' } },
    { method: 'PATCH', path: `/v5/boards/${f.secretBoard.entityId}`, body: { privacy: 'PUBLIC' } },
  ]),
  'DELETE /v5/boards/:board_id': v5Write((f) => [
    { method: 'DELETE', path: `/v5/boards/${f.secretBoard.entityId}` },
  ]),
  'GET /v5/boards/:board_id/pins': v5Read(
    (f) => [v5Get(`/v5/boards/${f.secretBoard.entityId}/pins?page_size=250`)],
    true,
  ),
  'GET /v5/boards/:board_id/sections': v5Read(
    (f) => [v5Get(`/v5/boards/${f.secretBoard.entityId}/sections`)],
    true,
  ),
  'POST /v5/boards/:board_id/sections': v5Write((f) => [
    { method: 'POST', path: `/v5/boards/${f.secretBoard.entityId}/sections`, body: { name: 'Sneaky' } },
  ]),
  'PATCH /v5/boards/:board_id/sections/:section_id': v5Write((f) => [
    {
      method: 'PATCH',
      path: `/v5/boards/${f.secretBoard.entityId}/sections/${f.secretSection.entityId}`,
      body: { name: 'Renamed' },
    },
    // The secret section under a board the token may see.
    {
      method: 'PATCH',
      path: `/v5/boards/${f.publicBoard.entityId}/sections/${f.secretSection.entityId}`,
      body: { name: 'Renamed' },
    },
  ]),
  'DELETE /v5/boards/:board_id/sections/:section_id': v5Write((f) => [
    { method: 'DELETE', path: `/v5/boards/${f.secretBoard.entityId}/sections/${f.secretSection.entityId}` },
  ]),
  'GET /v5/boards/:board_id/sections/:section_id/pins': v5Read(
    (f) => [
      v5Get(`/v5/boards/${f.secretBoard.entityId}/sections/${f.secretSection.entityId}/pins`),
      v5Get(`/v5/boards/${f.publicBoard.entityId}/sections/${f.secretSection.entityId}/pins`),
    ],
    true,
  ),
  'GET /v5/pins': v5Read(() => [v5Get('/v5/pins?page_size=250')], true),
  'POST /v5/pins': v5Write((f, viewer) => [
    {
      method: 'POST',
      path: '/v5/pins',
      body: {
        board_id: f.secretBoard.entityId,
        media_source: { source_type: 'image_url', url: 'https://example.com/a.jpg' },
      },
    },
    {
      method: 'POST',
      path: '/v5/pins',
      body: {
        board_id: f.ownBoardOf[viewer],
        board_section_id: f.secretSection.entityId,
        media_source: { source_type: 'image_url', url: 'https://example.com/a.jpg' },
      },
    },
    ...f.secretPins.map((p) => ({
      method: 'POST',
      path: '/v5/pins',
      body: { board_id: f.ownBoardOf[viewer], parent_pin_id: p.id },
    })),
  ]),
  'GET /v5/pins/:pin_id': v5Read((f) => f.secretPins.map((p) => v5Get(`/v5/pins/${p.id}`)), true),
  'PATCH /v5/pins/:pin_id': v5Write((f, viewer) => [
    ...f.secretPins.map((p) => ({ method: 'PATCH', path: `/v5/pins/${p.id}`, body: { title: 'Renamed' } })),
    { method: 'PATCH', path: `/v5/pins/${f.markerPin.id}`, body: { board_id: f.ownBoardOf[viewer] } },
    // A pin the token may edit, moved onto the secret board or into its section.
    { method: 'PATCH', path: `/v5/pins/${f.publicPins[0]!.id}`, body: { board_id: f.secretBoard.entityId } },
    {
      method: 'PATCH',
      path: `/v5/pins/${f.publicPins[0]!.id}`,
      body: { board_id: f.secretBoard.entityId, board_section_id: f.secretSection.entityId },
    },
  ]),
  'DELETE /v5/pins/:pin_id': v5Write((f) =>
    f.secretPins.map((p) => ({ method: 'DELETE', path: `/v5/pins/${p.id}` })),
  ),
  'POST /v5/pins/:pin_id/save': v5Write((f, viewer) => [
    ...f.secretPins.map((p) => ({
      method: 'POST',
      path: `/v5/pins/${p.id}/save`,
      body: { board_id: f.ownBoardOf[viewer] },
    })),
    {
      method: 'POST',
      path: `/v5/pins/${f.publicPins[0]!.id}/save`,
      body: { board_id: f.secretBoard.entityId, board_section_id: f.secretSection.entityId },
    },
  ]),
  'POST /v5/media': { notAboutBoards: "registers a video upload of the token's own person" },
  'GET /v5/media': v5Read(() => [v5Get('/v5/media?page_size=250')]),
  // A media id is not a pin id, but a client may guess with one.
  'GET /v5/media/:media_id': v5Read((f) => [v5Get(`/v5/media/${f.markerPin.id}`)]),
  'GET /v5/search/boards': v5Read(
    (f) => [v5Get(`/v5/search/boards?query=${tagOf(f)}`), v5Get('/v5/search/boards?query=quietboard')],
    true,
  ),
  'GET /v5/search/pins': v5Read(
    (f) => [
      v5Get(`/v5/search/pins?query=${tagOf(f)}`),
      v5Get(`/v5/search/pins?${new URLSearchParams({ query: `#${f.hashtag}` })}`),
    ],
    true,
  ),
  'GET /v5/openapi.json': { notAboutBoards: 'the API description' },
  'GET /developers': { notAboutBoards: 'the API reference page' },
  'GET /developers/': { notAboutBoards: 'the API reference page' },
  'GET /developers/reference.js': { notAboutBoards: 'the API reference page' },
  'GET /developers/swagger-ui.css': { notAboutBoards: 'the API reference page' },
  'GET /developers/swagger-ui-bundle.js': { notAboutBoards: 'the API reference page' },
  'POST /v5/oauth/token': { notAboutBoards: 'OAuth token exchange (client authentication, no session)' },
  'POST /v5/oauth/token/revoke': { notAboutBoards: 'OAuth token revocation (client authentication)' },
  'OPTIONS /v5/oauth/token': { notAboutBoards: 'the CORS preflight' },
  // Conversions: an advertiser's site reports events about its own pages; nothing answered names a board.
  'POST /v5/ad_accounts/:advertiserId/events': {
    notAboutBoards:
      'takes conversion events with a conversion token; answers only their outcomes (conversions.test.ts)',
  },
  'GET /conversion-tag.js': { notAboutBoards: 'the conversion tag script, the same for everyone' },
  'OPTIONS /conversion-tag/events': { notAboutBoards: 'the CORS preflight' },
  'POST /conversion-tag/events': {
    notAboutBoards:
      "takes one event of an advertiser's site; answers received or duplicate (conversions.test.ts)",
  },
  'OPTIONS /v5/oauth/token/revoke': { notAboutBoards: 'the CORS preflight' },
  'PUT /v3/pins/image/': { notAboutBoards: "registers an image link as the viewer's own upload" },
  'GET /v3/pins/:id/': {
    calls: (f) => f.secretPins.map((p) => ({ method: 'GET', path: `/v3/pins/${p.id}/` })),
    membersSee: true,
  },
  'GET /v3/pins/:id/board_title_suggestions/': {
    calls: (f) =>
      [...f.secretPins, f.publicPins[0]!].map((p) => ({
        method: 'GET',
        path: `/v3/pins/${p.id}/board_title_suggestions/`,
      })),
  },
  'GET /v3/register/exists/': { notAboutBoards: 'whether an email has an account (finding 9, own limits)' },
  'GET /v3/users/me/': { calls: () => [{ method: 'GET', path: '/v3/users/me/' }] },
  'POST /v3/users/me/': { calls: () => [{ method: 'POST', path: '/v3/users/me/', body: {} }] },
  'PUT /v3/users/follow/': {
    // Following changes who the viewer is to the owner: only the follower, who already follows, asks.
    viewers: ['follower'],
    calls: (f) => [{ method: 'PUT', path: '/v3/users/follow/', body: { user_id: f.owner.id } }],
  },
  'GET /v3/users/settings': { notAboutBoards: "the viewer's own settings" },
  'GET /v3/users/settings/': { notAboutBoards: "the viewer's own settings" },
  'POST /v3/login/': { notAboutBoards: 'signs in' },
  'POST /v3/login/multifactor/': { notAboutBoards: 'signs in (second step)' },
  'GET /v3/bot_check/challenge/': { notAboutBoards: 'a proof-of-work challenge' },
  'PUT /v3/boards/:id/follow/': {
    write: true,
    calls: (f) => [{ method: 'PUT', path: `/v3/boards/${f.secretBoard.entityId}/follow/` }],
  },
  'DELETE /v3/boards/:id/follow/': {
    write: true,
    calls: (f) => [{ method: 'DELETE', path: `/v3/boards/${f.secretBoard.entityId}/follow/` }],
  },
  'GET /v3/callback/event/': {
    calls: (f) => [
      { method: 'GET', path: `/v3/callback/event/?event=pin_create_success&pin_id=${f.markerPin.id}` },
    ],
  },
  'POST /v3/offsite/': {
    calls: (f) => [
      { method: 'POST', path: '/v3/offsite/', body: { url: 'https://example.com/', pin_id: f.markerPin.id } },
    ],
  },
  'GET /v3/search/autocomplete/': {
    calls: (f) => [
      { method: 'GET', path: `/v3/search/autocomplete/?q=hushtag&show_pin_count=true` },
      { method: 'GET', path: `/v3/search/autocomplete/?q=${f.hashtag}&show_pin_count=true` },
    ],
  },
  'GET /v3/feeds/home/': {
    calls: () => [{ method: 'GET', path: '/v3/feeds/home/?page_size=50' }],
    membersSee: true,
  },
  'GET /v3/facebook/login_data/': { notAboutBoards: 'which sign-ins a Facebook identity has' },
  'POST /v3/facebook/profile_data/': { notAboutBoards: "a Facebook identity's profile" },
  'GET /vx/business_access/profiles': {
    calls: () => [{ method: 'GET', path: '/vx/business_access/profiles' }],
  },
  'GET /vx/business_access/profiles/': {
    calls: () => [{ method: 'GET', path: '/vx/business_access/profiles/' }],
  },
  'GET /resource/:name/:action/': { coveredBy: 'RESOURCE_MATRIX (every name and action)' },
  'POST /resource/:name/:action/': { coveredBy: 'RESOURCE_MATRIX (every name and action)' },
  'PUT /resource/:name/:action/': { coveredBy: 'RESOURCE_MATRIX (every name and action)' },
  'DELETE /resource/:name/:action/': { coveredBy: 'RESOURCE_MATRIX (every name and action)' },
  'POST /ads/v4/advertisers/:advertiserId/pins/:pinId/quick_promote/': {
    write: true,
    calls: (f) => [
      {
        method: 'POST',
        path: `/ads/v4/advertisers/${f.business.id}/pins/${f.markerPin.id}/quick_promote/`,
        body: { budget_in_micro_currency: 5_000_000, duration: '7', start_now: true },
      },
    ],
  },
  'GET /offsite/': {
    calls: (f) => [
      {
        method: 'GET',
        path: `/offsite/?${new URLSearchParams({ url: 'https://example.com/', pin: f.markerPin.id })}`,
      },
    ],
  },
  // Embeds show public pins and boards only, to members too: nobody's answer names the secret board.
  'GET /embed/pin/:id/': {
    calls: (f) => f.secretPins.map((p) => ({ method: 'GET', path: `/embed/pin/${p.id}/` })),
  },
  'GET /embed/board/:id/': {
    calls: (f) => [
      { method: 'GET', path: `/embed/board/${f.secretBoard.entityId}/` },
      { method: 'GET', path: `/embed/board/${f.publicBoard.entityId}/` },
    ],
  },
  'GET /login/oidc/:name/': { notAboutBoards: 'starts a social sign-in' },
  'GET /login/oidc/:name/callback/': { notAboutBoards: 'ends a social sign-in' },
  'POST /login/oidc/google/one-tap/': { notAboutBoards: "signs in with Google one tap's ID token" },
  'POST /upload/:id/': { notAboutBoards: "the bytes of the viewer's own upload" },
  'GET /media/*': {
    notAboutBoards:
      'content-addressed files: an unguessable URL is the access (README, finding 16); the matrix checks no answer gives a secret image URL away',
  },
  // The built client: every page is the same shell; its data comes through the routes above.
  'GET /index.html': {
    calls: (f) => [
      {
        method: 'GET',
        path: `/${f.owner.username}/${f.secretBoard.slug}/`,
        headers: { accept: 'text/html' },
      },
      {
        method: 'GET',
        path: `/${f.owner.username}/${f.secretBoard.slug}/${f.secretSection.slug}/`,
        headers: { accept: 'text/html' },
      },
      { method: 'GET', path: `/pin/${f.markerPin.id}/`, headers: { accept: 'text/html' } },
    ],
  },
};

/** Every /resource/{Name}/{action}/ of the resource tables (each `*Resources` export of server/rest/). */
const RESOURCE_MATRIX: Record<string, Coverage<RestCall>> = {
  'BoardResource/get': {
    calls: (f) => [
      resourceGet('BoardResource', { board_id: f.secretBoard.entityId }),
      resourceGet('BoardResource', { username: f.owner.username, slug: f.secretBoard.slug }),
    ],
    membersSee: true,
  },
  'BoardResource/create': { notAboutBoards: "creates the viewer's own new board" },
  'BoardPickerBoardsResource/get': {
    calls: (f) => [
      resourceGet('BoardPickerBoardsResource', {}),
      resourceGet('BoardPickerBoardsResource', { filter: 'all', user_id: f.owner.id }),
      resourceGet('BoardPickerBoardsResource', { filter: 'protected', username: f.owner.username }),
    ],
    membersSee: true,
  },
  'BoardShortlistResource/update': {
    write: true,
    calls: (f) => [resourceWrite('BoardShortlistResource', 'update', { board_id: f.secretBoard.entityId })],
  },
  'ShareSuggestionsResource/get': { calls: () => [resourceGet('ShareSuggestionsResource', {})] },
  'CollaboratorTypeaheadResource/get': {
    calls: (f) => [resourceGet('CollaboratorTypeaheadResource', { term: f.owner.username })],
  },
  'BoardInviteResource/create': {
    write: true,
    calls: (f) => [
      resourceWrite('BoardInviteResource', 'create', {
        board_id: f.secretBoard.entityId,
        emails: ['someone.new@example.com'],
      }),
    ],
  },
  'VIPResource/create': { notAboutBoards: "registers the viewer's own upload" },
  'VIPResource/get': { notAboutBoards: "the state of the viewer's own uploads" },
  'FindPinImagesResource/get': { notAboutBoards: 'images of a web page the caller names' },
  'BulkEditResource/update': {
    write: true,
    calls: (f, viewer) => [
      resourceWrite('BulkEditResource', 'update', {
        pin_ids: secretPinIds(f),
        board_id: f.ownBoardOf[viewer],
      }),
      resourceWrite('BulkEditResource', 'update', {
        pin_ids: [f.publicPins[0]!.id],
        board_id: f.secretBoard.entityId,
        section_id: f.secretSection.entityId,
      }),
    ],
  },
  'BulkEditSelectAllResource/update': {
    write: true,
    calls: (f, viewer) => [
      resourceWrite('BulkEditSelectAllResource', 'update', {
        pin_ids: [f.markerPin.id],
        new_board_id: f.ownBoardOf[viewer],
      }),
    ],
  },
  'BoardSectionEditResource/update': {
    write: true,
    calls: (f) => [
      resourceWrite('BoardSectionEditResource', 'update', {
        section_id: f.secretSection.entityId,
        pins: [f.markerPin.id],
      }),
    ],
  },
  'BoardSectionPinsResource/delete': {
    write: true,
    calls: (f) => [
      resourceWrite('BoardSectionPinsResource', 'delete', {
        section_id: f.secretSection.entityId,
        pins: [f.sectionPin.id],
      }),
    ],
  },
  'PinResource/get': {
    calls: (f) => f.secretPins.map((p) => resourceGet('PinResource', { id: p.id })),
    membersSee: true,
  },
  'PinResource/create': {
    write: true,
    calls: (f) => [
      resourceWrite('PinResource', 'create', {
        board_id: f.secretBoard.entityId,
        image_url: 'https://example.com/a.jpg',
      }),
    ],
  },
  'PinResource/update': {
    write: true,
    calls: (f) =>
      f.secretPins.map((p) => resourceWrite('PinResource', 'update', { id: p.id, title: 'Renamed' })),
  },
  'RepinResource/create': {
    write: true,
    calls: (f, viewer) =>
      f.secretPins.map((p) =>
        resourceWrite('RepinResource', 'create', { pin_id: p.id, board_id: f.ownBoardOf[viewer] }),
      ),
  },
  'BaseSearchResource/get': {
    calls: (f) => [
      resourceGet('BaseSearchResource', { query: tagOf(f), scope: 'pins' }),
      resourceGet('BaseSearchResource', { query: tagOf(f), scope: 'boards' }),
      resourceGet('BaseSearchResource', { term: 'hush' }),
    ],
    membersSee: true,
  },
  'BoardSectionResource/get': {
    calls: (f) => [resourceGet('BoardSectionResource', { section_id: f.secretSection.entityId })],
    membersSee: true,
  },
  'BoardSectionResource/create': {
    write: true,
    calls: (f) => [
      resourceWrite('BoardSectionResource', 'create', { board_id: f.secretBoard.entityId, name: 'Sneaky' }),
    ],
  },
  'BoardSectionsResource/get': {
    calls: (f) => [resourceGet('BoardSectionsResource', { board_id: f.secretBoard.entityId })],
    membersSee: true,
  },
  'BoardSectionsRepinResource/get': {
    calls: (f) => [resourceGet('BoardSectionsRepinResource', { board_id: f.secretBoard.entityId })],
    membersSee: true,
  },
  'UserFollowResource/create': {
    viewers: ['follower'],
    calls: (f) => [resourceWrite('UserFollowResource', 'create', { user_id: f.owner.id })],
  },
  'UserFollowResource/delete': {
    // Unfollowing someone one does not follow changes nothing, and answers the owner's profile.
    viewers: ['stranger'],
    calls: (f) => [resourceWrite('UserFollowResource', 'delete', { user_id: f.owner.id })],
  },
  'UserBlockResource/create': { notAboutBoards: 'blocks a person (the answer is their public profile)' },
  'UserBlockResource/delete': { notAboutBoards: 'unblocks a person (the answer is their public profile)' },
  'UserStateResource/create': { notAboutBoards: "adds to the viewer's own state list" },
  'UserStateResource/get': { notAboutBoards: "the viewer's own state list" },
};

// ---------------------------------------------------------------------------------------------------------------

let app: TestApp;
let fixture: PrivacyFixture;
let clientDir: string;
let resourceKeys: string[];

function argumentNames(
  args: readonly (GraphQLArgument | GraphQLInputField)[],
  seen = new Set<string>(),
): string[] {
  return args.flatMap((arg) => {
    const named = getNamedType(arg.type as GraphQLInputType);
    if (!isInputObjectType(named) || seen.has(named.name)) return [arg.name];
    seen.add(named.name);
    return [arg.name, ...argumentNames(Object.values(named.getFields()), seen)];
  });
}

/** One answer, reduced to what a client can tell apart. */
type Answer = unknown;

/** The largest reach the app answers for each field, found on first use. */
const reachOf = new Map<string, number>();

async function askGraphql(
  client: TestClient,
  operation: 'query' | 'mutation',
  field: string,
  args: Args,
  types?: readonly string[],
) {
  for (let n = reachOf.get(field) ?? 0; ; n += 1) {
    const reach = { ...REACHES[n]!, types };
    const result = await client.gql(operationFor(schema, operation, field, args, reach), args);
    // The app's guards refuse a document with too many tokens, or a query too deep, too broad or too costly.
    const tooBig = result.errors?.some((error) =>
      /exceeds maximum|\d+ tokens|too many|limit/i.test(error.message),
    );
    if (!tooBig || n === REACHES.length - 1) {
      reachOf.set(field, n);
      return { status: result.status, data: result.data, errors: result.errors };
    }
  }
}

async function askRest(client: TestClient, call: RestCall): Promise<Answer> {
  const response =
    call.body === undefined
      ? await client.request(call.method, call.path, undefined, { headers: call.headers, redirect: 'manual' })
      : await client.request(call.method, call.path, JSON.stringify(call.body), {
          headers: { 'content-type': 'application/json', ...call.headers },
          redirect: 'manual',
        });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: response.status, location: response.headers.get('location'), body };
}

/**
 * Why an answer says nothing about privacy: the query was refused as too big or invalid, or the server failed.
 * Either would let the matrix pass without checking anything.
 */
function brokenAnswer(answer: Answer): string | null {
  const { status, errors } = answer as {
    status: number;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (status >= 500) return `HTTP ${status}`;
  const bad = errors?.find((error) =>
    ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'INTERNAL_SERVER_ERROR'].includes(
      error.extensions?.code ?? '',
    ),
  );
  return bad ? `${bad.extensions?.code}: ${bad.message}` : null;
}

interface Problem {
  entry: string;
  call: unknown;
  problem: string;
}

/**
 * Asks every call of every entry as one viewer. Non-members: no leak, and a secret id answers like a missing one.
 * Members: at least one leak in each `membersSee` entry (the check sees what it is looking for).
 */
async function runMatrix<TCall>(
  viewer: ViewerName,
  matrix: Record<string, Coverage<TCall> | { coveredBy: string }>,
  ask: (client: TestClient, call: TCall, key: string) => Promise<Answer>,
  label: (key: string) => string,
): Promise<Problem[]> {
  const client = fixture.clients[viewer];
  const problems: Problem[] = [];
  for (const [key, coverage] of Object.entries(matrix)) {
    if (!('calls' in coverage)) continue;
    if (coverage.viewers && !coverage.viewers.includes(viewer)) continue;
    if (coverage.write && isMember(viewer)) continue;
    const allowed = coverage.allowed?.(fixture, viewer) ?? [];
    let membersFound = false;
    for (const call of coverage.calls(fixture, viewer)) {
      const placeholders = inputPlaceholders(fixture, call);
      const answer = normalise(await ask(client, call, key), placeholders);
      const broken = brokenAnswer(answer);
      if (broken)
        problems.push({ entry: label(key), call, problem: `the matrix's call is not answered: ${broken}` });
      const leaks = findLeaks(fixture, answer).filter(
        (leak: Leak) => !allowed.some((text) => leak.what === `contains ${JSON.stringify(text)}`),
      );
      if (isMember(viewer)) {
        membersFound ||= leaks.length > 0;
        continue;
      }
      for (const leak of leaks)
        problems.push({ entry: label(key), call, problem: `${leak.path} ${leak.what}` });
      if (mentionsSecretIds(fixture, call)) {
        const missing = normalise(await ask(client, withMissingIds(fixture, call), key), placeholders);
        const [secretText, missingText] = [JSON.stringify(answer), JSON.stringify(missing)];
        if (secretText !== missingText) {
          let at = 0;
          while (secretText[at] === missingText[at]) at += 1;
          const around = (text: string) => text.slice(Math.max(0, at - 120), at + 200);
          problems.push({
            entry: label(key),
            call,
            problem: `answers a secret id differently from a missing one: …${around(secretText)}… vs …${around(missingText)}…`,
          });
        }
      }
    }
    if (isMember(viewer) && coverage.membersSee && !membersFound) {
      problems.push({
        entry: label(key),
        call: null,
        problem: 'a member does not see the secret board here',
      });
    }
  }
  return problems;
}

// NOTE: the matrix asks a few thousand questions; it runs on PGlite only, to keep CI short (the privacy rules are
// the same SQL on both databases, and privacy.test.ts runs on both).
describe.runIf(inject('dbKind') === 'pglite')('the privacy matrix', () => {
  beforeAll(async () => {
    // A stand-in built client, so page addresses are answered as in production (the shell, for every page).
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-matrix-client-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Tackboard</title><div id="root"></div>',
    );
    app = await startTestApp({ env: { CLIENT_DIR: clientDir } });
    fixture = await buildPrivacyFixture(app);
    for (const pin of fixture.secretPins) {
      const sponsorship = await app.db
        .insertInto('pin_sponsorships')
        .values({ pin_id: pin.id, creator_id: pin.pinner_id, brand_id: fixture.business.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db
        .updateTable('pins')
        .set({ sponsorship_id: sponsorship.id })
        .where('id', '=', pin.id)
        .execute();
    }
    await refreshIdeaTopics(app.db);
    await refreshSearchVocabulary(app.db);
    ideaTopicIds = (await app.db.selectFrom('idea_topics').select('id').execute()).map((row) => row.id);

    const restDir = path.resolve(import.meta.dirname, '../../server/rest');
    const tables: ResourceTable[] = [];
    for (const file of readdirSync(restDir).filter((name) => name.endsWith('.ts'))) {
      const module = (await import(path.join(restDir, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        if (name.endsWith('Resources') && value && typeof value === 'object')
          tables.push(value as ResourceTable);
      }
    }
    resourceKeys = tables.flatMap((table) =>
      Object.entries(table).flatMap(([name, actions]) =>
        Object.keys(actions).map((action) => `${name}/${action}`),
      ),
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    if (clientDir) rmSync(clientDir, { recursive: true, force: true });
  });

  describe('the privacy matrix covers every way in', () => {
    it('has an entry for every query field, board mutation, route and resource', () => {
      const queryFields = Object.keys(schema.getQueryType()?.getFields() ?? {});
      const boardMutations = Object.values(schema.getMutationType()?.getFields() ?? {})
        .filter((field) => argumentNames(field.args).some((name) => TOUCHES_BOARDS.test(name)))
        .map((field) => field.name);
      const routes = [
        ...new Set(registeredRoutes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
      ];
      const uncovered = [
        ...queryFields.filter((name) => !(name in QUERY_MATRIX)).map((name) => `query ${name}`),
        ...boardMutations.filter((name) => !(name in MUTATION_MATRIX)).map((name) => `mutation ${name}`),
        ...routes.filter((key) => !(key in ROUTE_MATRIX)).map((key) => `route ${key}`),
        ...resourceKeys.filter((key) => !(key in RESOURCE_MATRIX)).map((key) => `resource ${key}`),
      ];
      expect(uncovered).toEqual([]);
      // And no stale entries: each names something that still exists.
      const stale = [
        ...Object.keys(QUERY_MATRIX).filter((name) => !queryFields.includes(name)),
        ...Object.keys(MUTATION_MATRIX).filter((name) => !boardMutations.includes(name)),
        ...Object.keys(ROUTE_MATRIX).filter((key) => !routes.includes(key)),
        ...Object.keys(RESOURCE_MATRIX).filter((key) => !resourceKeys.includes(key)),
      ];
      expect(stale).toEqual([]);
      expect(resourceKeys.length).toBeGreaterThan(20);
    });
  });

  describe.each(VIEWERS)('as the %s', (viewer) => {
    const verb = isMember(viewer) ? 'show' : 'give nothing away about';
    it(
      `GraphQL query fields ${verb} the secret board`,
      async () => {
        const problems = await runMatrix(
          viewer,
          QUERY_MATRIX,
          (client, args: Args, field) => {
            const coverage = QUERY_MATRIX[field];
            return askGraphql(
              client,
              'query',
              field,
              args,
              coverage && 'types' in coverage ? coverage.types : undefined,
            );
          },
          (key) => `query ${key}`,
        );
        expect(problems).toEqual([]);
      },
      MATRIX_TIMEOUT,
    );

    it.runIf(!isMember(viewer))(
      'GraphQL mutations on boards, sections and pins refuse alike for secret and missing ids',
      async () => {
        const problems = await runMatrix(
          viewer,
          Object.fromEntries(
            Object.entries(MUTATION_MATRIX).map(([key, entry]) => [key, { ...entry, write: true }]),
          ),
          (client, args: Args, field) => askGraphql(client, 'mutation', field, args),
          (key) => `mutation ${key}`,
        );
        expect(problems).toEqual([]);
      },
      MATRIX_TIMEOUT,
    );

    it(
      `HTTP routes and /resource/ calls ${verb} the secret board`,
      async () => {
        const problems = [
          ...(await runMatrix(viewer, ROUTE_MATRIX, askRest, (key) => `route ${key}`)),
          ...(await runMatrix(viewer, RESOURCE_MATRIX, askRest, (key) => `resource ${key}`)),
        ];
        expect(problems).toEqual([]);
      },
      MATRIX_TIMEOUT,
    );
  });

  // The schema-wide selection cannot reach a pin's lists within the app's limits, so a public pin's product tags
  // are asked for on their own: the one naming the secret product pin is left out, count included.
  it.each(VIEWERS)(
    "a public pin's product tags name the secret product pin only to members (as the %s)",
    async (viewer) => {
      const { pin } = await fixture.clients[viewer].query(
        graphql(`query PrivacyMatrixProductTags($id: String!) {
        pin(id: $id) {
          productTags {
            position x y productPinId
            pin { entityId title description link imageSpec_236x { url } pinnedToBoard { name } }
            product { price currency }
          }
        }
      }`),
        { id: fixture.publicPins[0]!.id },
      );
      if (isMember(viewer)) {
        expect(pin?.productTags.map((tag) => tag.productPinId)).toEqual([fixture.markerPin.id]);
        expect(findLeaks(fixture, pin)).not.toEqual([]);
      } else {
        expect(pin?.productTags).toEqual([]);
        expect(findLeaks(fixture, pin)).toEqual([]);
      }
    },
  );

  describe('after the matrix', () => {
    it("the owner's secret board is as it was: nobody's refused write changed it", async () => {
      const { board } = await fixture.clients.owner.query(
        graphql(
          `query PrivacyMatrixBoard($id: String!) { board(id: $id) { name pinCount sections { edges { node { title } } } } }`,
        ),
        {
          id: fixture.secretBoard.entityId,
        },
      );
      expect(board).toEqual({
        name: fixture.secretBoard.name,
        pinCount: fixture.secretPins.length,
        sections: { edges: [{ node: { title: fixture.secretSection.title } }] },
      });
    });

    it("the owner's counts: the owner and the collaborator see all, a stranger only the public ones", async () => {
      const COUNTS = graphql(
        `query PrivacyMatrixCounts($u: String!) { user(username: $u) { pinCount boardCount } }`,
      );
      const owner = await fixture.clients.owner.query(COUNTS, {
        u: fixture.owner.username,
      });
      const collaborator = await fixture.clients.collaborator.query(COUNTS, {
        u: fixture.owner.username,
      });
      const stranger = await fixture.clients.stranger.query(COUNTS, {
        u: fixture.owner.username,
      });
      const all = { pinCount: fixture.counts.allPins, boardCount: fixture.counts.allBoards };
      expect(owner.user).toEqual(all);
      expect(collaborator.user).toEqual(all);
      expect(stranger.user).toEqual({
        pinCount: fixture.counts.publicPins,
        boardCount: fixture.counts.publicBoards,
      });
    });
  });
});

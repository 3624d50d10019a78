import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { graphql } from '../gql';
import {
  addCollaborator,
  createBoard,
  createSection,
  newUser,
  savePin,
  signUp,
  storeTestImage,
  succeeded,
  uniqueEmail,
} from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
// Our own data folder, so the test can read the outbox the invitation emails go to.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tackboard-invites-'));
beforeAll(async () => {
  app = await startTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const INVITE = graphql(`
  mutation CollaborationInvite($boardId: String!, $userIds: [String!], $emails: [String!]) {
    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
      __typename ...DomainErrorFields
      ... on MutationInviteCollaboratorsSuccess { data { entityId email status } }
    }
  }`);

const MY_INVITES = graphql(
  `query CollaborationMyInvites { myBoardInvites { entityId boardName inviter { username } board { name } } }`,
);
const RESPOND = graphql(`
  mutation CollaborationRespond($id: String!, $accept: Boolean!) {
    respondToBoardInvite(inviteId: $id, accept: $accept) {
      __typename ...DomainErrorFields
      ... on MutationRespondToBoardInviteSuccess { data { status board { name collaboratedByMe } } }
    }
  }`);

async function invite(client: TestClient, boardId: string, userIds: string[] = [], emails: string[] = []) {
  return (await client.query(INVITE, { boardId, userIds, emails })).inviteCollaborators;
}

async function boardVisible(client: TestClient, boardId: string): Promise<boolean> {
  const { board } = await client.query(
    graphql(`query CollaborationBoard($id: String!) { board(id: $id) { entityId } }`),
    { id: boardId },
  );
  return board !== null;
}

describe('inviting collaborators', () => {
  it('an invitee sees the pending invite (not yet the secret board), accepts, and can then see and save to it', async () => {
    const owner = await newUser(app, { fullName: 'Olive Owner' });
    const board = await createBoard(owner.client, { name: 'Secret plans', privacy: 'secret' });
    const friend = await newUser(app);
    const sent = await invite(owner.client, board.entityId, [friend.user.id]);
    expect(sent.__typename).toBe('MutationInviteCollaboratorsSuccess');

    const { myBoardInvites } = await friend.client.query(MY_INVITES);
    expect(myBoardInvites).toHaveLength(1);
    expect(myBoardInvites[0]).toMatchObject({
      boardName: 'Secret plans',
      inviter: { username: owner.user.username },
      board: null,
    });
    expect(await boardVisible(friend.client, board.entityId)).toBe(false);
    await expect(savePin(app, friend.user, { boardId: board.entityId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const { respondToBoardInvite } = await friend.client.query(RESPOND, {
      id: myBoardInvites[0]!.entityId,
      accept: true,
    });
    expect(succeeded(respondToBoardInvite)).toEqual({
      status: 'accepted',
      board: { name: 'Secret plans', collaboratedByMe: true },
    });
    expect(await boardVisible(friend.client, board.entityId)).toBe(true);
    await savePin(app, friend.user, { boardId: board.entityId });
  });

  it('a declined invite gives no access', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Declined board', privacy: 'secret' });
    const friend = await newUser(app);
    await invite(owner.client, board.entityId, [friend.user.id]);
    const { myBoardInvites } = await friend.client.query(MY_INVITES);
    await friend.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: false });
    expect(await boardVisible(friend.client, board.entityId)).toBe(false);
  });

  it('inviting twice keeps one pending invite', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Twice' });
    const friend = await newUser(app);
    await invite(owner.client, board.entityId, [friend.user.id]);
    await invite(owner.client, board.entityId, [friend.user.id]);
    const { myBoardInvites } = await friend.client.query(MY_INVITES);
    expect(myBoardInvites).toHaveLength(1);
  });

  it('someone who is not on the board cannot invite to it', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Closed' });
    const stranger = await newUser(app);
    const friend = await newUser(app);
    expect(await invite(stranger.client, board.entityId, [friend.user.id])).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('a blocked person cannot be invited', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'No blocked' });
    const blocked = await newUser(app);
    await owner.client.query(
      graphql(`mutation CollaborationBlockUser($id: String!) { blockUser(userId: $id) { __typename } }`),
      {
        id: blocked.user.id,
      },
    );
    expect(await invite(owner.client, board.entityId, [blocked.user.id])).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('an email invite is refused while the address is invalid', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Email check' });
    expect(await invite(owner.client, board.entityId, [], ['not-an-address'])).toMatchObject({
      __typename: 'DomainError',
      field: 'email',
    });
  });

  it('an email invite is mailed to the outbox with a link that works after signing up', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Mailed board', privacy: 'secret' });
    const email = uniqueEmail('newcomer');
    const sent = await invite(owner.client, board.entityId, [], [email]);
    expect(sent.__typename).toBe('MutationInviteCollaboratorsSuccess');

    const outbox = loadConfig({ DATA_DIR: dataDir }).outboxDir;
    const message = readdirSync(outbox)
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .find((text) => text.includes(`To: ${email}`));
    expect(message).toContain('Mailed board');
    const token = /\/invite\/([A-Za-z0-9_-]+)\//.exec(message ?? '')?.[1];
    expect(token).toBeTruthy();

    const newcomer = app.client();
    await signUp(newcomer, { email });
    const { acceptBoardInviteByToken } = await newcomer.query(
      graphql(
        `mutation CollaborationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }`,
      ),
      { token: token! },
    );
    expect(acceptBoardInviteByToken.__typename).toBe('MutationAcceptBoardInviteByTokenSuccess');
    expect(await boardVisible(newcomer, board.entityId)).toBe(true);
  });
});

describe('what collaborators may do', () => {
  async function groupBoard() {
    const owner = await newUser(app, { fullName: 'Zed Owner' });
    const board = await createBoard(owner.client, { name: 'Group', privacy: 'secret' });
    const collaborator = await newUser(app, { fullName: 'Amy Helper' });
    await invite(owner.client, board.entityId, [collaborator.user.id]);
    const { myBoardInvites } = await collaborator.client.query(MY_INVITES);
    await collaborator.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    return { owner, board, collaborator };
  }

  it('collaborators add sections, but only the owner edits settings or deletes the board', async () => {
    const { board, collaborator, owner } = await groupBoard();
    await createSection(collaborator.client, { boardId: board.entityId, name: 'From Amy' });
    const update = await collaborator.client.query(
      graphql(
        `mutation CollaborationUpdateBoard($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ...DomainErrorFields } }`,
      ),
      { input: { boardId: board.entityId, name: 'Renamed by Amy' } },
    );
    expect(update.updateBoard).toMatchObject({ code: 'FORBIDDEN' });
    const remove = await collaborator.client.query(
      graphql(
        `mutation CollaborationDeleteBoard($id: String!) { deleteBoard(boardId: $id) { __typename ...DomainErrorFields } }`,
      ),
      { id: board.entityId },
    );
    expect(remove.deleteBoard).toMatchObject({ code: 'FORBIDDEN' });
    const ownerUpdate = await owner.client.query(
      graphql(
        `mutation CollaborationUpdateBoard2($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }`,
      ),
      { input: { boardId: board.entityId, name: 'Renamed by owner' } },
    );
    expect(ownerUpdate.updateBoard.__typename).toBe('MutationUpdateBoardSuccess');
  });

  it('lists the owner first, then the viewer when collaborating, then the rest by name', async () => {
    const { board, owner } = await groupBoard();
    const third = await newUser(app, { fullName: 'Bea Third' });
    await invite(owner.client, board.entityId, [third.user.id]);
    const { myBoardInvites } = await third.client.query(MY_INVITES);
    await third.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    const names = async (client: TestClient) =>
      (
        await client.query(
          graphql(
            `query CollaborationBoard2($id: String!) { board(id: $id) { collaboratingUsers { edges { node { fullName } } } } }`,
          ),
          { id: board.entityId },
        )
      ).board!.collaboratingUsers.edges.map((e) => e.node.fullName);
    expect(await names(third.client)).toEqual(['Zed Owner', 'Bea Third', 'Amy Helper']);
    expect(await names(owner.client)).toEqual(['Zed Owner', 'Amy Helper', 'Bea Third']);
  });

  it('a collaborator may leave; only the owner removes others', async () => {
    const { board, collaborator, owner } = await groupBoard();
    const other = await newUser(app);
    await invite(owner.client, board.entityId, [other.user.id]);
    const { myBoardInvites } = await other.client.query(MY_INVITES);
    await other.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    const REMOVE = graphql(
      `mutation CollaborationRemove($b: String!, $u: String!) { removeCollaborator(boardId: $b, userId: $u) { __typename ...DomainErrorFields } }`,
    );
    const refused = await collaborator.client.query(REMOVE, {
      b: board.entityId,
      u: other.user.id,
    });
    expect(refused.removeCollaborator).toMatchObject({ code: 'FORBIDDEN' });
    await collaborator.client.query(REMOVE, { b: board.entityId, u: collaborator.user.id });
    expect(await boardVisible(collaborator.client, board.entityId)).toBe(false);
    await owner.client.query(REMOVE, { b: board.entityId, u: other.user.id });
    expect(await boardVisible(other.client, board.entityId)).toBe(false);
    const row = await app.db
      .selectFrom('boards')
      .select('collaborator_count')
      .where('id', '=', board.entityId)
      .executeTakeFirstOrThrow();
    expect(row.collaborator_count).toBe(0);
  });

  it('suggests people the viewer follows, and finds others by name prefix, never blocked ones', async () => {
    const viewer = await newUser(app);
    const followed = await newUser(app, { fullName: 'Quentin Followed' });
    const blocked = await newUser(app, { fullName: 'Quentin Blocked' });
    await viewer.client.query(
      graphql(`mutation CollaborationFollowUser($id: String!) { followUser(userId: $id) { __typename } }`),
      {
        id: followed.user.id,
      },
    );
    await viewer.client.query(
      graphql(`mutation CollaborationBlockUser($id: String!) { blockUser(userId: $id) { __typename } }`),
      {
        id: blocked.user.id,
      },
    );
    const suggestions = async (query: string) =>
      (
        await viewer.client.query(
          graphql(
            `query CollaborationCollaboratorSuggestions($q: String!) { collaboratorSuggestions(query: $q) { username } }`,
          ),
          { q: query },
        )
      ).collaboratorSuggestions.map((u) => u.username);
    expect(await suggestions('')).toEqual([followed.user.username]);
    const byName = await suggestions('quentin');
    expect(byName).toContain(followed.user.username);
    expect(byName).not.toContain(blocked.user.username);
  });
});

describe('the cards of a shared board', () => {
  it('name who saved each pin, the owner or a collaborator, each with their own picture', async () => {
    const owner = await newUser(app, { fullName: 'Olive Owner' });
    const collaborator = await newUser(app, { fullName: 'Carl Collaborator' });
    const [ownerPicture, collaboratorPicture] = [
      await storeTestImage(app, 31),
      await storeTestImage(app, 32),
    ];
    for (const [user, picture] of [
      [owner.user, ownerPicture],
      [collaborator.user, collaboratorPicture],
    ] as const) {
      await app.db.updateTable('users').set({ image_id: picture.id }).where('id', '=', user.id).execute();
    }
    const board = await createBoard(owner.client, { name: 'Shared cards' });
    await addCollaborator(app, board.entityId, collaborator.user.id);
    await savePin(app, owner.user, { boardId: board.entityId, title: 'Saved by the owner' });
    await savePin(app, collaborator.user, { boardId: board.entityId, title: 'Saved by the collaborator' });

    const { board: shown } = await app.client().query(
      graphql(`
        query CollaborationSharedCards($id: String!) {
          board(id: $id) {
            pins(first: 10) {
              edges { node { title pinner { username imageMediumUrl } pinnedToBoard { owner { username } } } }
            }
          }
        }`),
      { id: board.entityId },
    );
    const cards = new Map(shown?.pins.edges.map(({ node }) => [node.title, node]));
    const byOwner = cards.get('Saved by the owner');
    const byCollaborator = cards.get('Saved by the collaborator');
    expect(byOwner?.pinner.username).toBe(owner.user.username);
    expect(byOwner?.pinner.imageMediumUrl).toContain(ownerPicture.signature);
    expect(byCollaborator?.pinner.username).toBe(collaborator.user.username);
    expect(byCollaborator?.pinner.imageMediumUrl).toContain(collaboratorPicture.signature);
    expect(byCollaborator?.pinnedToBoard?.owner.username).toBe(owner.user.username);
  });
});

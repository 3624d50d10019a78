import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import {
  createBoard,
  createSection,
  DOMAIN_ERROR_FIELDS,
  type DomainErrorResult,
  newUser,
  savePin,
  signUp,
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

const INVITE = `
  mutation($boardId: String!, $userIds: [String!], $emails: [String!]) {
    inviteCollaborators(boardId: $boardId, userIds: $userIds, emails: $emails) {
      __typename ${DOMAIN_ERROR_FIELDS}
      ... on MutationInviteCollaboratorsSuccess { data { entityId email status } }
    }
  }`;
type InviteResult =
  | DomainErrorResult
  | {
      __typename: 'MutationInviteCollaboratorsSuccess';
      data: { entityId: string; email: string | null; status: string }[];
    };

const MY_INVITES = `{ myBoardInvites { entityId boardName inviter { username } board { name } } }`;
interface MyInvites {
  myBoardInvites: {
    entityId: string;
    boardName: string;
    inviter: { username: string };
    board: { name: string } | null;
  }[];
}
const RESPOND = `
  mutation($id: String!, $accept: Boolean!) {
    respondToBoardInvite(inviteId: $id, accept: $accept) {
      __typename ${DOMAIN_ERROR_FIELDS}
      ... on MutationRespondToBoardInviteSuccess { data { status board { name collaboratedByMe } } }
    }
  }`;

async function invite(client: TestClient, boardId: string, userIds: string[] = [], emails: string[] = []) {
  return (await client.query<{ inviteCollaborators: InviteResult }>(INVITE, { boardId, userIds, emails }))
    .inviteCollaborators;
}

async function boardVisible(client: TestClient, boardId: string): Promise<boolean> {
  const { board } = await client.query<{ board: { entityId: string } | null }>(
    `query($id: String!) { board(id: $id) { entityId } }`,
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

    const { myBoardInvites } = await friend.client.query<MyInvites>(MY_INVITES);
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

    const { respondToBoardInvite } = await friend.client.query<{
      respondToBoardInvite: {
        __typename: string;
        data: { status: string; board: { name: string; collaboratedByMe: boolean } };
      };
    }>(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    expect(respondToBoardInvite.data).toEqual({
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
    const { myBoardInvites } = await friend.client.query<MyInvites>(MY_INVITES);
    await friend.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: false });
    expect(await boardVisible(friend.client, board.entityId)).toBe(false);
  });

  it('inviting twice keeps one pending invite', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Twice' });
    const friend = await newUser(app);
    await invite(owner.client, board.entityId, [friend.user.id]);
    await invite(owner.client, board.entityId, [friend.user.id]);
    const { myBoardInvites } = await friend.client.query<MyInvites>(MY_INVITES);
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
    await owner.client.query(`mutation($id: String!) { blockUser(userId: $id) { __typename } }`, {
      id: blocked.user.id,
    });
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
    const { acceptBoardInviteByToken } = await newcomer.query<{
      acceptBoardInviteByToken: { __typename: string };
    }>(`mutation($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }`, { token });
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
    const { myBoardInvites } = await collaborator.client.query<MyInvites>(MY_INVITES);
    await collaborator.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    return { owner, board, collaborator };
  }

  it('collaborators add sections, but only the owner edits settings or deletes the board', async () => {
    const { board, collaborator, owner } = await groupBoard();
    await createSection(collaborator.client, { boardId: board.entityId, name: 'From Amy' });
    const update = await collaborator.client.query<{ updateBoard: DomainErrorResult }>(
      `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      { input: { boardId: board.entityId, name: 'Renamed by Amy' } },
    );
    expect(update.updateBoard).toMatchObject({ code: 'FORBIDDEN' });
    const remove = await collaborator.client.query<{ deleteBoard: DomainErrorResult }>(
      `mutation($id: String!) { deleteBoard(boardId: $id) { __typename ${DOMAIN_ERROR_FIELDS} } }`,
      { id: board.entityId },
    );
    expect(remove.deleteBoard).toMatchObject({ code: 'FORBIDDEN' });
    const ownerUpdate = await owner.client.query<{ updateBoard: { __typename: string } }>(
      `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { __typename } }`,
      { input: { boardId: board.entityId, name: 'Renamed by owner' } },
    );
    expect(ownerUpdate.updateBoard.__typename).toBe('MutationUpdateBoardSuccess');
  });

  it('lists the owner first, then the viewer when collaborating, then the rest by name', async () => {
    const { board, owner } = await groupBoard();
    const third = await newUser(app, { fullName: 'Bea Third' });
    await invite(owner.client, board.entityId, [third.user.id]);
    const { myBoardInvites } = await third.client.query<MyInvites>(MY_INVITES);
    await third.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    const names = async (client: TestClient) =>
      (
        await client.query<{ board: { collaboratingUsers: { edges: { node: { fullName: string } }[] } } }>(
          `query($id: String!) { board(id: $id) { collaboratingUsers { edges { node { fullName } } } } }`,
          { id: board.entityId },
        )
      ).board.collaboratingUsers.edges.map((e) => e.node.fullName);
    expect(await names(third.client)).toEqual(['Zed Owner', 'Bea Third', 'Amy Helper']);
    expect(await names(owner.client)).toEqual(['Zed Owner', 'Amy Helper', 'Bea Third']);
  });

  it('a collaborator may leave; only the owner removes others', async () => {
    const { board, collaborator, owner } = await groupBoard();
    const other = await newUser(app);
    await invite(owner.client, board.entityId, [other.user.id]);
    const { myBoardInvites } = await other.client.query<MyInvites>(MY_INVITES);
    await other.client.query(RESPOND, { id: myBoardInvites[0]!.entityId, accept: true });
    const REMOVE = `mutation($b: String!, $u: String!) { removeCollaborator(boardId: $b, userId: $u) { __typename ${DOMAIN_ERROR_FIELDS} } }`;
    const refused = await collaborator.client.query<{ removeCollaborator: DomainErrorResult }>(REMOVE, {
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
    await viewer.client.query(`mutation($id: String!) { followUser(userId: $id) { __typename } }`, {
      id: followed.user.id,
    });
    await viewer.client.query(`mutation($id: String!) { blockUser(userId: $id) { __typename } }`, {
      id: blocked.user.id,
    });
    const suggestions = async (query: string) =>
      (
        await viewer.client.query<{ collaboratorSuggestions: { username: string }[] }>(
          `query($q: String!) { collaboratorSuggestions(query: $q) { username } }`,
          { q: query },
        )
      ).collaboratorSuggestions.map((u) => u.username);
    expect(await suggestions('')).toEqual([followed.user.username]);
    const byName = await suggestions('quentin');
    expect(byName).toContain(followed.user.username);
    expect(byName).not.toContain(blocked.user.username);
  });
});

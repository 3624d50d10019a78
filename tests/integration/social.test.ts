import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql';
import { addCollaborator, createBoard, newUser, savePin } from '../support/fixtures';
import { restJson } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const FOLLOW_USER = graphql(`
  mutation SocialFollowUser($id: String!) {
    followUser(userId: $id) { __typename ...DomainErrorFields ... on MutationFollowUserSuccess { data { followerCount followedByMe } } }
  }`);
const UNFOLLOW_USER = graphql(`
  mutation SocialUnfollowUser($id: String!) {
    unfollowUser(userId: $id) { __typename ...DomainErrorFields ... on MutationUnfollowUserSuccess { data { followerCount followedByMe } } }
  }`);
const FOLLOW_BOARD = graphql(`
  mutation SocialFollowBoard($id: String!) {
    followBoard(boardId: $id) { __typename ...DomainErrorFields ... on MutationFollowBoardSuccess { data { followerCount followedByMe } } }
  }`);
const BLOCK = graphql(`
  mutation SocialBlock($id: String!) {
    blockUser(userId: $id, source: "profile") { __typename ...DomainErrorFields ... on MutationBlockUserSuccess { data { blockedByMe } } }
  }`);

async function userCounts(id: string) {
  return app.db
    .selectFrom('users')
    .select(['follower_count', 'following_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('following people', () => {
  it('following twice is one follow, even when the requests arrive at once', async () => {
    const star = await newUser(app);
    const fan = await newUser(app);
    await Promise.all(Array.from({ length: 6 }, () => fan.client.query(FOLLOW_USER, { id: star.user.id })));
    expect(await userCounts(star.user.id)).toEqual({ follower_count: 1, following_count: 0 });
    expect(await userCounts(fan.user.id)).toEqual({ follower_count: 0, following_count: 1 });
    const follows = await app.db
      .selectFrom('user_follows')
      .selectAll()
      .where('followee_id', '=', star.user.id)
      .execute();
    expect(follows).toHaveLength(1);
  });

  it('unfollowing at once from several requests takes the count down by exactly one', async () => {
    const star = await newUser(app);
    const fan = await newUser(app);
    await fan.client.query(FOLLOW_USER, { id: star.user.id });
    await Promise.all(Array.from({ length: 5 }, () => fan.client.query(UNFOLLOW_USER, { id: star.user.id })));
    expect(await userCounts(star.user.id)).toEqual({ follower_count: 0, following_count: 0 });
    expect(await userCounts(fan.user.id)).toEqual({ follower_count: 0, following_count: 0 });
  });

  it('logs follow and unfollow events with who, what and when', async () => {
    const star = await newUser(app);
    const fan = await newUser(app);
    await fan.client.query(FOLLOW_USER, { id: star.user.id });
    await fan.client.query(UNFOLLOW_USER, { id: star.user.id });
    const events = await app.db
      .selectFrom('events')
      .select(['verb', 'subject_type', 'subject_id', 'created_at'])
      .where('actor_id', '=', fan.user.id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.verb, e.subject_type, e.subject_id])).toEqual([
      ['follow', 'user', star.user.id],
      ['unfollow', 'user', star.user.id],
    ]);
    expect(events[0]!.created_at).toBeInstanceOf(Date);
  });

  it('nobody can follow themselves', async () => {
    const me = await newUser(app);
    const { followUser } = await me.client.query(FOLLOW_USER, {
      id: me.user.id,
    });
    expect(followUser).toMatchObject({ __typename: 'DomainError', code: 'VALIDATION' });
  });

  it('PUT /v3/users/follow/ follows every comma-joined id', async () => {
    const a = await newUser(app);
    const b = await newUser(app);
    const fan = await newUser(app);
    const response = await fan.client.request(
      'PUT',
      '/v3/users/follow/',
      new URLSearchParams({ followee_ids: `${a.user.id},${b.user.id}` }),
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    const { status, body } = await restJson<{ id: string }[]>(response);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'success', code: 0 });
    expect((await userCounts(fan.user.id)).following_count).toBe(2);
  });

  it('UserFollowResource create and delete follow and unfollow', async () => {
    const star = await newUser(app);
    const fan = await newUser(app);
    const data = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });
    const created = await restJson(
      await fan.client.post(
        '/resource/UserFollowResource/create/',
        data({ user_id: star.user.id, aux_data: { pin_id: '7' } }),
      ),
    );
    expect(created.body.status).toBe('success');
    expect((await userCounts(star.user.id)).follower_count).toBe(1);
    const source = await app.db
      .selectFrom('events')
      .select('source')
      .where('actor_id', '=', fan.user.id)
      .executeTakeFirstOrThrow();
    expect(source.source).toBe('pin:7');
    const deleted = await restJson(
      await fan.client.request(
        'DELETE',
        '/resource/UserFollowResource/delete/',
        data({ user_id: star.user.id }),
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ),
    );
    expect(deleted.body.status).toBe('success');
    expect((await userCounts(star.user.id)).follower_count).toBe(0);
  });
});

describe('following boards', () => {
  it('PUT and DELETE /v3/boards/{id}/follow/ follow and unfollow, idempotently', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Followable' });
    const fan = await newUser(app);
    for (let i = 0; i < 2; i++) {
      const { body } = await restJson<{ id: string }>(
        await fan.client.request('PUT', `/v3/boards/${board.entityId}/follow/`),
      );
      expect(body.status).toBe('success');
    }
    const after = await app.db
      .selectFrom('boards')
      .select('follower_count')
      .where('id', '=', board.entityId)
      .executeTakeFirstOrThrow();
    expect(after.follower_count).toBe(1);
    await fan.client.request('DELETE', `/v3/boards/${board.entityId}/follow/`);
    await fan.client.request('DELETE', `/v3/boards/${board.entityId}/follow/`);
    const final = await app.db
      .selectFrom('boards')
      .select('follower_count')
      .where('id', '=', board.entityId)
      .executeTakeFirstOrThrow();
    expect(final.follower_count).toBe(0);
  });

  it("a secret board cannot be followed by someone who can't see it (not found)", async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Quiet', privacy: 'secret' });
    const fan = await newUser(app);
    const { followBoard } = await fan.client.query(FOLLOW_BOARD, {
      id: board.entityId,
    });
    expect(followBoard).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    const { status } = await restJson(
      await fan.client.request('PUT', `/v3/boards/${board.entityId}/follow/`),
    );
    expect(status).toBe(404);
  });

  it('anonymous visitors must log in to follow', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Anon follow' });
    const { followBoard } = await app.client().query(FOLLOW_BOARD, { id: board.entityId });
    expect(followBoard).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });

  it('the following feed shows pins of followed boards and followed people, newest first', async () => {
    const maker = await newUser(app);
    const board = await createBoard(maker.client, { name: 'Feed source' });
    const other = await newUser(app);
    const otherBoard = await createBoard(other.client, { name: 'Other feed source' });
    const unrelated = await newUser(app);
    const unrelatedBoard = await createBoard(unrelated.client, { name: 'Unrelated' });
    const fan = await newUser(app);
    await fan.client.query(FOLLOW_BOARD, { id: board.entityId });
    await fan.client.query(FOLLOW_USER, { id: other.user.id });
    const p1 = await savePin(app, maker.user, { boardId: board.entityId });
    const p2 = await savePin(app, other.user, { boardId: otherBoard.entityId });
    await savePin(app, unrelated.user, { boardId: unrelatedBoard.entityId });
    const { followingFeed } = await fan.client.query(
      graphql(`query SocialFollowingFeed { followingFeed(first: 10) { edges { node { entityId } } } }`),
    );
    expect(followingFeed.edges.map((e) => e.node.entityId)).toEqual([p2.id, p1.id]);
  });
});

describe('blocking', () => {
  it('ends follows both ways, of people and of their boards', async () => {
    const blocker = await newUser(app);
    const blocked = await newUser(app);
    const blockerBoard = await createBoard(blocker.client, { name: 'Blocker board' });
    const blockedBoard = await createBoard(blocked.client, { name: 'Blocked board' });
    await blocker.client.query(FOLLOW_USER, { id: blocked.user.id });
    await blocked.client.query(FOLLOW_USER, { id: blocker.user.id });
    await blocker.client.query(FOLLOW_BOARD, { id: blockedBoard.entityId });
    await blocked.client.query(FOLLOW_BOARD, { id: blockerBoard.entityId });

    const { blockUser } = await blocker.client.query(BLOCK, {
      id: blocked.user.id,
    });
    expect(blockUser.__typename).toBe('MutationBlockUserSuccess');
    expect(await userCounts(blocker.user.id)).toEqual({ follower_count: 0, following_count: 0 });
    expect(await userCounts(blocked.user.id)).toEqual({ follower_count: 0, following_count: 0 });
    const boards = await app.db
      .selectFrom('boards')
      .select('follower_count')
      .where('id', 'in', [blockerBoard.entityId, blockedBoard.entityId])
      .execute();
    expect(boards.map((b) => b.follower_count)).toEqual([0, 0]);
  });

  it('the blocked person cannot follow the blocker or their boards', async () => {
    const blocker = await newUser(app);
    const blocked = await newUser(app);
    const board = await createBoard(blocker.client, { name: 'No followers from you' });
    await blocker.client.query(BLOCK, { id: blocked.user.id });
    const { followUser } = await blocked.client.query(FOLLOW_USER, {
      id: blocker.user.id,
    });
    expect(followUser).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
    const { followBoard } = await blocked.client.query(FOLLOW_BOARD, {
      id: board.entityId,
    });
    expect(followBoard).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
    // And the other way round: the blocker cannot follow the person they blocked.
    const back = await blocker.client.query(FOLLOW_USER, {
      id: blocked.user.id,
    });
    expect(back.followUser).toMatchObject({ __typename: 'DomainError', code: 'FORBIDDEN' });
  });

  it('removes the blocked person from the blocker’s group boards and stops them saving there', async () => {
    const blocker = await newUser(app);
    const blocked = await newUser(app);
    const board = await createBoard(blocker.client, { name: 'Our board' });
    await addCollaborator(app, board.entityId, blocked.user.id);
    await blocker.client.query(BLOCK, { id: blocked.user.id });
    const members = await app.db
      .selectFrom('board_collaborators')
      .selectAll()
      .where('board_id', '=', board.entityId)
      .execute();
    expect(members).toEqual([]);
    await expect(savePin(app, blocked.user, { boardId: board.entityId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("drops each one's pins from the other's home feed", async () => {
    const blocker = await newUser(app);
    const blocked = await newUser(app);
    const blockedBoard = await createBoard(blocked.client, { name: 'Blocked pins' });
    const blockerBoard = await createBoard(blocker.client, { name: 'Blocker pins' });
    const theirs = await savePin(app, blocked.user, { boardId: blockedBoard.entityId });
    const mine = await savePin(app, blocker.user, { boardId: blockerBoard.entityId });
    await blocker.client.query(BLOCK, { id: blocked.user.id });
    const feedIds = async (client: typeof blocker.client) =>
      (
        await client.query(
          graphql(`query SocialHomeFeed { homeFeed(first: 100) { edges { node { entityId } } } }`),
        )
      ).homeFeed.edges.map((e) => e.node.entityId);
    expect(await feedIds(blocker.client)).not.toContain(theirs.id);
    expect(await feedIds(blocked.client)).not.toContain(mine.id);
    expect(await feedIds(app.client())).toEqual(expect.arrayContaining([theirs.id, mine.id]));
  });

  it('UserBlockResource create and delete block and unblock, with source and context recorded', async () => {
    const blocker = await newUser(app);
    const blocked = await newUser(app);
    const data = (options: object) => new URLSearchParams({ data: JSON.stringify({ options }) });
    const created = await restJson(
      await blocker.client.post(
        '/resource/UserBlockResource/create/',
        data({ blocked_user_id: blocked.user.id, block_source: 'profile', block_context: 'menu' }),
      ),
    );
    expect(created.body.status).toBe('success');
    const row = await app.db
      .selectFrom('user_blocks')
      .select(['source', 'context'])
      .where('blocker_id', '=', blocker.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ source: 'profile', context: 'menu' });
    const deleted = await restJson(
      await blocker.client.request(
        'DELETE',
        '/resource/UserBlockResource/delete/',
        data({ blocked_user_id: blocked.user.id }),
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      ),
    );
    expect(deleted.body.status).toBe('success');
    const { followUser } = await blocked.client.query(FOLLOW_USER, {
      id: blocker.user.id,
    });
    expect(followUser.__typename).toBe('MutationFollowUserSuccess');
  });
});

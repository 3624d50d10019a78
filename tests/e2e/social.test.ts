import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { createBoard, type MadeBoard, uniqueName } from './support/fixtures';
import { graphql, holdOperation, logIn } from './support/session';

let session: BrowserSession;
/** The demo account, following and blocking through the UI. */
let page: Page;
/** Ava, whose new boards the demo account follows; she blocks the viewer from her own session. */
let ava: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession();
  ({ page, problems } = session);
  ({ page: ava } = await session.newTab());
  await Promise.all([logIn(page, 'demo@tackboard.local'), logIn(ava, 'ava@tackboard.local')]);
}, 180_000);

afterEach(() => {
  // Each test's page errors are its own: reported with the test, then cleared for the next one.
  const seen = problems.splice(0);
  expect(seen).toEqual([]);
});

afterAll(() => session?.close());

async function userId(username: string): Promise<string> {
  const data = await graphql<{ user: { entityId: string } }>(
    ava,
    'query ($username: String!) { user(username: $username) { entityId } }',
    { username },
  );
  return data.user.entityId;
}

/** A new board of Ava's, which nobody follows yet. */
function avasNewBoard(): Promise<MadeBoard> {
  return createBoard(ava, uniqueName('Living room'));
}

/** Whether the demo account follows Ben or has blocked him, set through the API before a test. */
async function demoTowardsBen(relation: 'following' | 'blocked'): Promise<void> {
  const mutation =
    relation === 'following'
      ? 'mutation ($id: String!) { followUser(userId: $id) { __typename } }'
      : 'mutation ($id: String!) { blockUser(userId: $id) { __typename } }';
  await graphql(page, mutation, { id: await userId('benokafor') });
}

describe('following boards (optimistic, reverted on failure)', () => {
  it('follows a board: the button and the follower count change at once, before the server answers', async () => {
    const board = await avasNewBoard();
    await page.goto(board.url);
    await page.getByText('0 followers').waitFor();
    const held = await holdOperation(page, 'FollowBoardMutation');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    // The request is still held: this is the optimistic answer on screen.
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.getByText('1 follower', { exact: true }).waitFor();
    await held.release();

    await page.reload();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(await page.getByText('1 follower', { exact: true }).count()).toBe(1);
  });

  it('unfollows: the count goes back down', async () => {
    const board = await avasNewBoard();
    await graphql(page, 'mutation ($id: String!) { followBoard(boardId: $id) { __typename } }', {
      id: board.entityId,
    });
    await page.goto(board.url);
    await page.getByText('1 follower', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await page.getByText('0 followers').waitFor();
  });

  it('a follow the server refuses (the owner blocked the viewer meanwhile) reverts, with the error toast', async () => {
    const board = await avasNewBoard();
    await page.goto(board.url);
    await page.getByText('0 followers').waitFor();
    const viewerId = await userId('demotackboarder');
    await graphql(ava, 'mutation ($id: String!) { blockUser(userId: $id) { __typename } }', { id: viewerId });

    const held = await holdOperation(page, 'FollowBoardMutation');
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.getByText('1 follower', { exact: true }).waitFor();
    await held.release();

    const toast = page.getByRole('alert').filter({ hasText: "Sorry, you can't follow this account." });
    await toast.waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await page.getByText('0 followers').waitFor();

    await graphql(ava, 'mutation ($id: String!) { unblockUser(userId: $id) { __typename } }', {
      id: viewerId,
    });
  });
});

describe('following people and the Following feed', () => {
  it('follows someone from their profile, with their shortened follower count moving at once', async () => {
    await page.goto('/benokafor/');
    await page.getByText('0 followers').waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await page.getByText('1 follower', { exact: true }).waitFor();
  });

  it('shows their pins in the Following feed', async () => {
    await demoTowardsBen('following');
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Following' }).click();
    await page.waitForURL((url) => url.pathname === '/following/');
    const feed = page.getByRole('list', { name: 'Following feed Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThan(5);
  });
});

describe('blocking from a profile (a menu and a confirmation)', () => {
  it('blocks after confirming: the follow ends and the profile says so', async () => {
    await demoTowardsBen('following');
    await page.goto('/benokafor/');
    await page.getByText('1 follower', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'More options for Ben Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block Ben Okafor?' });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByText('You blocked Ben Okafor.').waitFor();
    await page.getByText('0 followers').waitFor();
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByText('You blocked Ben Okafor.').waitFor();
  });

  it('unblocks after confirming, and Follow is offered again', async () => {
    await demoTowardsBen('blocked');
    await page.goto('/benokafor/');
    await page.getByText('You blocked Ben Okafor.').waitFor();
    await page.getByRole('button', { name: 'More options for Ben Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Unblock' }).click();
    await page
      .getByRole('dialog', { name: 'Unblock Ben Okafor?' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });
});

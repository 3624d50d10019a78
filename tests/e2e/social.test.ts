import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageProblems, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { graphql, holdOperation, logIn } from './support/session';

let server: RunningServer;
let browser: Browser;
let viewerContext: BrowserContext;
let ownerContext: BrowserContext;
/** The demo account, following and blocking through the UI. */
let page: Page;
/** Ava, whose board the demo account follows; she blocks the viewer from her own session. */
let ava: Page;
let problems: string[];

const AVA_BOARD = '/avalindqvist/living-room-ideas/';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const options = { baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } };
  [viewerContext, ownerContext] = await Promise.all([
    browser.newContext(options),
    browser.newContext(options),
  ]);
  [page, ava] = await Promise.all([viewerContext.newPage(), ownerContext.newPage()]);
  problems = collectPageProblems(page);
  await Promise.all([logIn(page, 'demo@tackboard.local'), logIn(ava, 'ava@tackboard.local')]);
}, 180_000);

afterAll(async () => {
  await viewerContext?.close();
  await ownerContext?.close();
  await browser?.close();
  await server?.stop();
});

async function demoUserId(): Promise<string> {
  const data = await graphql<{ user: { entityId: string } }>(
    ava,
    'query { user(username: "demotackboarder") { entityId } }',
  );
  return data.user.entityId;
}

describe('following boards (optimistic, reverted on failure)', () => {
  it('follows a board: the button and the follower count change at once, before the server answers', async () => {
    await page.goto(AVA_BOARD);
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
    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await page.getByText('0 followers').waitFor();
  });

  it('a follow the server refuses (the owner blocked the viewer meanwhile) reverts, with the error toast', async () => {
    const viewerId = await demoUserId();
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
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Following' }).click();
    await page.waitForURL((url) => url.pathname === '/following/');
    const feed = page.getByRole('list', { name: 'Following feed Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThan(5);
  });
});

describe('blocking from a profile (a menu and a confirmation)', () => {
  it('blocks after confirming: the follow ends and the profile says so', async () => {
    await page.goto('/benokafor/');
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
    await page.getByRole('button', { name: 'More options for Ben Okafor' }).click();
    await page.getByRole('menuitem', { name: 'Unblock' }).click();
    await page
      .getByRole('dialog', { name: 'Unblock Ben Okafor?' })
      .getByRole('button', { name: 'Unblock' })
      .click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  });

  it('reported no page errors along the way', () => {
    expect(problems).toEqual([]);
  });
});

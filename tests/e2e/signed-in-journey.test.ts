import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { createBoard } from './support/fixtures';
import { graphql, signUp } from './support/session';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let problems: string[];

const person = {
  email: `ada.${Date.now()}@example.com`,
  password: 'analytical-engine',
  fullName: 'Ada Lovelace',
  birthDate: '1990-12-10',
};

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

// Each test starts signed out in a browser of its own and, when it needs a member, signs a new one up.
beforeEach(async () => {
  ({ context, page, problems } = await session.newTab());
});

afterEach(async () => {
  await context.close();
  expect(problems).toEqual([]);
});

afterAll(() => session?.close());

async function textOf(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().textContent()) ?? '';
}

describe('a new member: sign up, browse, create a board and a section', () => {
  it('shows the sign-up rules before submitting: gmail typo hint and the 18+ birth date rule', async () => {
    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill('ada@gmial.com');
    await form.getByLabel('Email').blur();
    await form.getByText('Did you mean').waitFor();
    await form.getByRole('button', { name: 'ada@gmail.com' }).click();
    expect(await form.getByLabel('Email').inputValue()).toBe('ada@gmail.com');

    const tooYoung = new Date();
    tooYoung.setFullYear(tooYoung.getFullYear() - 10);
    await form.getByLabel('Birthdate').fill(tooYoung.toISOString().slice(0, 10));
    await form.getByLabel('Birthdate').blur();
    await form.getByText('You must be at least 18 years old to sign up.').waitFor();
  });

  it('signs up, is welcomed, picks an interest, and lands on a home feed that shows that topic first', async () => {
    await page.goto('/signup/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Password').fill(person.password);
    await form.getByLabel('Full name').fill(person.fullName);
    await form.getByLabel('Birthdate').fill(person.birthDate);
    await form.getByRole('button', { name: 'Sign up' }).click();

    // The welcome: the site's name, the text, a progress bar; then the interests step.
    await page.waitForURL((url) => url.pathname === '/welcome/');
    await page.getByRole('heading', { name: 'Welcome to Tackboard!' }).waitFor();
    await page
      .getByText('Your answers to the next questions will help us find the right ideas for you')
      .waitFor();
    const bar = page.getByRole('progressbar');
    expect(Number(await bar.getAttribute('aria-valuemax'))).toBe(100);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(95);
    await page.getByRole('heading', { name: 'What are you interested in?' }).waitFor();
    const topics = page.getByRole('list', { name: 'Topics' });
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await topics.getByRole('button', { name: 'Kitchen storage' }).click();
    expect(await topics.getByRole('button', { name: 'Kitchen storage' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await done.click();

    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    const feed = page.getByRole('list', { name: 'Home feed Pins' });
    await feed.getByRole('listitem').first().waitFor();
    expect(await feed.getByRole('listitem').count()).toBeGreaterThan(5);
    // The first card is one of the topic's pins.
    const { ideaTopics } = await graphql<{ ideaTopics: { entityId: string; slug: string }[] }>(
      page,
      'query { ideaTopics { entityId slug } }',
    );
    const topic = ideaTopics.find((t) => t.slug === 'kitchen-storage');
    const { ideaTopic } = await graphql<{ ideaTopic: { pins: { edges: { node: { entityId: string } }[] } } }>(
      page,
      'query ($id: String!) { ideaTopic(id: $id) { pins(first: 50) { edges { node { entityId } } } } }',
      { id: topic?.entityId ?? '' },
    );
    const topicPins = ideaTopic.pins.edges.map((edge) => `/pin/${edge.node.entityId}/`);
    const firstHref = await feed.getByRole('article').first().getByRole('link').first().getAttribute('href');
    expect(topicPins).toContain(firstHref);

    // Shown once: the welcome is over, so its address goes straight on.
    await page.goto('/welcome/');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('loads more of the feed when scrolled near the end', async () => {
    await signUp(page);
    const cards = page.getByRole('list', { name: 'Home feed Pins' }).getByRole('listitem');
    const before = await cards.count();
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(
      (n) => document.querySelectorAll('ul[aria-label="Home feed Pins"] > li').length > n,
      before,
    );
  });

  it('opens a pin: the close-up shows its title and the board it is saved to', async () => {
    await signUp(page);
    const firstCard = page.getByRole('list', { name: 'Home feed Pins' }).getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    const boardName = (await firstCard.locator('.pin-card__board').textContent()) ?? '';
    await firstCard.getByRole('link', { name: title }).click();

    await page.waitForURL(/\/pin\/\d+\/$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const boardLink = page.locator('.closeup__saved-to').getByRole('link', { name: boardName });
    expect(await boardLink.getAttribute('href')).toMatch(/^\/[^/]+\/[^/]+\/$/);
    const outbound = page.locator('.closeup__link');
    expect(await outbound.getAttribute('target')).toBe('_blank');
    expect(await outbound.getAttribute('rel')).toContain('nofollow');
    // The link leaves through /offsite/, which sends a safe link on at once.
    const href = (await outbound.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/offsite\/\?url=https%3A%2F%2Fexample\.com%2F.+&token=[0-9a-f]{32}&pin=\d+$/);
    const leaving = await page.request.get(href, { maxRedirects: 0 });
    expect(leaving.status()).toBe(302);
    expect(leaving.headers().location).toBe(new URL(href, page.url()).searchParams.get('url'));
  });

  it('visits their own profile, which has no boards yet', async () => {
    const member = await signUp(page, { fullName: person.fullName });
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('heading', { level: 1, name: member.fullName }).waitFor();
    expect(await textOf(page, '.profile-header__username')).toMatch(/^@adalovelace/);
    await page.getByText('You haven’t created any boards yet').waitFor();
  });

  it('creates a secret board; a blank name says "Don\'t forget to name your board!"', async () => {
    const member = await signUp(page, { fullName: person.fullName });
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('heading', { level: 1, name: member.fullName }).waitFor();
    await page.getByRole('button', { name: 'Create board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create board' });
    const name = dialog.getByLabel('Name');
    const create = dialog.getByRole('button', { name: 'Create' });
    expect(await name.getAttribute('placeholder')).toBe('Like "Places to Go" or "Recipes to Make"');
    expect(await create.isDisabled()).toBe(true);

    await name.fill('x');
    await name.fill('   ');
    await dialog.getByText("Don't forget to name your board!").waitFor();
    expect(await create.isDisabled()).toBe(true);

    await name.fill('Weekend Plans');
    const secret = dialog.getByRole('switch', { name: 'Keep this board secret' });
    await secret.click();
    expect(await secret.getAttribute('aria-checked')).toBe('true');
    expect(await create.isEnabled()).toBe(true);
    await create.click();

    await page.waitForURL((url) => url.pathname === `/${member.username}/weekend-plans/`);
    await page.getByRole('heading', { level: 1, name: 'Weekend Plans' }).waitFor();
    await page.getByRole('img', { name: 'Secret board' }).waitFor();
    await page.getByText('No Pins yet').waitFor();
  });

  it('sees the new board on the profile and opens it', async () => {
    const member = await signUp(page, { fullName: person.fullName });
    const board = await createBoard(page, 'Weekend Plans', 'secret');
    await page.goto(board.url);
    await page.getByRole('heading', { level: 1, name: 'Weekend Plans' }).waitFor();
    await page.getByRole('link', { name: member.fullName }).click();
    await page.waitForURL((url) => url.pathname === `/${member.username}/`);
    const card = page.getByRole('list', { name: `Boards by ${member.fullName}` }).getByRole('article');
    await card.filter({ hasText: 'Weekend Plans' }).waitFor();
    await card.getByRole('img', { name: 'Secret board' }).waitFor();
    expect(await textOf(page, '.profile-header__stats--muted')).toContain('1 board');

    await card.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === board.url);
    await page.getByRole('heading', { level: 1, name: 'Weekend Plans' }).waitFor();
  });

  it('keeps Create disabled after a failed create until the name is edited', async () => {
    await signUp(page);
    const board = await createBoard(page, 'Weekend Plans', 'secret');
    await page.goto(board.url);
    await page.getByRole('heading', { level: 1, name: 'Weekend Plans' }).waitFor();
    await page.goto('/board/create/');
    const form = page.getByRole('form', { name: 'Create board' });
    const create = form.getByRole('button', { name: 'Create' });
    await form.getByLabel('Name').fill('Weekend Plans');
    await create.click();
    await form.getByRole('alert').waitFor();
    expect(await create.isDisabled()).toBe(true);
    await form.getByLabel('Name').fill('Weekend Plans 2');
    expect(await create.isEnabled()).toBe(true);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === board.url);
  });

  it('adds a section with Enter; a duplicate shows the server error until the name is edited', async () => {
    await signUp(page);
    const board = await createBoard(page, 'Weekend Plans', 'secret');
    await page.goto(board.url);
    await page.getByRole('heading', { level: 1, name: 'Weekend Plans' }).waitFor();
    await page.getByRole('button', { name: 'Add section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add section' });
    const name = dialog.getByLabel('Name');
    const add = dialog.getByRole('button', { name: 'Add' });
    expect(await name.getAttribute('placeholder')).toBe('Like "Lighting"');
    expect(await add.isDisabled()).toBe(true);
    await name.fill('   ');
    expect(await add.isDisabled()).toBe(true);

    await name.fill('  Lighting  ');
    await name.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const sections = page.locator('.board-sections');
    await sections.getByRole('link', { name: /Lighting/ }).waitFor();
    expect(await sections.getByRole('link', { name: /Lighting/ }).getAttribute('href')).toBe(
      `${board.url}lighting/`,
    );

    await page.getByRole('button', { name: 'Add section' }).click();
    await dialog.getByLabel('Name').fill('lighting');
    await dialog.getByLabel('Name').press('NumpadEnter');
    await dialog.getByText('This board already has a section called "lighting".').waitFor();
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel('Name').press('s');
    await dialog.getByRole('alert').waitFor({ state: 'detached' });
    expect(await add.isEnabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await sections.getByRole('link', { name: /Lighting/ }).click();
    await page.waitForURL((url) => url.pathname === `${board.url}lighting/`);
    await page.getByRole('heading', { level: 1, name: 'Lighting' }).waitFor();
    await page.getByText('No Pins in this section yet').waitFor();
  });

  it('logs out from the viewer menu', async () => {
    await signUp(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Log in' }).waitFor();
  });
});

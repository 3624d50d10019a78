import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTING_AS_STORAGE_KEY } from '../../core/actingAs';
import { PROTECTED_BOARD_LABEL } from '../../core/boardPrivacy';
import { ACTING_AS_REFUSED, BUSINESS_EMAIL_FREE_MAIL } from '../../core/business';
import { SCHEDULE_TEXTS } from '../../core/scheduledPins';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import {
  convertToBusiness,
  createBoard,
  createLinkedBusiness,
  createPin,
  grantBusinessAccess,
  type LinkedBusiness,
  newMember,
  uniqueName,
} from './support/fixtures';
import { audit, errorUnder, isFocused } from './support/forms';
import { logIn, type NewMember } from './support/session';

let session: BrowserSession;
/** The owner of each test's business, in a fresh browser per test. */
let ownerContext: BrowserContext;
let owner: Page;
/** A second business person, given access to the owner's linked business, in a fresh browser per test. */
let helperContext: BrowserContext;
let helper: Page;
let ownerProblems: string[];

const stamp = Date.now();
const BUSINESS = 'Marsh Clay Studio';
const LINKED = 'Marsh Glaze Supply';
const HELPER_BUSINESS = 'Reyes Retail';

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

beforeEach(async () => {
  // NOTE: axe goes in as an inline script, which our Content-Security-Policy refuses.
  const [ownerTab, helperTab] = await Promise.all([session.newTab({ bypassCSP: true }), session.newTab()]);
  ({ context: ownerContext, page: owner, problems: ownerProblems } = ownerTab);
  ({ context: helperContext, page: helper } = helperTab);
});

afterEach(async () => {
  // Each test's page errors on the owner's pages are its own.
  const seen = ownerProblems.splice(0);
  await Promise.all([ownerContext?.close(), helperContext?.close()]);
  expect(seen).toEqual([]);
});

afterAll(() => session?.close());

/** A new business account of Olive's, signed in on the owner's page. */
async function convertedOwner(): Promise<string> {
  await newMember(owner, { fullName: 'Olive Marsh', password: 'olive-grove-pottery-1' });
  return convertToBusiness(owner, { businessName: BUSINESS, website: 'marshclay.example', country: 'NZ' });
}

/** Olive's business account with a linked business profile she owns. */
async function ownerWithLinked(): Promise<LinkedBusiness> {
  await convertedOwner();
  return createLinkedBusiness(owner, {
    businessName: LINKED,
    email: `${uniqueName('orders').replace(/\W+/g, '.')}@marshglaze.example`,
  });
}

/** Hugo's new business account, signed in on the helper's page; answers him and his username. */
async function convertedHelper(): Promise<{ person: NewMember; username: string }> {
  const person = await newMember(helper, { fullName: 'Hugo Reyes', password: 'hugo-helps-out-2' });
  return { person, username: await convertToBusiness(helper, { businessName: HELPER_BUSINESS }) };
}

/** Opens `path` acting for the profile, as the page does after switching to it in the account menu. */
async function actAs(page: Page, profileId: string, path: string): Promise<void> {
  // The page keeps the profile in the tab's session storage, which only a page of the site can write.
  if (!page.url().startsWith(session.server.baseUrl)) await page.goto(path);
  await page.evaluate(({ key, id }) => sessionStorage.setItem(key, id), {
    key: ACTING_AS_STORAGE_KEY,
    id: profileId,
  });
  await page.goto(path);
}

async function openAccountMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await menu.waitFor();
  return menu;
}

/** The GraphQL operations the page sends while `action` runs, in order. */
async function operationsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: { postDataJSON: () => unknown }) => {
    const body = request.postDataJSON() as { operationName?: string } | null;
    if (body?.operationName) asked.push(body.operationName);
  };
  page.on('request', record);
  try {
    await action();
  } finally {
    page.off('request', record);
  }
  return asked;
}

/** Where the header's "Your profile" link goes: the account the requests act as. */
async function headerProfilePath(page: Page): Promise<string | null> {
  return page.getByRole('banner').getByRole('link', { name: 'Your profile' }).getAttribute('href');
}

describe('business profiles: convert, create a linked profile, switch to it and act as it', () => {
  it('a personal account is told about business accounts and sent to /business/convert/', async () => {
    await newMember(owner, { fullName: 'Olive Marsh' });
    await owner.goto('/');
    const menu = await openAccountMenu(owner);
    // A personal account has only its own profile: nothing to switch to.
    expect(await menu.getByRole('menuitemradio').count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Business' }).click();
    await owner.waitForURL((url) => url.pathname === '/settings/business/');
    await owner.getByText('Your account is a personal account.').waitFor();
    await owner.getByRole('link', { name: 'Convert to a business account' }).click();
    await owner.waitForURL(
      (url) =>
        url.pathname === '/business/convert/' && url.searchParams.get('next') === '/settings/business/',
    );
  });

  it('the convert page asks for a business name first, then converts and returns to `next`', async () => {
    await newMember(owner, { fullName: 'Olive Marsh' });
    await owner.goto(`/business/convert/?next=${encodeURIComponent('/settings/business/')}`);
    const form = owner.getByRole('form', { name: 'Convert to a business account' });
    await form.waitFor();
    expect(await audit(owner)).toEqual([]);

    const name = form.getByLabel('Business name');
    await form.getByRole('button', { name: 'Convert' }).click();
    expect(await errorUnder(name)).toBe('Please enter your business name.');
    expect(await isFocused(name)).toBe(true);

    await name.fill(BUSINESS);
    await form.getByLabel('Website (optional)').fill('marshclay.example');
    await form.getByLabel('Country (optional)').selectOption('NZ');
    expect(await form.getByLabel('Country (optional)').locator('option:checked').textContent()).toBe(
      'New Zealand',
    );
    await form.getByRole('button', { name: 'Convert' }).click();
    await owner.waitForURL((url) => url.pathname === '/settings/business/');
    const profiles = owner.getByRole('list', { name: 'Profiles you can use' });
    await profiles.getByText(BUSINESS).waitFor();
    expect(await profiles.getByRole('listitem').count()).toBe(1);
    // Its own business, so the owner manages who has access; the business's own account can't be removed.
    const people = owner.getByRole('list', { name: 'People with access' });
    await people.getByText(BUSINESS).waitFor();
    expect(await people.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    expect(
      await owner
        .getByRole('switch', { name: /Require two-factor authentication/ })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(await audit(owner)).toEqual([]);
  });

  it('an already converted account visiting /business/convert/ is pointed to the settings', async () => {
    await convertedOwner();
    await owner.goto('/business/convert/');
    await owner.getByRole('heading', { name: 'You already have a business account' }).waitFor();
    expect(await owner.getByRole('link', { name: 'Business settings' }).getAttribute('href')).toBe(
      '/settings/business/',
    );
  });

  it('creates a linked business profile; free-mail addresses are refused while typing', async () => {
    await convertedOwner();
    await owner.goto('/settings/business/');
    const form = owner.getByRole('form', { name: 'Create a linked business profile' });
    await form.getByLabel('Business name').fill(LINKED);
    const email = form.getByLabel('Business email');
    await email.fill(`orders.${stamp}@gmail.com`);
    // Shown at once, before leaving the field or sending.
    expect(await errorUnder(email)).toBe(BUSINESS_EMAIL_FREE_MAIL);
    await form.getByRole('button', { name: 'Create profile' }).click();
    expect(await isFocused(email)).toBe(true);

    await email.fill(`orders.${stamp}@marshglaze.example`);
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
    const profiles = owner.getByRole('list', { name: 'Profiles you can use' });
    const row = profiles.getByRole('listitem').filter({ hasText: LINKED });
    const asked = await operationsDuring(owner, async () => {
      await form.getByRole('button', { name: 'Create profile' }).click();
      await row.waitFor();
    });
    expect(await row.textContent()).toContain('Owner');
    const linkedUsername = /@([\w.-]+)/.exec((await row.textContent()) ?? '')?.[1] ?? '';
    expect(linkedUsername).not.toBe('');
    expect(await form.getByLabel('Business name').inputValue()).toBe('');
    // The new profile joined the cached lists (settings and switcher): nothing was asked again.
    expect(asked).toEqual(['CreateLinkedBusinessMutation']);
  });

  it('switches to the linked profile from the account menu: the header shows the business', async () => {
    const { username: linkedUsername } = await ownerWithLinked();
    await owner.goto('/');
    const menu = await openAccountMenu(owner);
    const own = menu.getByRole('menuitemradio', { name: new RegExp(BUSINESS) });
    const linked = menu.getByRole('menuitemradio', { name: new RegExp(LINKED) });
    expect(await own.getAttribute('aria-checked')).toBe('true');
    expect(await linked.getAttribute('aria-checked')).toBe('false');

    // The arrow keys reach the new items like the others.
    await owner.keyboard.press('End');
    expect(
      await menu.getByRole('menuitem', { name: 'Log out' }).evaluate((e) => e === document.activeElement),
    ).toBe(true);
    // Above Log out: Add account (the accounts group), then the profiles.
    await owner.keyboard.press('ArrowUp');
    expect(await isFocused(menu.getByRole('menuitem', { name: 'Add account' }))).toBe(true);
    await owner.keyboard.press('ArrowUp');
    expect(await isFocused(linked)).toBe(true);
    await owner.keyboard.press('Enter');

    await owner.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerProfilePath(owner)).toBe(`/${linkedUsername}/`);
    const acting = await openAccountMenu(owner);
    await acting.getByText(`Acting as ${LINKED} · signed in as @`).waitFor();
    // The open menu, with the switcher and the acting line, passes the audit too.
    expect(await audit(owner)).toEqual([]);
    expect(
      await acting.getByRole('menuitemradio', { name: new RegExp(LINKED) }).getAttribute('aria-checked'),
    ).toBe('true');
    await owner.keyboard.press('Escape');
  });

  it('a board created while acting is the business’s protected board: no secret option, no collaborators', async () => {
    const { id, username: linkedUsername } = await ownerWithLinked();
    await actAs(owner, id, '/board/create/');
    const form = owner.getByRole('form', { name: 'Create board' });
    await form.getByLabel('Name').fill('Glaze Samples');
    const protectedSwitch = form.getByRole('switch', { name: PROTECTED_BOARD_LABEL });
    expect(await protectedSwitch.getAttribute('aria-checked')).toBe('true');
    expect(await protectedSwitch.isDisabled()).toBe(true);
    expect(await form.getByRole('switch', { name: 'Keep this board secret' }).count()).toBe(0);
    expect(await form.getByPlaceholder('Search by name or email').count()).toBe(0);
    expect(await audit(owner)).toEqual([]);
    await form.getByRole('button', { name: 'Create' }).click();
    await owner.waitForURL((url) => url.pathname === `/${linkedUsername}/glaze-samples/`);
    await owner.getByRole('heading', { level: 1, name: 'Glaze Samples' }).waitFor();
    // Protected boards stay off the business's profile.
    await owner.goto(`/${linkedUsername}/`);
    await owner.getByRole('heading', { level: 1, name: LINKED }).waitFor();
    expect(await owner.getByRole('article').filter({ hasText: 'Glaze Samples' }).count()).toBe(0);
  });

  it('goes back to the person’s own profile from the menu', async () => {
    const { id, username: linkedUsername } = await ownerWithLinked();
    await actAs(owner, id, '/');
    await expect.poll(() => headerProfilePath(owner)).toBe(`/${linkedUsername}/`);
    const menu = await openAccountMenu(owner);
    await menu.getByRole('menuitem', { name: 'Back to your own profile' }).click();
    await owner.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerProfilePath(owner)).not.toBe(`/${linkedUsername}/`);
    const again = await openAccountMenu(owner);
    expect(
      await again.getByRole('menuitemradio', { name: new RegExp(BUSINESS) }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await again.getByRole('menuitem', { name: 'Back to your own profile' }).count()).toBe(0);
    await owner.keyboard.press('Escape');
  });
});

describe('access removed while acting: the next step falls back to the person’s own account', () => {
  it('a second business person is given access as an analyst: shown, but not switchable', async () => {
    await ownerWithLinked();
    const { username: helperUsername } = await convertedHelper();

    // The owner acts for the linked business to manage who may use it.
    await owner.goto('/');
    const menu = await openAccountMenu(owner);
    await menu.getByRole('menuitemradio', { name: new RegExp(LINKED) }).click();
    await owner.waitForURL((url) => url.pathname === '/');
    await owner.goto('/settings/business/');
    const add = owner.getByRole('form', { name: 'Add someone' });
    await add.getByLabel('Username or email').fill('nobody-by-this-name');
    await add.getByRole('button', { name: 'Add' }).click();
    expect(await errorUnder(add.getByLabel('Username or email'))).toBe(
      'We couldn’t find anyone with that username or email.',
    );
    await add.getByLabel('Username or email').fill(helperUsername);
    await add.getByLabel('Permission').selectOption('ANALYST');
    const people = owner.getByRole('list', { name: 'People with access' });
    const row = people.getByRole('listitem').filter({ hasText: `@${helperUsername}` });
    const asked = await operationsDuring(owner, async () => {
      await add.getByRole('button', { name: 'Add' }).click();
      await row.getByText('Analyst').waitFor();
    });
    // Added to the cached list, not fetched again.
    expect(asked).toEqual(['GrantBusinessAccessMutation']);

    await helper.goto('/');
    const helperMenu = await openAccountMenu(helper);
    const item = helperMenu.getByRole('menuitemradio', { name: new RegExp(LINKED) });
    expect(await item.getAttribute('aria-disabled')).toBe('true');
    expect(await item.textContent()).toContain('Analyst: reports only');
    // NOTE: forced, since Playwright will not click what is aria-disabled; a person can.
    await item.click({ force: true });
    // Choosing it does nothing: still the helper's own account.
    expect(await headerProfilePath(helper)).toBe(`/${helperUsername}/`);
    await helper.keyboard.press('Escape');
  });

  it('made an admin (the same row changes), the helper switches to the business', async () => {
    const linked = await ownerWithLinked();
    const { username: helperUsername } = await convertedHelper();
    await grantBusinessAccess(owner, linked, helperUsername, 'ANALYST');
    await actAs(owner, linked.id, '/settings/business/');
    const add = owner.getByRole('form', { name: 'Add someone' });
    await add.getByLabel('Username or email').fill(helperUsername);
    await add.getByLabel('Permission').selectOption('ADMIN');
    await add.getByRole('button', { name: 'Add' }).click();
    const people = owner.getByRole('list', { name: 'People with access' });
    const row = people.getByRole('listitem').filter({ hasText: `@${helperUsername}` });
    await row.getByText('Admin').waitFor();
    expect(await row.count()).toBe(1);

    await helper.goto('/');
    const menu = await openAccountMenu(helper);
    await menu.getByRole('menuitemradio', { name: new RegExp(LINKED) }).click();
    await helper.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => headerProfilePath(helper)).toBe(`/${linked.username}/`);
  });

  it('the owner removes the helper; the helper’s next step shows why and they are themselves again', async () => {
    const linked = await ownerWithLinked();
    const { username: helperUsername } = await convertedHelper();
    await grantBusinessAccess(owner, linked, helperUsername, 'ADMIN');
    await actAs(helper, linked.id, '/');
    await expect.poll(() => headerProfilePath(helper)).toBe(`/${linked.username}/`);
    await actAs(owner, linked.id, '/settings/business/');
    const people = owner.getByRole('list', { name: 'People with access' });
    const row = people.getByRole('listitem').filter({ hasText: `@${helperUsername}` });
    await row.getByRole('button', { name: /Remove/ }).click();
    const dialog = owner.getByRole('dialog', { name: new RegExp(`Remove ${HELPER_BUSINESS}`) });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await row.waitFor({ state: 'detached' });

    // The helper's tab still believes it acts for the business; any request now is refused.
    const menu = await openAccountMenu(helper);
    await menu.getByRole('menuitem', { name: 'Business' }).click();
    await helper.getByText(`${ACTING_AS_REFUSED} You're back on your own profile.`).waitFor();
    await expect.poll(() => headerProfilePath(helper)).toBe(`/${helperUsername}/`);
    const after = await openAccountMenu(helper);
    expect(await after.getByRole('menuitemradio').count()).toBe(0);
    expect(await after.getByText('Acting as').count()).toBe(0);
  });

  it('a log-in in a tab still remembering a profile (the session ran out while acting) starts as the person', async () => {
    const { person: helperPerson, username: helperUsername } = await convertedHelper();
    await helper.goto('/');
    // Profile 1 is a demo account the helper never had access to: were it still sent, every request would be refused.
    await helper.evaluate((key) => sessionStorage.setItem(key, '1'), ACTING_AS_STORAGE_KEY);
    await helperContext.clearCookies();
    await logIn(helper, helperPerson.email, helperPerson.password);
    await expect.poll(() => headerProfilePath(helper)).toBe(`/${helperUsername}/`);
    expect(await helper.evaluate((key) => sessionStorage.getItem(key), ACTING_AS_STORAGE_KEY)).toBeNull();
    await helper.goto('/settings/business/');
    await helper.getByRole('heading', { name: 'Profiles you can use' }).waitFor();
    expect(await helper.getByText(ACTING_AS_REFUSED).count()).toBe(0);
  });

  it('the owner asks admins and analysts to use two-factor authentication; the switch keeps its state', async () => {
    const linked = await ownerWithLinked();
    await actAs(owner, linked.id, '/settings/business/');
    const require = owner.getByRole('switch', { name: /Require two-factor authentication/ });
    expect(await require.getAttribute('aria-checked')).toBe('false');
    const asked = await operationsDuring(owner, async () => {
      await require.click();
      await expect.poll(() => require.getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => require.isEnabled()).toBe(true);
    });
    expect(asked).toEqual(['SetBusinessRequiresMfaMutation']);
    await owner.reload();
    await expect
      .poll(() =>
        owner.getByRole('switch', { name: /Require two-factor authentication/ }).getAttribute('aria-checked'),
      )
      .toBe('true');
  });
});

describe('scheduled pins', () => {
  it('a business account schedules a pin in the pin builder, sees it waiting and cancels it', async () => {
    await convertedOwner();
    await createBoard(owner, 'Spring launches');
    await owner.goto('/pin-builder/');
    await owner.getByRole('heading', { level: 1, name: 'Create Pin' }).waitFor();
    const picture = await sharp({
      create: { width: 400, height: 500, channels: 3, background: { r: 180, g: 90, b: 60 } },
    })
      .png()
      .toBuffer();
    await owner
      .getByLabel('Choose a file or drag and drop it here')
      .setInputFiles({ name: 'vase.png', mimeType: 'image/png', buffer: picture });
    await owner.getByLabel('Title').fill('Glazed vase');
    await owner.getByRole('button', { name: 'Board Spring launches' }).waitFor();
    await owner.getByLabel('Publish at a later date').check();
    // An hour ahead by default; a time too soon is refused before anything is sent.
    const publishOn = owner.getByLabel('Publish on');
    const tooSoon = await owner.evaluate(() => {
      const soon = new Date(Date.now() + 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
    });
    const later = await publishOn.inputValue();
    await publishOn.fill(tooSoon);
    await owner.getByRole('alert').filter({ hasText: SCHEDULE_TEXTS.tooSoon }).waitFor();
    expect(await owner.getByRole('button', { name: 'Schedule' }).isDisabled()).toBe(true);
    await publishOn.fill(later);

    await owner.getByRole('status').filter({ hasText: 'Upload complete' }).waitFor({ timeout: 20_000 });
    await owner.getByRole('button', { name: 'Schedule' }).click();
    await owner.getByRole('heading', { level: 1, name: /^Scheduled for .+ on Spring launches$/ }).waitFor();
    const waiting = owner.getByRole('region', { name: 'Scheduled Pins (1)' });
    await waiting.getByText('Glazed vase').waitFor();

    await owner.getByRole('button', { name: 'Create another Pin' }).click();
    await waiting.getByRole('button', { name: /^Cancel Glazed vase, scheduled for / }).click();
    await waiting.waitFor({ state: 'detached' });
  });
});

describe('paid partnerships', () => {
  it('a creator marks a pin as a paid partnership with a business; once it approves, cards and the close-up name it', async () => {
    const brandName = uniqueName('Kiln Works');
    await newMember(owner, { fullName: 'Olive Marsh', password: 'olive-grove-pottery-1' });
    const brandUsername = await convertToBusiness(owner, { businessName: brandName });
    await newMember(helper, { fullName: 'Hugo Reyes', password: 'hugo-helps-out-2' });
    const board = await createBoard(helper, uniqueName('Studio visits'));
    const pin = await createPin(helper, {
      boardId: board.entityId,
      title: 'Wheel-thrown mugs',
      link: 'https://shop.example/mugs',
    });

    // The creator opens "Edit this Pin", marks the link as paid and names the brand.
    await helper.goto(pin.path);
    await helper.getByRole('heading', { level: 1, name: 'Wheel-thrown mugs' }).waitFor();
    await helper.getByRole('button', { name: 'Edit Pin' }).click();
    const dialog = helper.getByRole('dialog', { name: 'Edit this Pin' });
    await dialog.getByRole('switch', { name: 'Paid link' }).click();
    await dialog.getByRole('switch', { name: 'Paid partnership' }).click();
    const brandField = dialog.getByRole('combobox', { name: 'Brand' });
    await brandField.fill(brandName.split(' ').slice(0, 3).join(' '));
    const option = dialog.getByRole('option', { name: new RegExp(`@${brandUsername}$`) });
    await option.waitFor();
    await brandField.press('ArrowDown');
    await brandField.press('ArrowUp');
    await option.click();
    await dialog.getByText(brandName, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const closeup = helper.getByRole('article').filter({ has: helper.getByRole('heading', { level: 1 }) });
    await closeup.getByText('Paid partnership · Paid link', { exact: true }).waitFor();

    // The brand finds the request in its account menu's "Paid partnerships" and approves it.
    await owner.goto('/');
    await openAccountMenu(owner).then((menu) =>
      menu.getByRole('menuitem', { name: 'Paid partnerships' }).click(),
    );
    await owner.getByRole('heading', { level: 1, name: 'Paid partnerships' }).waitFor();
    const request = owner.getByRole('listitem', { name: 'Wheel-thrown mugs' });
    await request.getByText('Waiting for your answer').waitFor();
    expect(await audit(owner)).toEqual([]);
    await request.getByRole('button', { name: 'Approve Wheel-thrown mugs' }).click();
    await request.getByText(/^Approved/).waitFor();
    await request.getByRole('button', { name: 'End partnership on Wheel-thrown mugs' }).waitFor();

    // Now the pin names the brand, on its close-up and its card.
    const named = `Paid partnership with ${brandName} · Paid link`;
    await helper.reload();
    await helper.getByText(named, { exact: true }).waitFor();
    await helper.goto(board.url);
    await helper
      .getByRole('article', { name: 'Wheel-thrown mugs', exact: true })
      .getByText(named, { exact: true })
      .waitFor();
  });
});

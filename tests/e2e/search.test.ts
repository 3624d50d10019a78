import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { settleForAudit } from './support/browser';
import { type BrowserSession, openBrowserSession } from './support/browserSession';
import { createBoard, createPin, newMember, uniqueName } from './support/fixtures';
import { graphql, logIn } from './support/session';

let session: BrowserSession;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  session = await openBrowserSession();
}, 180_000);

afterAll(() => session?.close());

beforeEach(async () => {
  ({ context, page, problems } = await session.newTab());
});

afterEach(async () => {
  await context.close();
});

function searchBox(): Locator {
  return page.getByRole('combobox', { name: 'Search' });
}

function suggestions(): Locator {
  return page.getByRole('listbox', { name: 'Search suggestions' });
}

/** Polls until `check` holds (for states with no element to wait on, such as an attribute's value). */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The search page's address once the app has gone there. */
async function waitForSearchPage(scope: string, query: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `/search/${scope}/` && url.searchParams.get('q') === query);
}

/** The names of the pin cards in a results grid, in order. */
async function pinNames(list: Locator): Promise<string[]> {
  return list
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

describe('the header search box (typeahead)', () => {
  it('suggests searches and then people while typing; arrows move and wrap, Escape and a click outside close, Enter on a person opens their profile', async () => {
    await page.goto('/');
    const box = searchBox();
    expect(await box.getAttribute('placeholder')).toBe('Search');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    await box.click();
    await box.pressSequentially('mar');
    const list = suggestions();
    const search = list.getByRole('option', { name: 'marble tabletop' });
    const person = list.getByRole('option', { name: /Chloé Martin/ });
    const inPeople = list.getByRole('option', { name: 'People for “mar”' });
    await search.waitFor();
    await person.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const options = await list.getByRole('option').allInnerTexts();
    expect(options[0]).toBe('marble tabletop');
    // Searches, then people, then the typed text in the other scopes.
    expect(options.slice(-4, -3)[0]).toMatch(/^Chloé Martin\s+@chloemartin$/);
    expect(options.slice(-3)).toEqual(['Videos for “mar”', 'Boards for “mar”', 'People for “mar”']);
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    const searchId = await search.getAttribute('id');
    const personId = await person.getAttribute('id');
    const inPeopleId = await inPeople.getAttribute('id');
    const highlighted = () => box.getAttribute('aria-activedescendant');
    await box.press('ArrowDown');
    expect(await highlighted()).toBe(searchId);
    expect(await search.getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    expect(await highlighted()).toBe(personId);
    expect(await search.getAttribute('aria-selected')).toBe('false');
    for (let step = 0; step < 3; step++) await box.press('ArrowDown');
    expect(await highlighted()).toBe(inPeopleId);
    await box.press('ArrowDown');
    expect(await highlighted()).toBe(searchId);
    await box.press('ArrowUp');
    expect(await highlighted()).toBe(inPeopleId);

    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('mar');
    await box.press('ArrowDown');
    await list.waitFor();

    // The header's own padding, left of the logo: outside the search box, and nothing to click.
    await page.mouse.click(4, 40);
    await list.waitFor({ state: 'hidden' });

    await box.click();
    await list.waitFor();
    for (let step = 0; step < 4; step++) await box.press('ArrowUp');
    expect(await highlighted()).toBe(personId);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/chloemartin/');
    await page.getByRole('heading', { level: 1, name: 'Chloé Martin' }).waitFor();
    expect(await searchBox().inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('Enter on a highlighted search runs it; the grey completion is the hint, and ArrowRight takes it', async () => {
    await page.goto('/');
    const box = searchBox();
    await box.click();
    await box.pressSequentially('mar');
    await suggestions().getByRole('option', { name: 'marble tabletop' }).waitFor();
    await until(
      async () => (await page.locator('.header-search__completion').textContent()) === 'marble tabletop',
      'the completion shows the hint',
    );
    await box.press('ArrowRight');
    expect(await box.inputValue()).toBe('marble tabletop');

    await box.fill('mar');
    await suggestions().getByRole('option', { name: 'marble tabletop' }).waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await waitForSearchPage('pins', 'marble tabletop');
    const results = page.getByRole('list', { name: 'Pins for “marble tabletop”' });
    await results.getByRole('article', { name: 'Marble tabletop' }).first().waitFor();
    expect(await box.inputValue()).toBe('marble tabletop');
  });

  it('asks the server once per term: none for an empty term, none for a term it already has', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { term?: string } } | null;
      if (body?.operationName === 'SearchTypeaheadQuery') asked.push(body.variables?.term ?? '');
    });
    await page.goto('/');
    const box = searchBox();
    await box.click();
    await box.pressSequentially('   ');
    await page.waitForTimeout(600);
    expect(asked).toEqual([]);

    await box.fill('pat');
    await suggestions()
      .getByRole('option', { name: /Dev Patel/ })
      .waitFor();
    expect(asked).toEqual(['pat']);

    const askedForPa = page.waitForRequest(
      (request) =>
        (request.postDataJSON() as { variables?: { term?: string } } | null)?.variables?.term === 'pa',
    );
    await box.press('Backspace');
    await askedForPa;
    await box.press('t');
    await suggestions()
      .getByRole('option', { name: /Dev Patel/ })
      .waitFor();
    // The same term in other capitals and spacing is the same term.
    await box.fill(' Pat ');
    await page.waitForTimeout(600);
    expect(asked).toEqual(['pat', 'pa']);

    await box.fill('');
    await page.waitForTimeout(600);
    expect(asked).toEqual(['pat', 'pa']);
    await suggestions().waitFor({ state: 'hidden' });
  });
});

describe('the search page', () => {
  it('Enter on typed text opens /search/pins/?q=… with the matching pins; the box and the tab title keep the query', async () => {
    await page.goto('/');
    const box = searchBox();
    await box.fill('olive');
    await box.press('Enter');
    await waitForSearchPage('pins', 'olive');

    const results = page.getByRole('list', { name: 'Pins for “olive”' });
    await results.getByRole('article', { name: 'Olive oil cake' }).first().waitFor();
    const names = await pinNames(results);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('olive');
    await page.getByRole('heading', { level: 1, name: 'Search results for “olive”', exact: true }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Search results' });
    expect(await tabs.getByRole('link', { name: 'Pins' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBeNull();
    expect(await box.inputValue()).toBe('olive');
    expect(await page.title()).toBe('“olive” · Search | Tackboard');

    // A second search in the same visit shows only its own results.
    await box.fill('garden');
    await box.press('Enter');
    await waitForSearchPage('pins', 'garden');
    const gardens = page.getByRole('list', { name: 'Pins for “garden”' });
    await gardens.getByRole('article').first().waitFor();
    for (const name of await pinNames(gardens)) expect(name.toLowerCase()).toContain('garden');
    await page.goBack();
    await waitForSearchPage('pins', 'olive');
    expect(await pinNames(page.getByRole('list', { name: 'Pins for “olive”' }))).toEqual(names);
    expect(problems).toEqual([]);
  });

  it('the Boards and People tabs keep the query and show the matching boards and people', async () => {
    await page.goto('/');
    await searchBox().fill('pat');
    await searchBox().press('Enter');
    await waitForSearchPage('pins', 'pat');
    await page.getByRole('list', { name: 'Pins for “pat”' }).getByRole('article').first().waitFor();
    const tabs = page.getByRole('navigation', { name: 'Search results' });

    await tabs.getByRole('link', { name: 'People' }).click();
    await waitForSearchPage('users', 'pat');
    const people = page.getByRole('list', { name: 'People for “pat”' });
    const dev = people.getByRole('article', { name: 'Dev Patel' });
    await dev.waitFor();
    expect(await dev.innerText()).toMatch(/Dev Patel\s+@devpatel\s+\d+ followers?/);
    await dev.getByRole('button', { name: 'Follow' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Pins' }).getAttribute('aria-current')).toBeNull();

    await dev.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/devpatel/');
    await page.goBack();

    await tabs.getByRole('link', { name: 'Boards' }).click();
    await waitForSearchPage('boards', 'pat');
    await page.getByRole('heading', { name: 'No results for “pat”' }).waitFor();

    await page.goto('/search/boards/?q=garden');
    const boards = page.getByRole('list', { name: 'Boards for “garden”' });
    await boards.getByRole('link', { name: /Garden Plans/ }).waitFor();
    expect(await boards.getByRole('listitem').count()).toBe(1);
    await boards.getByRole('link', { name: 'Ava Lindqvist' }).waitFor();
    expect(await searchBox().inputValue()).toBe('garden');
    expect(await tabs.getByRole('link', { name: 'Boards' }).getAttribute('aria-current')).toBe('page');
    expect(problems).toEqual([]);
  });

  it('loads the next page of results as the end of the grid comes near', async () => {
    const all = await (async () => {
      await page.goto('/');
      const data = await graphql<{ searchPins: { edges: unknown[] } }>(
        page,
        'query { searchPins(query: "the", first: 100) { edges { cursor } } }',
      );
      return data.searchPins.edges.length;
    })();
    // More than one page of 25 different pictures (a common word of the demo descriptions), or this test would
    // not page at all.
    expect(all).toBeGreaterThan(25);

    await page.goto('/search/pins/?q=the');
    const results = page.getByRole('list', { name: 'Pins for “the”' });
    await results.getByRole('listitem').first().waitFor();
    const end = page.getByText("You've reached the end");
    await until(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return end.isVisible();
    }, 'every page has loaded');
    expect(await results.getByRole('listitem').count()).toBe(all);
  });

  it('a search that finds nothing says so, and the page without a query asks for one', async () => {
    await page.goto('/');
    await searchBox().fill('zebra quasar');
    await searchBox().press('Enter');
    await waitForSearchPage('pins', 'zebra quasar');
    await page.getByRole('heading', { name: 'No results for “zebra quasar”' }).waitFor();
    await page.getByText('Check the spelling, or try other words.').waitFor();
    expect(await page.getByRole('list', { name: 'Pins for “zebra quasar”' }).count()).toBe(0);

    await page.goto('/search/pins/');
    await page.getByRole('heading', { name: 'Search for ideas' }).waitFor();
    expect(await page.title()).toBe('Search | Tackboard');
  });

  it('a misspelt search shows the pins of its corrected spelling, and “Search instead for” searches exactly what was typed', async () => {
    await page.goto('/');
    await searchBox().fill('gardn');
    await searchBox().press('Enter');
    await waitForSearchPage('pins', 'gardn');
    const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^Showing results for garden\s+Search instead for gardn$/);
    const results = page.getByRole('list', { name: 'Pins for “garden”' });
    await results.getByRole('article').first().waitFor();
    for (const name of await pinNames(results)) expect(name.toLowerCase()).toContain('garden');

    await notice.getByRole('link', { name: 'gardn' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('q') === 'gardn' && url.searchParams.get('auto_correction_disabled') === 'true',
    );
    await page.getByRole('heading', { name: 'No results for “gardn”' }).waitFor();
    expect(await page.getByText('Showing results for').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('reads + and %20 in q as spaces, and shows pins for a scope that does not exist', async () => {
    await page.goto('/search/gifs/?q=olive+oil');
    await waitForSearchPage('pins', 'olive oil');
    await page.getByRole('list', { name: 'Pins for “olive oil”' }).getByRole('article').first().waitFor();
    expect(await searchBox().inputValue()).toBe('olive oil');

    await page.goto('/search/boards/?q=garden%20plans');
    await page
      .getByRole('list', { name: 'Boards for “garden plans”' })
      .getByRole('link', { name: /Garden Plans/ })
      .waitFor();
  });
});

describe('scopes and filters', () => {
  it('the typeahead offers the typed text in other scopes; filters change the address and the results', async () => {
    await page.goto('/');
    const box = searchBox();
    await box.click();
    await box.pressSequentially('garden');
    await suggestions().getByRole('option', { name: 'Boards for “garden”' }).click();
    await waitForSearchPage('boards', 'garden');
    await page
      .getByRole('list', { name: 'Boards for “garden”' })
      .getByRole('link', { name: /Garden Plans/ })
      .waitFor();
    const tabs = page.getByRole('navigation', { name: 'Search results' });
    // "Yours" is for someone signed in.
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'Pins',
      'Shop',
      'Videos',
      'Boards',
      'People',
    ]);

    await tabs.getByRole('link', { name: 'Pins' }).click();
    await waitForSearchPage('pins', 'garden');
    const results = page.getByRole('list', { name: 'Pins for “garden”' });
    await results.getByRole('article').first().waitFor();
    // The demo pins were all saved today: the past day keeps them, videos only finds none.
    await page.getByRole('combobox', { name: 'Saved' }).selectOption('day');
    await page.waitForURL((url) => url.searchParams.get('filters') === 'date:day');
    await results.getByRole('article').first().waitFor();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('video');
    await page.waitForURL((url) => url.searchParams.get('filters') === 'type:video,date:day');
    await page.getByRole('heading', { name: 'No results for “garden”' }).waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => url.pathname === '/search/pins/' && !url.searchParams.has('filters'));
    await results.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: 'green' }).click();
    await page.waitForURL((url) => url.searchParams.get('colors') === 'green');
    // The address changes first; the button shows the filter once the page renders for it.
    await page.getByRole('button', { name: 'green', pressed: true }).waitFor();
    expect(problems).toEqual([]);
  });

  it('the Shop tab lists product pins with their price; commerce_only and the shop tool lead there, and a price filter narrows them', async () => {
    await newMember(page);
    const board = await createBoard(page, uniqueName('Shop finds'));
    const word = `shoplamp${Date.now().toString(36)}`;
    await createPin(page, {
      boardId: board.entityId,
      title: `Brass ${word}`,
      link: 'https://lamps.example/brass',
      product: { price: '24.5', currency: 'USD', originalPrice: '30' },
    });
    await createPin(page, { boardId: board.entityId, title: `Paper ${word}` });

    await page.goto(`/search/pins/?q=${word}&commerce_only=true`);
    await waitForSearchPage('buyable_pins', word);
    const tabs = page.getByRole('navigation', { name: 'Search results' });
    expect(await tabs.getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');
    const results = page.getByRole('list', { name: `Pins for “${word}”` });
    const card = results.getByRole('article', { name: `Brass ${word}` });
    await card.waitFor();
    // The price as the reader's locale writes it, exactly as the browser's own Intl would.
    const price = await page.evaluate(() =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format('24.50' as never),
    );
    expect(await card.innerText()).toContain(price);
    expect(await pinNames(results)).toEqual([`Brass ${word}`]);

    await page.getByRole('textbox', { name: 'Highest price' }).fill('20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('price_max') === '20');
    await page.getByRole('heading', { name: `No products for “${word}”` }).waitFor();
    // A price that is no number is ignored, never an error.
    await page.goto(`/search/buyable_pins/?q=${word}&price_max=cheap&on_sale=true`);
    await card.waitFor();

    await page.goto(`/search/shop/?q=${word}`);
    await waitForSearchPage('shop_tool', word);
    await card.waitFor();
    expect(problems).toEqual([]);
  });

  it('idea pins say plainly that this instance makes none', async () => {
    await page.goto('/search/idea_pins/?q=lamp');
    await page.getByText('Idea Pins (several pages in one Pin) aren’t made on this Tackboard').waitFor();
  });

  it('someone signed in searches their own boards and Pins under Yours, secret ones included', async () => {
    await logIn(page, 'demo@tackboard.local');
    await page.goto('/search/pins/?q=apron');
    await page
      .getByRole('navigation', { name: 'Search results' })
      .getByRole('link', { name: 'Yours' })
      .click();
    await waitForSearchPage('my_content', 'apron');
    await page.getByRole('heading', { name: 'Your Pins' }).waitFor();
    await page
      .getByRole('list', { name: 'Pins for “apron”' })
      .getByRole('article', { name: 'Linen apron' })
      .waitFor();
    expect(problems).toEqual([]);
  });
});

describe('what search shows to whom', () => {
  // "Linen apron" is on the demo account's secret board "Gift ideas" (server/seed/demo.ts).
  it('a signed-out visitor searches too, but never finds the pins of a secret board', async () => {
    await page.goto('/');
    await searchBox().fill('linen');
    await searchBox().press('Enter');
    await waitForSearchPage('pins', 'linen');
    const results = page.getByRole('list', { name: 'Pins for “linen”' });
    await results.getByRole('article', { name: 'Linen napkin fold' }).first().waitFor();
    expect(await pinNames(results)).not.toContain('Linen apron');

    await page.goto('/search/pins/?q=apron');
    await page.getByRole('heading', { name: 'No results for “apron”' }).waitFor();

    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { variables?: { term?: string } } | null)?.variables?.term ===
          'apro',
    );
    await searchBox().fill('apro');
    expect(await (await answered).json()).toEqual({
      data: { typeahead: { __typename: 'Typeahead', items: [], hint: null } },
    });
    // Only the typed text in the other scopes is offered.
    expect(await suggestions().getByRole('option').allInnerTexts()).toEqual([
      'Videos for “apro”',
      'Boards for “apro”',
      'People for “apro”',
    ]);
  });

  it("the demo account finds its secret board's pins, in the typeahead and on the results page", async () => {
    await logIn(page, 'demo@tackboard.local');
    await page.goto('/');
    const box = searchBox();
    await box.click();
    await box.pressSequentially('apro');
    await suggestions().getByRole('option', { name: 'linen apron' }).waitFor();
    await box.press('Escape');
    await box.fill('apron');
    await box.press('Enter');
    await waitForSearchPage('pins', 'apron');
    const pin = page
      .getByRole('list', { name: 'Pins for “apron”' })
      .getByRole('article', { name: 'Linen apron' });
    await pin.waitFor();
    await pin.getByRole('link', { name: 'Gift ideas' }).waitFor();

    // People found by search can be followed from their row.
    await page.goto('/search/users/?q=ben');
    const ben = page
      .getByRole('list', { name: 'People for “ben”' })
      .getByRole('article', { name: 'Ben Okafor' });
    await ben.getByText('0 followers').waitFor();
    await ben.getByRole('button', { name: 'Follow', exact: true }).click();
    await ben.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await ben.getByText('1 follower', { exact: true }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('advisories', () => {
  it('a search about self-harm shows the helpline notice above its results, with its link and action', async () => {
    await page.goto('/');
    await searchBox().fill('self harm');
    await searchBox().press('Enter');
    await page.waitForURL(
      (url) => url.pathname === '/search/pins/' && url.searchParams.get('q') === 'self harm',
    );
    const notice = page.getByRole('region', { name: 'You’re not alone' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'findahelpline.com' }).getAttribute('href')).toBe(
      'https://findahelpline.com/',
    );
    const action = notice.getByRole('link', { name: 'Find a helpline' });
    expect(await action.getAttribute('target')).toBe('_blank');
    expect(await action.getAttribute('rel')).toBe('noopener noreferrer');
    // Other searches show no notice.
    await page.goto('/search/pins/?q=garden');
    await page.getByRole('list', { name: 'Pins for “garden”' }).waitFor();
    expect(await page.getByRole('region', { name: 'You’re not alone' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('accessibility', () => {
  it('the results of each tab, the empty state and the open suggestions pass an automated WCAG 2.1 AA audit (axe)', async () => {
    const audited = await session.newTab({ bypassCSP: true });
    try {
      page = audited.page;
      const found: Record<string, string[]> = {};
      const settled = async (path: string, ready: Locator) => {
        await page.goto(path);
        await ready.waitFor();
        await settleForAudit(page);
      };
      await settled('/search/pins/?q=garden', page.getByRole('list', { name: 'Pins for “garden”' }));
      found.pins = await seriousViolations(page);
      await settled('/search/boards/?q=garden', page.getByRole('list', { name: 'Boards for “garden”' }));
      found.boards = await seriousViolations(page);
      await settled('/search/users/?q=pat', page.getByRole('list', { name: 'People for “pat”' }));
      found.people = await seriousViolations(page);
      await settled('/search/pins/?q=zebra', page.getByRole('heading', { name: 'No results for “zebra”' }));
      found.empty = await seriousViolations(page);
      await settled('/search/pins/?q=self+harm', page.getByRole('region', { name: 'You’re not alone' }));
      found.advisory = await seriousViolations(page);
      await searchBox().click();
      await searchBox().fill('mar');
      await suggestions()
        .getByRole('option', { name: /Chloé Martin/ })
        .waitFor();
      await searchBox().press('ArrowDown');
      found.suggestions = await seriousViolations(page);
      expect(found).toEqual({ pins: [], boards: [], people: [], empty: [], advisory: [], suggestions: [] });
    } finally {
      await audited.context.close();
    }
  });
});

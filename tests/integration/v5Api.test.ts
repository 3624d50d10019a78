import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope } from '../../core/apiScopes';
import { API_SCOPES } from '../../core/apiScopes';
import { issueApiToken } from '../../server/domain/apiTokens';
import { setVideoUploadAllowed } from '../../server/domain/userSettings';
import { V5_ROUTES } from '../../server/rest/v5/plugin';
import { createBoard, newUser, pngBuffer, savePin, type TestUser } from '../support/fixtures';
import { serveApp, startTestApp, type TestApp } from '../support/testApp';
import { contractProblems } from '../support/v5Contract';

let app: TestApp;
/** Which documented answer each test exercised: `METHOD template status`. */
const exercised = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract, then read freely
  body: any;
}

/**
 * One /v5 call as a client sends it (bearer header, JSON body); its answer is checked against the reference
 * contract for the path template and status, and counted as exercised.
 */
async function v5(
  method: string,
  template: string,
  options: {
    token?: string | null;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    baseUrl?: string;
  } = {},
): Promise<Answer> {
  const filled = template.replace(/\{(\w+)\}/g, (_all, name: string) =>
    encodeURIComponent(options.params?.[name] ?? ''),
  );
  const search = options.query ? `?${new URLSearchParams(options.query)}` : '';
  const response = await fetch(`${options.baseUrl ?? app.baseUrl}/v5${filled}${search}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const body = text === '' ? null : JSON.parse(text);
  expect(
    contractProblems(method, template, response.status, body),
    `${method} ${template} ${response.status} ${text}`,
  ).toEqual([]);
  exercised.add(`${method} ${template} ${response.status}`);
  return { status: response.status, body };
}

async function tokenFor(
  user: Pick<TestUser, 'id'>,
  scopes: readonly ApiScope[] = API_SCOPES,
): Promise<string> {
  const { secret } = await issueApiToken(app.db, { userId: user.id, name: 'test', scopes, expiresAt: null });
  return secret;
}

async function pngBase64(seed: number): Promise<string> {
  return (await pngBuffer(seed)).toString('base64');
}

describe('/v5 boards, sections and pins', () => {
  it('lists, creates, edits and deletes boards, sections and pins in the v5 shapes', async () => {
    const { user } = await newUser(app);
    const token = await tokenFor(user);
    const created = await v5('POST', '/boards', {
      token,
      body: { name: 'Kitchen ideas', description: 'Things to cook', privacy: 'SECRET' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kitchen ideas',
      description: 'Things to cook',
      privacy: 'SECRET',
      owner: { username: user.username },
      pin_count: 0,
    });
    const boardId: string = created.body.id;
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const duplicate = await v5('POST', '/boards', { token, body: { name: 'kitchen ideas' } });
    expect(duplicate.status).toBe(409);

    const renamed = await v5('PATCH', '/boards/{board_id}', {
      token,
      params: { board_id: boardId },
      body: { name: 'Kitchen', privacy: 'PUBLIC' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: boardId, name: 'Kitchen', privacy: 'PUBLIC' });
    await v5('POST', '/boards', { token, body: { name: 'Garden' } });
    const clash = await v5('PATCH', '/boards/{board_id}', {
      token,
      params: { board_id: boardId },
      body: { name: 'Garden' },
    });
    expect(clash.status).toBe(409);

    const section = await v5('POST', '/boards/{board_id}/sections', {
      token,
      params: { board_id: boardId },
      body: { name: 'Soups' },
    });
    expect(section.status).toBe(201);
    expect(section.body).toEqual({ id: expect.any(String), name: 'Soups' });
    const again = await v5('POST', '/boards/{board_id}/sections', {
      token,
      params: { board_id: boardId },
      body: { name: 'Soups' },
    });
    expect(again.status).toBe(409);
    await v5('POST', '/boards/{board_id}/sections', {
      token,
      params: { board_id: boardId },
      body: { name: 'Salads' },
    });
    const sectionParams = { board_id: boardId, section_id: section.body.id };
    const clashSection = await v5('PATCH', '/boards/{board_id}/sections/{section_id}', {
      token,
      params: sectionParams,
      body: { name: 'Salads' },
    });
    expect(clashSection.status).toBe(409);
    const renamedSection = await v5('PATCH', '/boards/{board_id}/sections/{section_id}', {
      token,
      params: sectionParams,
      body: { name: 'Soup & stew' },
    });
    expect(renamedSection.body).toEqual({ id: section.body.id, name: 'Soup & stew' });
    const sections = await v5('GET', '/boards/{board_id}/sections', { token, params: { board_id: boardId } });
    expect(sections.body.items.map((s: { name: string }) => s.name)).toEqual(['Soup & stew', 'Salads']);

    const pin = await v5('POST', '/pins', {
      token,
      body: {
        board_id: boardId,
        board_section_id: section.body.id,
        title: 'Tomato soup',
        description: 'Warm',
        link: 'https://example.com/soup',
        alt_text: 'A bowl of soup',
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64(1) },
      },
    });
    expect(pin.status).toBe(201);
    expect(pin.body).toMatchObject({
      board_id: boardId,
      board_section_id: section.body.id,
      title: 'Tomato soup',
      board_owner: { username: user.username },
      is_owner: true,
      media: { media_type: 'image' },
    });
    expect(Object.keys(pin.body.media.images).sort()).toEqual(['1200x', '150x150', '400x300', '600x']);
    expect(pin.body.media.images['1200x'].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    expect(pin.body.dominant_color).toMatch(/^#[0-9a-f]{6}$/);

    const sectionPins = await v5('GET', '/boards/{board_id}/sections/{section_id}/pins', {
      token,
      params: sectionParams,
    });
    expect(sectionPins.body.items.map((p: { id: string }) => p.id)).toEqual([pin.body.id]);

    const edited = await v5('PATCH', '/pins/{pin_id}', {
      token,
      params: { pin_id: pin.body.id },
      body: { title: 'Tomato & basil soup', board_section_id: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Tomato & basil soup', board_section_id: null });

    const carouselBody = {
      board_id: boardId,
      title: 'Soup steps',
      media_source: {
        source_type: 'multiple_image_base64',
        items: [
          { content_type: 'image/png', data: await pngBase64(2), title: 'First' },
          { content_type: 'image/png', data: await pngBase64(3), title: 'Second' },
        ],
      },
    };
    // Several pictures make one carousel pin, which only business accounts make.
    const refused = await v5('POST', '/pins', { token, body: carouselBody });
    expect(refused.status).toBe(403);
    await app.db.updateTable('users').set({ is_partner: true }).where('id', '=', user.id).execute();
    const carousel = await v5('POST', '/pins', { token, body: carouselBody });
    expect(carousel.status).toBe(201);
    expect(carousel.body.title).toBe('Soup steps');
    expect(carousel.body.media.media_type).toBe('multiple_images');
    expect(carousel.body.media.items.map((i: { title: string }) => i.title)).toEqual(['First', 'Second']);
    const boardPins = await v5('GET', '/boards/{board_id}/pins', { token, params: { board_id: boardId } });
    expect(boardPins.body.items.map((p: { title: string }) => p.title)).toEqual([
      'Soup steps',
      'Tomato & basil soup',
    ]);

    const saved = await v5('POST', '/pins/{pin_id}/save', {
      token,
      params: { pin_id: pin.body.id },
      body: { board_id: boardId, board_section_id: section.body.id },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ parent_pin_id: pin.body.id, board_section_id: section.body.id });

    const mine = await v5('GET', '/pins', { token });
    expect(mine.body.items).toHaveLength(3);
    const found = await v5('GET', '/search/pins', { token, query: { query: 'basil' } });
    // The pin saved from it carries its title, and is the person's too.
    expect(found.body.items.map((p: { id: string }) => p.id)).toEqual([saved.body.id, pin.body.id]);
    const boards = await v5('GET', '/search/boards', { token, query: { query: 'kitchen' } });
    expect(boards.body.items.map((b: { id: string }) => b.id)).toEqual([boardId]);
    const one = await v5('GET', '/pins/{pin_id}', { token, params: { pin_id: pin.body.id } });
    expect(one.body.id).toBe(pin.body.id);
    const board = await v5('GET', '/boards/{board_id}', { token, params: { board_id: boardId } });
    expect(board.body.pin_count).toBe(3);

    expect((await v5('DELETE', '/pins/{pin_id}', { token, params: { pin_id: saved.body.id } })).status).toBe(
      204,
    );
    expect(
      (await v5('DELETE', '/boards/{board_id}/sections/{section_id}', { token, params: sectionParams }))
        .status,
    ).toBe(204);
    expect((await v5('DELETE', '/boards/{board_id}', { token, params: { board_id: boardId } })).status).toBe(
      204,
    );
    expect((await v5('GET', '/boards/{board_id}', { token, params: { board_id: boardId } })).status).toBe(
      404,
    );
  });

  it('accepts ad_account_id and analytics parameters and ignores them', async () => {
    const { user } = await newUser(app);
    const token = await tokenFor(user);
    const answer = await v5('GET', '/pins', {
      token,
      query: {
        ad_account_id: '123',
        pin_metrics: 'true',
        creative_types: 'REGULAR',
        pin_filter: 'exclude_native',
      },
    });
    expect(answer.status).toBe(200);
  });
});

describe('/v5 account and follows', () => {
  it('shows the account, follows someone by username and lists followers and followed boards', async () => {
    const { user: alice } = await newUser(app);
    const { user: bob, client: bobClient } = await newUser(app);
    const aliceToken = await tokenFor(alice);
    const account = await v5('GET', '/user_account', { token: aliceToken });
    expect(account.body).toMatchObject({ id: alice.id, username: alice.username, account_type: 'PINNER' });

    const followed = await v5('POST', '/user_account/following/{username}', {
      token: aliceToken,
      params: { username: bob.username },
      body: {},
    });
    expect(followed.body).toEqual({ type: 'user', username: bob.username });
    const self = await v5('POST', '/user_account/following/{username}', {
      token: aliceToken,
      params: { username: alice.username },
      body: {},
    });
    expect(self.status).toBe(400);
    const following = await v5('GET', '/user_account/following', { token: aliceToken });
    expect(following.body.items).toEqual([{ type: 'user', username: bob.username }]);
    const followers = await v5('GET', '/user_account/followers', { token: await tokenFor(bob) });
    expect(followers.body.items).toEqual([{ type: 'user', username: alice.username }]);

    const board = await createBoard(bobClient, { name: 'Bob travels' });
    await app.db
      .insertInto('board_follows')
      .values({ user_id: alice.id, board_id: board.entityId })
      .execute();
    const boards = await v5('GET', '/user_account/following/boards', { token: aliceToken });
    expect(boards.body.items.map((b: { name: string }) => b.name)).toEqual(['Bob travels']);
  });
});

describe('/v5 privacy and scopes', () => {
  it("never shows other people's secret boards or their pins", async () => {
    const { user: owner, client } = await newUser(app);
    const { user: other } = await newUser(app);
    const secret = await createBoard(client, { name: 'Surprise party', privacy: 'secret' });
    const pin = await savePin(app, owner, { boardId: secret.entityId, title: 'Party hats' });
    const token = await tokenFor(other);
    expect(
      (await v5('GET', '/boards/{board_id}', { token, params: { board_id: secret.entityId } })).status,
    ).toBe(404);
    expect(
      (await v5('GET', '/boards/{board_id}/pins', { token, params: { board_id: secret.entityId } })).status,
    ).toBe(404);
    expect(
      (await v5('GET', '/boards/{board_id}/sections', { token, params: { board_id: secret.entityId } }))
        .status,
    ).toBe(404);
    expect((await v5('GET', '/pins/{pin_id}', { token, params: { pin_id: pin.id } })).status).toBe(404);
    const saved = await v5('POST', '/pins/{pin_id}/save', {
      token,
      params: { pin_id: pin.id },
      body: { board_id: secret.entityId },
    });
    expect(saved.status).toBe(404);
    expect((await v5('GET', '/search/pins', { token, query: { query: 'party' } })).body.items).toEqual([]);
    expect((await v5('GET', '/search/boards', { token, query: { query: 'surprise' } })).body.items).toEqual(
      [],
    );
  });

  it("lists the person's secret boards only to a token with boards:read_secret", async () => {
    const { user, client } = await newUser(app);
    await createBoard(client, { name: 'Open', privacy: 'public' });
    await createBoard(client, { name: 'Hidden', privacy: 'secret' });
    const names = async (scopes: ApiScope[]) =>
      (await v5('GET', '/boards', { token: await tokenFor(user, scopes) })).body.items.map(
        (b: { name: string }) => b.name,
      );
    expect(await names(['boards:read'])).toEqual(['Open']);
    expect(await names(['boards:read', 'boards:read_secret'])).toEqual(['Hidden', 'Open']);
    const secretOnly = await v5('GET', '/boards', {
      token: await tokenFor(user),
      query: { privacy: 'SECRET' },
    });
    expect(secretOnly.body.items.map((b: { name: string }) => b.name)).toEqual(['Hidden']);
  });

  it('shows a pin on a secret board to pins:read_secret without naming the board unless boards:read_secret', async () => {
    const { user, client } = await newUser(app);
    const hidden = await createBoard(client, { name: 'Hidden plans', privacy: 'secret' });
    const pin = await savePin(app, user, { boardId: hidden.entityId, title: 'Surprise cake' });
    const pinsOnly = await tokenFor(user, ['pins:read', 'pins:read_secret']);
    const one = await v5('GET', '/pins/{pin_id}', { token: pinsOnly, params: { pin_id: pin.id } });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: pin.id, title: 'Surprise cake', board_section_id: null });
    expect(one.body).not.toHaveProperty('board_id');
    const listed = await v5('GET', '/pins', { token: pinsOnly });
    expect(listed.body.items).toEqual([expect.objectContaining({ id: pin.id, board_section_id: null })]);
    expect(listed.body.items[0]).not.toHaveProperty('board_id');
    const both = await tokenFor(user, ['pins:read', 'pins:read_secret', 'boards:read', 'boards:read_secret']);
    expect(
      (await v5('GET', '/pins/{pin_id}', { token: both, params: { pin_id: pin.id } })).body.board_id,
    ).toBe(hidden.entityId);
  });

  it('refuses a token without the scope with 403 in the v5 body, and no token with 401', async () => {
    const { user } = await newUser(app);
    const token = await tokenFor(user, ['pins:read']);
    const refused = await v5('GET', '/boards', { token });
    expect(refused).toEqual({
      status: 403,
      body: { code: 3, message: 'This access token lacks the boards:read scope.' },
    });
    const anonymous = await v5('GET', '/boards');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(2);
  });
});

describe('/v5 media', () => {
  it('registers a video upload, takes the file at upload_url and reports its status', async () => {
    const { user } = await newUser(app);
    const token = await tokenFor(user);
    await setVideoUploadAllowed(app.db, user.id, false);
    expect((await v5('POST', '/media', { token, body: { media_type: 'video' } })).status).toBe(403);
    await setVideoUploadAllowed(app.db, user.id, true);
    expect((await v5('POST', '/media', { token, body: { media_type: 'image' } })).status).toBe(400);
    const registered = await v5('POST', '/media', { token, body: { media_type: 'video' } });
    expect(registered.status).toBe(201);
    const mediaId: string = registered.body.media_id;
    expect(registered.body.upload_url).toBe(`${app.baseUrl}/upload/${mediaId}/`);
    const status = await v5('GET', '/media/{media_id}', { token, params: { media_id: mediaId } });
    expect(status.body).toEqual({ media_id: mediaId, media_type: 'video', status: 'registered' });

    const form = new FormData();
    for (const [name, value] of Object.entries(registered.body.upload_parameters as Record<string, string>)) {
      form.append(name, value);
    }
    form.append('file', new Blob([Buffer.from('not really a video')]), 'clip.mp4');
    const upload = await fetch(registered.body.upload_url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const listed = await v5('GET', '/media', { token });
    expect(listed.body.items).toEqual([
      { media_id: mediaId, media_type: 'video', status: expect.stringMatching(/processing|failed/) },
    ]);
  });
});

describe('/v5 rate limits', () => {
  it('answers 429 with the v5 error body', async () => {
    const limited = await serveApp(app.db, app.kind, {
      env: { RATE_LIMIT_PER_MINUTE: '1' },
      mailWorker: false,
    });
    try {
      const { user } = await newUser(app);
      const token = await tokenFor(user);
      await v5('GET', '/boards', { token, baseUrl: limited.baseUrl });
      const refused = await v5('GET', '/boards', { token, baseUrl: limited.baseUrl });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 8, message: expect.stringContaining('Too many requests') });
    } finally {
      await limited.stop();
    }
  });
});

/** A value for each path parameter that names nothing. */
const MISSING = {
  board_id: '999999999',
  section_id: '999999998',
  pin_id: '999999997',
  media_id: '999999996',
  username: 'nobody-at-all-here',
};

describe('/v5 failures on every path', () => {
  it('refuses every operation without a token (401) and without its scopes (403)', async () => {
    const { user } = await newUser(app);
    const scopeless = await tokenFor(user, []);
    for (const route of V5_ROUTES) {
      const body = route.body ? {} : undefined;
      expect((await v5(route.method, route.path, { params: MISSING, body })).status).toBe(401);
      expect((await v5(route.method, route.path, { token: scopeless, params: MISSING, body })).status).toBe(
        403,
      );
    }
  });

  it('answers 404 for ids that name nothing and 400 for malformed input', async () => {
    const { user, client } = await newUser(app);
    const token = await tokenFor(user);
    const board = await createBoard(client, { name: 'Mine' });
    const validBodies: Record<string, unknown> = {
      'POST /pins': {
        board_id: MISSING.board_id,
        media_source: { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64(4) },
      },
      'PATCH /boards/{board_id}': { name: 'Renamed' },
      'POST /boards/{board_id}/sections': { name: 'New' },
      'PATCH /boards/{board_id}/sections/{section_id}': { name: 'New' },
      'PATCH /pins/{pin_id}': { title: 'New' },
      'POST /pins/{pin_id}/save': { board_id: board.entityId },
      'POST /user_account/following/{username}': {},
    };
    for (const route of V5_ROUTES) {
      const key = `${route.method} ${route.path}`;
      if (route.failures.includes(404)) {
        const answer = await v5(route.method, route.path, {
          token,
          params: MISSING,
          body: validBodies[key] ?? (route.body ? {} : undefined),
        });
        expect(answer.status, key).toBe(404);
      }
      if (route.failures.includes(400) && !key.includes('{username}')) {
        const malformed = route.path.includes('{')
          ? await v5(route.method, route.path, {
              token,
              params: { board_id: 'x', section_id: 'x', pin_id: 'x', media_id: 'x' },
              body: route.body ? {} : undefined,
            })
          : route.body
            ? await v5(route.method, route.path, { token, body: { media_type: 'x' } })
            : await v5(route.method, route.path, { token, query: { page_size: '0', query: 'x' } });
        expect(malformed.status, key).toBe(400);
        expect(malformed.body.code).toBe(1);
      }
    }
  });

  it('numbers a 404 by what was missing, whichever path answered it', async () => {
    const { user, client } = await newUser(app);
    const token = await tokenFor(user);
    const board = await createBoard(client, { name: 'Found board' });
    const pin = await savePin(app, user, { boardId: board.entityId, title: 'Found pin' });
    const code = async (method: string, template: string, params: Record<string, string>, body?: unknown) => {
      const answer = await v5(method, template, { token, params, body });
      expect(answer.status, `${method} ${template}`).toBe(404);
      return answer.body.code;
    };
    const picture = { source_type: 'image_base64', content_type: 'image/png', data: await pngBase64(5) };
    expect({
      saveToMissingBoard: await code(
        'POST',
        '/pins/{pin_id}/save',
        { pin_id: pin.id },
        { board_id: MISSING.board_id },
      ),
      saveMissingPin: await code(
        'POST',
        '/pins/{pin_id}/save',
        { pin_id: MISSING.pin_id },
        { board_id: board.entityId },
      ),
      createOnMissingBoard: await code(
        'POST',
        '/pins',
        {},
        { board_id: MISSING.board_id, media_source: picture },
      ),
      createInMissingSection: await code(
        'POST',
        '/pins',
        {},
        { board_id: board.entityId, board_section_id: MISSING.section_id, media_source: picture },
      ),
      moveToMissingBoard: await code(
        'PATCH',
        '/pins/{pin_id}',
        { pin_id: pin.id },
        { board_id: MISSING.board_id },
      ),
      sectionOfMissingBoard: await code(
        'PATCH',
        '/boards/{board_id}/sections/{section_id}',
        { board_id: MISSING.board_id, section_id: MISSING.section_id },
        { name: 'New' },
      ),
      missingSection: await code(
        'PATCH',
        '/boards/{board_id}/sections/{section_id}',
        { board_id: board.entityId, section_id: MISSING.section_id },
        { name: 'New' },
      ),
      missingPerson: await code('POST', '/user_account/following/{username}', MISSING, {}),
      missingMedia: await code('GET', '/media/{media_id}', MISSING),
    }).toEqual({
      saveToMissingBoard: 40,
      saveMissingPin: 50,
      createOnMissingBoard: 40,
      createInMissingSection: 2031,
      moveToMissingBoard: 40,
      sectionOfMissingBoard: 40,
      missingSection: 2031,
      missingPerson: 30,
      missingMedia: 4,
    });
  });

  it('exercised every status each operation documents', () => {
    const missing = V5_ROUTES.flatMap((route) =>
      [route.success.status, ...route.failures]
        .map((status) => `${route.method} ${route.path} ${status}`)
        .filter((answer) => !exercised.has(answer)),
    );
    expect(missing).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../core/apiScopes';
import { issueApiToken } from '../../server/domain/apiTokens';
import { V5_ROUTES } from '../../server/rest/v5/plugin';
import { newUser } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** What a small v5 client library does: a base URL, a token, JSON in and out, nothing else (no cookies). */
function v5Client(baseUrl: string, token: string) {
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/v5${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }
  return {
    request,
    /** Follows bookmarks until the list is exhausted. */
    async all<T>(path: string, pageSize: number): Promise<{ items: T[]; pages: number }> {
      const items: T[] = [];
      let pages = 0;
      let bookmark: string | null = null;
      do {
        const query = new URLSearchParams({ page_size: String(pageSize), ...(bookmark ? { bookmark } : {}) });
        const page: { items: T[]; bookmark: string | null } = await request('GET', `${path}?${query}`);
        items.push(...page.items);
        pages += 1;
        bookmark = page.bookmark;
      } while (bookmark);
      return { items, pages };
    },
  };
}

describe('/v5 from a client that is not ours', () => {
  it('creates boards with JSON bodies and pages through them by bookmark until exhausted', async () => {
    const { user } = await newUser(app);
    const { secret } = await issueApiToken(app.db, {
      userId: user.id,
      name: 'lib',
      scopes: API_SCOPES,
      expiresAt: null,
    });
    const client = v5Client(app.baseUrl, secret);
    const names = ['One', 'Two', 'Three', 'Four', 'Five'];
    for (const name of names) await client.request('POST', '/boards', { name });
    const { items, pages } = await client.all<{ name: string }>('/boards', 2);
    expect(pages).toBe(3);
    expect(items.map((board) => board.name)).toEqual([...names].reverse());
    await expect(client.request('GET', '/boards?bookmark=not-a-bookmark')).rejects.toThrow(/400/);
  });

  it('serves an OpenAPI 3 document of every /v5 operation, and a reference page built from it', async () => {
    const response = await fetch(`${app.baseUrl}/v5/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(V5_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    const boards = document.paths['/boards']?.get as { parameters: Array<{ name: string; schema: unknown }> };
    expect(boards.parameters.find((p) => p.name === 'page_size')?.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 250,
      default: 25,
    });

    const page = await fetch(`${app.baseUrl}/developers/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/developers/swagger-ui-bundle.js');
    const script = await fetch(`${app.baseUrl}/developers/swagger-ui-bundle.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
    const setup = await (await fetch(`${app.baseUrl}/developers/reference.js`)).text();
    expect(setup).toContain('/v5/openapi.json');
  });

  it('answers unknown /v5 paths with 404 in the v5 error body', async () => {
    const response = await fetch(`${app.baseUrl}/v5/nothing-here`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 4, message: expect.any(String) });
  });
});

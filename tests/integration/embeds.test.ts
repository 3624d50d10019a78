import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_TEXTS } from '../../core/share';
import {
  addCollaborator,
  createBoard,
  makeProtected,
  newUser,
  savePin,
  storeTestImage,
  type TestBoard,
  type TestPin,
  type TestUser,
} from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let owner: { client: TestClient; user: TestUser };
let publicBoard: TestBoard;
let secretBoard: TestBoard;
let protectedBoard: TestBoard;
let publicPin: TestPin;
let secretPin: TestPin;
let protectedPin: TestPin;

beforeAll(async () => {
  app = await startTestApp();
  owner = await newUser(app, { fullName: 'Embed Owner' });
  publicBoard = await createBoard(owner.client, { name: 'Teapots in the open' });
  secretBoard = await createBoard(owner.client, { name: 'Quiet teapots', privacy: 'secret' });
  protectedBoard = await createBoard(owner.client, { name: 'Shop teapots' });
  await makeProtected(app, protectedBoard.entityId);
  const pin = async (boardId: string, title: string, seed: number) =>
    savePin(app, owner.user, { boardId, title, imageId: (await storeTestImage(app, seed)).id });
  publicPin = await pin(publicBoard.entityId, 'Blue teapot', 501);
  secretPin = await pin(secretBoard.entityId, 'Hidden teapot', 502);
  protectedPin = await pin(protectedBoard.entityId, 'Shop teapot', 503);
});
afterAll(async () => {
  await app?.close();
});

async function embed(client: TestClient, path: string) {
  const response = await client.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('embeddable cards for other sites', () => {
  it('a public pin embeds as a card with its picture, title, pinner, board and a link to the pin', async () => {
    const { status, headers, body } = await embed(app.client(), `/embed/pin/${publicPin.id}/`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(body).toContain('<h1>Blue teapot</h1>');
    expect(body).toContain('Embed Owner');
    expect(body).toContain('Teapots in the open');
    expect(body).toContain(`href="/pin/${publicPin.id}/" target="_blank"`);
    expect(body).toContain(EMBED_TEXTS.viewPin);
    expect(body).toMatch(/<img class="media" src="\/media\//);
  });

  it('a public board embeds with its name, pin count, owner and its pins', async () => {
    const { status, body } = await embed(app.client(), `/embed/board/${publicBoard.entityId}/`);
    expect(status).toBe(200);
    expect(body).toContain('<h1>Teapots in the open</h1>');
    expect(body).toContain('1 Pin');
    expect(body).toContain(`href="/pin/${publicPin.id}/"`);
    expect(body).toContain(`href="/${owner.user.username}/${publicBoard.slug}/"`);
  });

  it('secret and protected pins and boards answer exactly like missing ones, even to their owner and collaborators', async () => {
    const collaborator = await newUser(app, { fullName: 'Embed Helper' });
    await addCollaborator(app, secretBoard.entityId, collaborator.user.id);
    const missing = await embed(app.client(), '/embed/pin/987654321/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(EMBED_TEXTS.unavailable);
    const missingBoard = await embed(app.client(), '/embed/board/987654321/');
    for (const client of [app.client(), owner.client, collaborator.client]) {
      for (const pin of [secretPin, protectedPin]) {
        const answer = await embed(client, `/embed/pin/${pin.id}/`);
        expect(answer.status).toBe(404);
        expect(answer.body).toBe(missing.body);
        expect(answer.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));
      }
      for (const board of [secretBoard, protectedBoard]) {
        const answer = await embed(client, `/embed/board/${board.entityId}/`);
        expect(answer.status).toBe(404);
        expect(answer.body).toBe(missingBoard.body);
      }
    }
    expect((await embed(app.client(), '/embed/pin/not-a-number/')).body).toBe(missing.body);
  });
});

describe('who may frame what', () => {
  it('embeds may be framed by any site; they run no script', async () => {
    for (const path of [`/embed/pin/${publicPin.id}/`, `/embed/board/${publicBoard.entityId}/`]) {
      const { headers } = await embed(app.client(), path);
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toContain('frame-ancestors *');
      expect(policy).toContain("default-src 'none'");
      expect(policy).not.toContain('script-src');
      expect(headers.get('x-frame-options')).toBeNull();
    }
    // The unavailable card can be framed too, so the host page shows it rather than a browser error.
    const { headers } = await embed(app.client(), `/embed/pin/${secretPin.id}/`);
    expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('the rest of the app may be framed only by itself', async () => {
    for (const path of [`/pin/${publicPin.id}/`, '/healthz', '/offsite/?url=https%3A%2F%2Fexample.com%2F']) {
      const { headers } = await embed(app.client(), path);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

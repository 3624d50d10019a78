import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFSITE_TEXTS } from '../../core/offsite';
import { graphql } from '../gql';
import { createBoard, newUser, savePin, type TestUser } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { serveApp, startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let owner: { client: TestClient; user: TestUser };
let publicPinId: string;
let secretPinId: string;

const LINK = 'https://recipes.example.org/olive-oil-cake?ref=tackboard';

beforeAll(async () => {
  app = await startTestApp({
    env: {
      OFFSITE_BLOCKED_DOMAINS: 'malware.example',
      OFFSITE_ADULT_DOMAINS: 'adult.example',
      OFFSITE_SUSPICIOUS_DOMAINS: 'iffy.example',
    },
  });
  owner = await newUser(app);
  const board = await createBoard(owner.client, { name: 'Cakes' });
  const secret = await createBoard(owner.client, { name: 'Hidden', privacy: 'secret' });
  publicPinId = (await savePin(app, owner.user, { boardId: board.entityId, title: 'Cake', link: LINK })).id;
  secretPinId = (
    await savePin(app, owner.user, {
      boardId: secret.entityId,
      title: 'Hidden',
      link: 'https://hidden.example/',
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
});

async function offsiteUrlOf(client: TestClient, pinId: string): Promise<string | null> {
  const { pin } = await client.query(
    graphql(`query OffsitePin($id: String!) { pin(id: $id) { offsiteUrl } }`),
    { id: pinId },
  );
  return pin?.offsiteUrl ?? null;
}

/** Builds the signed link a pin with this url would have, by making such a pin. */
async function signedLinkFor(url: string): Promise<string> {
  const board = await createBoard(owner.client, { name: `Links ${Math.random().toString(36).slice(2, 8)}` });
  const pin = await savePin(app, owner.user, { boardId: board.entityId, title: 'A link', link: url });
  return (await offsiteUrlOf(owner.client, pin.id))!;
}

async function open(path: string) {
  const response = await app.client().get(path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('outbound links through /offsite/', () => {
  it('sends a pin’s safe link, signed by us, straight to the site', async () => {
    const offsite = await offsiteUrlOf(app.client(), publicPinId);
    expect(offsite).toMatch(/^\/offsite\/\?url=.+&token=[0-9a-f]{32}&pin=\d+$/);
    const { status, location } = await open(offsite!);
    expect(status).toBe(302);
    expect(location).toBe(LINK);
  });

  it('asks before leaving when the link was not signed by us (no open redirect)', async () => {
    const signed = new URL((await offsiteUrlOf(app.client(), publicPinId))!, app.baseUrl);
    signed.searchParams.set('url', 'https://elsewhere.example/');
    const tampered = await open(signed.pathname + signed.search);
    expect(tampered.status).toBe(200);
    expect(tampered.location).toBeNull();
    expect(tampered.html).toContain(OFFSITE_TEXTS.leavingTitle.replace("'", '&#39;'));
    expect(tampered.html).toContain('href="https://elsewhere.example/" rel="nofollow noopener noreferrer"');

    const unsigned = await open(`/offsite/?url=${encodeURIComponent(LINK)}`);
    expect(unsigned.status).toBe(200);
    expect(unsigned.location).toBeNull();
  });

  it('never follows blocked or adult links, even signed ones, and offers no way on', async () => {
    for (const [url, title, text] of [
      ['https://downloads.malware.example/free.exe', OFFSITE_TEXTS.blockedTitle, OFFSITE_TEXTS.blocked],
      ['https://www.adult.example/', OFFSITE_TEXTS.pornTitle, OFFSITE_TEXTS.porn],
    ] as const) {
      const page = await open(await signedLinkFor(url));
      expect(page.status).toBe(200);
      expect(page.location).toBeNull();
      expect(page.html).toContain(title);
      expect(page.html).toContain(text);
      expect(page.html).not.toContain('Continue to');
    }
  });

  it('warns about suspicious links and lets the person continue knowingly', async () => {
    for (const url of [
      'https://shop.iffy.example/deal',
      'https://bank.example.com@login.evil.example/',
      'http://203.0.113.9/login',
      'https://xn--pypal-4ve.com/', // "pаypal" with a Cyrillic а
    ]) {
      const page = await open(await signedLinkFor(url));
      expect(page.location, url).toBeNull();
      expect(page.html, url).toContain(OFFSITE_TEXTS.suspiciousTitle);
      expect(page.html, url).toContain('Continue to');
    }
  });

  it('refuses what is not a web link, without echoing it as markup', async () => {
    const script = await open(`/offsite/?url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(script.status).toBe(400);
    expect(script.html).toContain(OFFSITE_TEXTS.invalidLink.replace("'", '&#39;'));
    expect(script.html).not.toContain('href="javascript:');
    const markup = await open(
      `/offsite/?url=${encodeURIComponent('https://x.example/"><script>alert(1)</script>')}`,
    );
    expect(markup.html).not.toContain('<script>alert(1)</script>');
  });
});

describe('the offsite check (POST /v3/offsite/, GraphQL linkCheck)', () => {
  it('answers redirect_status and url for a link and for a pin', async () => {
    const byUrl = await restJson<{ redirect_status: string; url: string }>(
      await app.client().post('/v3/offsite/', { url: 'https://x.malware.example/', check_only: true }),
    );
    expect(byUrl.body).toMatchObject({
      status: 'success',
      data: { redirect_status: 'blocked', url: 'https://x.malware.example/' },
    });
    const byPin = await restJson<{ redirect_status: string; url: string }>(
      await app.client().post('/v3/offsite/', { pin_id: publicPinId, check_only: true }),
    );
    expect(byPin.body).toMatchObject({ status: 'success', data: { redirect_status: 'safe', url: LINK } });

    const { linkCheck } = await app
      .client()
      .query(
        graphql(
          `query OffsiteLinkCheck { linkCheck(url: "https://shop.iffy.example/") { ... on QueryLinkCheckSuccess { data { redirectStatus followable } } } }`,
        ),
      );
    expect(linkCheck.data).toEqual({ redirectStatus: 'suspicious', followable: false });
  });

  it('does not check a secret pin’s link for someone outside its board', async () => {
    const outsider = await restJson(
      await app.client().post('/v3/offsite/', { pin_id: secretPinId, check_only: true }),
    );
    expect(outsider.status).toBe(404);
    expect(await offsiteUrlOf(app.client(), secretPinId)).toBeNull();
    const { linkCheck } = await app
      .client()
      .query(
        graphql(
          `query OffsiteLinkCheck2($pin: String!) { linkCheck(url: "", pinId: $pin) { __typename ... on DomainError { code } } }`,
        ),
        { pin: secretPinId },
      );
    expect(linkCheck).toEqual({ __typename: 'DomainError', code: 'NOT_FOUND' });
    const mine = await restJson<{ redirect_status: string }>(
      await owner.client.post('/v3/offsite/', { pin_id: secretPinId, check_only: true }),
    );
    expect(mine.body).toMatchObject({ data: { redirect_status: 'safe' } });
  });

  it('takes its lists from the environment (a domain covers its subdomains)', async () => {
    const plain = await serveApp(app.db, app.kind);
    try {
      const { linkCheck } = await plain
        .client()
        .query(
          graphql(
            `query OffsiteLinkCheck3 { linkCheck(url: "https://downloads.malware.example/") { ... on QueryLinkCheckSuccess { data { redirectStatus } } } }`,
          ),
        );
      expect(linkCheck.data.redirectStatus).toBe('safe');
    } finally {
      await plain.stop();
    }
  });
});

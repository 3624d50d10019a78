import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_CHECKS_PER_MINUTE, LINK_STATUS_TEXTS } from '../../core/linkStatus';
import { graphql } from '../gql';
import { newUser } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/testApp';

const STATUS = graphql(`query LinkStatusCheck($url: String!) {
  pinLinkStatus(url: $url) {
    __typename ...DomainErrorFields
    ... on QueryPinLinkStatusSuccess { data { kind redirectsTo httpStatus } }
  }
}`);

let app: TestApp;
let site: Server;
let origin: string;
let closedOrigin: string;
const hits = new Map<string, number>();

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  // A local site (no network needed); only 127.0.0.1 is let through the safe fetcher's private-address rule.
  site = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/moved') {
      response.writeHead(301, { location: `${origin}/new-home` });
      response.end();
      return;
    }
    const status = path === '/gone' ? 404 : path === '/broken' ? 503 : 200;
    response.writeHead(status, { 'content-type': 'text/html' });
    response.end('<p>hello</p>');
  });
  origin = await listen(site);
  const closed = createServer();
  closedOrigin = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  app = await startTestApp({ env: { FETCH_ALLOW_ADDRESSES: '127.0.0.1', FETCH_TIMEOUT_MS: '2000' } });
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe('link status before publishing', () => {
  it('says whether a link works, redirects, is broken, cannot be reached or is not allowed', async () => {
    const { client } = await newUser(app);
    const check = async (url: string) => (await client.query(STATUS, { url })).pinLinkStatus;
    expect(await check(`${origin}/fine`)).toMatchObject({ data: { kind: 'reachable', redirectsTo: null } });
    expect(await check(`${origin}/moved`)).toMatchObject({
      data: { kind: 'redirects', redirectsTo: `${origin}/new-home` },
    });
    expect(await check(`${origin}/gone`)).toMatchObject({ data: { kind: 'broken', httpStatus: 404 } });
    expect(await check(`${origin}/broken`)).toMatchObject({ data: { kind: 'broken', httpStatus: 503 } });
    expect(await check(`${closedOrigin}/nobody`)).toMatchObject({ data: { kind: 'unreachable' } });
    expect(await check('http://10.1.2.3/inside')).toMatchObject({ data: { kind: 'not_allowed' } });
    expect(await check('javascript:alert(1)')).toMatchObject({ data: { kind: 'not_allowed' } });
  });

  it('keeps an answer briefly: the same link is fetched once', async () => {
    const { client } = await newUser(app);
    const { client: other } = await newUser(app);
    await client.query(STATUS, { url: `${origin}/cached` });
    await client.query(STATUS, { url: `${origin}/cached` });
    await other.query(STATUS, { url: `${origin}/cached` });
    expect(hits.get('/cached')).toBe(1);
  });

  it('limits how many links one person has fetched a minute, and refuses signed-out visitors', async () => {
    const { client } = await newUser(app);
    for (let i = 0; i < LINK_CHECKS_PER_MINUTE; i++) {
      const { pinLinkStatus } = await client.query(STATUS, { url: `${origin}/many/${i}` });
      expect(pinLinkStatus.__typename).toBe('QueryPinLinkStatusSuccess');
    }
    const { pinLinkStatus } = await client.query(STATUS, { url: `${origin}/many/one-more` });
    expect(pinLinkStatus).toMatchObject({ __typename: 'DomainError', message: LINK_STATUS_TEXTS.throttled });
    // Someone else is not held up by it.
    const { client: other } = await newUser(app);
    expect((await other.query(STATUS, { url: `${origin}/many/other` })).pinLinkStatus.__typename).toBe(
      'QueryPinLinkStatusSuccess',
    );

    const signedOut = await app.client().query(STATUS, { url: `${origin}/fine` });
    expect(signedOut.pinLinkStatus).toMatchObject({ __typename: 'DomainError', code: 'UNAUTHENTICATED' });
  });
});

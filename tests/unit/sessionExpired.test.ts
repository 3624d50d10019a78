import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSessionExpired, sessionExpiredLink } from '../../client/src/apollo/sessionExpired';
import { SESSION_EXPIRED } from '../../core/texts';

const refusal = JSON.stringify({
  status: 'failure',
  code: 403,
  message: SESSION_EXPIRED,
  message_detail: 'CSRF token missing or incorrect.',
  api_error_code: 403,
});
const answer = JSON.stringify({ data: { viewer: { __typename: 'Viewer', isAuth: true } } });
const ViewerQuery = parse('query ViewerQuery { viewer { isAuth } }');

/** A client whose requests go to `fetch` through the session link, as the app's own does. */
function clientWith(fetch: typeof globalThis.fetch): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionExpiredLink,
      new HttpLink({ uri: 'http://tackboard.test/graphql', fetch }),
    ]),
    cache: new InMemoryCache(),
  });
}

function respond(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the server says the session expired (a stale CSRF echo)', () => {
  it('is told apart from other refusals by its text', () => {
    expect(isSessionExpired(403, refusal)).toBe(true);
    expect(isSessionExpired(403, JSON.stringify({ message: 'Forbidden' }))).toBe(false);
    expect(isSessionExpired(500, refusal)).toBe(false);
    expect(isSessionExpired(403, 'not json')).toBe(false);
  });

  it('sends the refused request again once, and the caller gets the answer', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(respond(403, refusal))
      .mockResolvedValueOnce(respond(200, answer));
    const result = await clientWith(fetch).query({ query: ViewerQuery, fetchPolicy: 'no-cache' });
    expect(result.data).toEqual({ viewer: { __typename: 'Viewer', isAuth: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after one more refusal: the caller sees the failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(async () => respond(403, refusal));
    await expect(clientWith(fetch).query({ query: ViewerQuery, fetchPolicy: 'no-cache' })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

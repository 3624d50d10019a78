import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../core/texts';
import { VISUAL_REPORTS_PER_WINDOW } from '../../server/domain/tracking';
import { graphql } from '../gql';
import { newUser, type TestUser } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
let admin: { client: TestClient; user: TestUser };
let person: { client: TestClient; user: TestUser };

beforeAll(async () => {
  app = await startTestApp();
  // The first account made is the instance's administrator.
  admin = await newUser(app);
  person = await newUser(app);
});
afterAll(async () => {
  app.clock.reset();
  await app?.close();
});

const TRACK = graphql(`
  mutation VisualTrackEvent($input: TrackEventInput!) {
    trackEvent(input: $input) { __typename ... on DomainError { code message field } ... on MutationTrackEventSuccess { data } }
  }`);
const PAGE_SPEED = graphql(
  `query VisualPageSpeed { adminPageSpeed { pageKind medianMs completed timedOut } }`,
);

/** The tracking image request, as a browser sends it: answered with a picture whatever it carried. */
async function report(client: TestClient, params: Record<string, string>): Promise<void> {
  const query = new URLSearchParams({ client: 'web', event: 'visual_complete', path: '/', ...params });
  const response = await client.get(`/v3/callback/event/?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/gif');
}

async function storedReports() {
  return app.db
    .selectFrom('tracking_events')
    .select(['page_kind', 'duration_ms', 'timeout_reason', 'user_id'])
    .where('event', '=', 'visual_complete')
    .orderBy('id')
    .execute();
}

describe('visual-completeness reports', () => {
  it('records a page kind with its milliseconds or its timeout reason, from anyone', async () => {
    await report(app.client(), { page_kind: 'home_feed', ms: '1000' });
    await report(person.client, { page_kind: 'home_feed', ms: '1200' });
    await report(app.client(), { page_kind: 'home_feed', ms: '3000' });
    await report(app.client(), { page_kind: 'home_feed', timeout_reason: 'layout timeout' });
    const { trackEvent } = await person.client.query(TRACK, {
      input: { event: 'visual_complete', pageKind: 'pin_closeup', durationMs: 800, path: '/pin/1/' },
    });
    expect(trackEvent).toEqual({ __typename: 'MutationTrackEventSuccess', data: true });
    expect(await storedReports()).toEqual([
      { page_kind: 'home_feed', duration_ms: 1000, timeout_reason: null, user_id: null },
      { page_kind: 'home_feed', duration_ms: 1200, timeout_reason: null, user_id: person.user.id },
      { page_kind: 'home_feed', duration_ms: 3000, timeout_reason: null, user_id: null },
      { page_kind: 'home_feed', duration_ms: null, timeout_reason: 'layout timeout', user_id: null },
      { page_kind: 'pin_closeup', duration_ms: 800, timeout_reason: null, user_id: person.user.id },
    ]);
  });

  it('refuses unknown page kinds, times out of bounds and unknown reasons, storing nothing', async () => {
    const refused = [
      [{ pageKind: 'board', durationMs: 100 }, 'pageKind'],
      [{ durationMs: 100 }, 'pageKind'],
      [{ pageKind: 'home_feed' }, 'durationMs'],
      [{ pageKind: 'home_feed', durationMs: -1 }, 'durationMs'],
      [{ pageKind: 'home_feed', durationMs: 120_001 }, 'durationMs'],
      [{ pageKind: 'home_feed', timeoutReason: 'bored' }, 'timeoutReason'],
      [{ pageKind: 'home_feed', timeoutReason: 'layout timeout', durationMs: 5 }, 'timeoutReason'],
    ] as const;
    for (const [fields, field] of refused) {
      const { trackEvent } = await app
        .client()
        .query(TRACK, { input: { event: 'visual_complete', ...fields } });
      expect(trackEvent).toMatchObject({ __typename: 'DomainError', code: 'VALIDATION', field });
    }
    // The image request answers its picture all the same, and records nothing.
    await report(app.client(), { page_kind: 'home_feed', ms: '1.5' });
    await report(app.client(), { page_kind: 'home_feed', ms: 'soon' });
    await report(app.client(), { page_kind: 'profile', ms: '100' });
    expect(await storedReports()).toHaveLength(5);
  });

  it('shows the operator the median per page kind in /metrics, and timeouts by reason', async () => {
    const text = await (await fetch(`${app.baseUrl}/metrics`)).text();
    const median = (kind: string) =>
      Number(
        new RegExp(
          `^tackboard_page_visually_complete_seconds\\{quantile="0.5",page_kind="${kind}"\\} (\\S+)$`,
          'm',
        ).exec(text)?.[1],
      );
    expect(median('home_feed')).toBeCloseTo(1.2, 5);
    expect(median('pin_closeup')).toBeCloseTo(0.8, 5);
    expect(text).toMatch(/^tackboard_page_visually_complete_seconds_count\{page_kind="home_feed"\} 3$/m);
    expect(text).toMatch(
      /^tackboard_page_visual_timeouts_total\{page_kind="home_feed",reason="layout timeout"\} 1$/m,
    );
  });

  it('shows the administrator the last hour’s median per page kind, and no one else', async () => {
    expect((await admin.client.query(PAGE_SPEED)).adminPageSpeed).toEqual([
      { pageKind: 'home_feed', medianMs: 1200, completed: 3, timedOut: 1 },
      { pageKind: 'pin_closeup', medianMs: 800, completed: 1, timedOut: 0 },
    ]);
    const refusals = [
      [person.client, ADMIN_TEXTS.adminOnly],
      [app.client(), 'You need to log in first.'],
    ] as const;
    for (const [client, message] of refusals) {
      const answer = await client.gql(String(PAGE_SPEED), {});
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toBe(message);
    }
    app.clock.set(new Date(Date.now() + 61 * 60_000));
    expect((await admin.client.query(PAGE_SPEED)).adminPageSpeed).toEqual([
      { pageKind: 'home_feed', medianMs: null, completed: 0, timedOut: 0 },
      { pageKind: 'pin_closeup', medianMs: null, completed: 0, timedOut: 0 },
    ]);
  });

  it('takes at most its allowance of timings from one reporter, counted atomically, so one script cannot move the median', async () => {
    const flooder = await newUser(app);
    const before = (await storedReports()).length;
    await Promise.all(
      Array.from({ length: 200 }, () => report(flooder.client, { page_kind: 'home_feed', ms: '90000' })),
    );
    await report(person.client, { page_kind: 'home_feed', ms: '900' });
    const stored = (await storedReports()).slice(before);
    expect(stored.filter((r) => r.user_id === flooder.user.id)).toHaveLength(VISUAL_REPORTS_PER_WINDOW);
    expect(stored.filter((r) => r.user_id === person.user.id)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../core/apiScopes';
import { ADMIN_TEXTS, accountLimitedText, LOGIN_REQUIRED } from '../../core/texts';
import { issueApiToken } from '../../server/domain/apiTokens';
import { graphql } from '../gql';
import {
  createBoard,
  DEFAULT_PASSWORD,
  newUser,
  savePin,
  signUp,
  storeTestImage,
  uniqueEmail,
} from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

// The instance administrator: the first account made; their page lists accounts (suspend, delete, reset link),
// reports (made by anyone on pins, boards and people) and the instance settings (who may sign up, the site name).

const VIEWER = graphql(`query AdminViewer { viewer { isAuth isAdmin } }`);
const ACCOUNTS = graphql(`
  query AdminAccounts($search: String, $first: Int, $after: String) {
    adminAccounts(search: $search, first: $first, after: $after) {
      edges { node { id username email suspendedAt isAdmin } }
      pageInfo { hasNextPage endCursor }
    }
  }`);
const REPORTS = graphql(`
  query AdminReports { adminReports(first: 50) { edges { node {
    id targetType targetId targetLabel targetPath reason reasonLabel details reporterUsername status } } } }`);
const SUSPEND = graphql(`
  mutation AdminSuspend($userId: String!) { suspendAccount(userId: $userId) { __typename
    ... on DomainError { code message } ... on MutationSuspendAccountSuccess { data { id suspendedAt } } } }`);
const UNSUSPEND = graphql(`
  mutation AdminUnsuspend($userId: String!) { unsuspendAccount(userId: $userId) { __typename
    ... on DomainError { code message } ... on MutationUnsuspendAccountSuccess { data { id suspendedAt } } } }`);
const LIMIT = graphql(`
  mutation AdminLimit($userId: String!, $days: Int!) { limitAccount(userId: $userId, days: $days) { __typename
    ... on DomainError { code message field } ... on MutationLimitAccountSuccess { data { id limitedUntil } } } }`);
const LIFT = graphql(`
  mutation AdminLift($userId: String!) { liftAccountLimit(userId: $userId) { __typename
    ... on DomainError { code message } ... on MutationLiftAccountLimitSuccess { data { id limitedUntil } } } }`);
const LOG_IN_OUTCOME = graphql(`
  mutation AdminLogInOutcome($input: LogInInput!) { logIn(input: $input) { __typename
    ... on DomainError { code message loginOutcome } } }`);
const DELETE = graphql(`
  mutation AdminDelete($userId: String!) { deleteAccount(userId: $userId) { __typename
    ... on DomainError { code message } ... on MutationDeleteAccountSuccess { data } } }`);
const RESET_LINK = graphql(`
  mutation AdminResetLink($userId: String!) { createPasswordResetLink(userId: $userId) { __typename
    ... on DomainError { code message } ... on MutationCreatePasswordResetLinkSuccess { data { path expiresAt } } } }`);
const INVITE = graphql(`
  mutation AdminInvite { createSignUpInvite { __typename
    ... on DomainError { code message } ... on MutationCreateSignUpInviteSuccess { data { path } } } }`);
const SETTINGS = graphql(`query AdminInstanceSettings { instanceSettings { siteName signUpMode } }`);
const UPDATE_SETTINGS = graphql(`
  mutation AdminUpdateSettings($input: UpdateInstanceSettingsInput!) { updateInstanceSettings(input: $input) {
    __typename ... on DomainError { code message field }
    ... on MutationUpdateInstanceSettingsSuccess { data { siteName signUpMode } } } }`);
const REPORT = graphql(`
  mutation AdminReportContent($input: ReportContentInput!) { reportContent(input: $input) { __typename
    ... on DomainError { code message field } ... on MutationReportContentSuccess { data } } }`);
const DISMISS = graphql(`
  mutation AdminDismiss($reportId: String!) { dismissReport(reportId: $reportId) { __typename
    ... on DomainError { code message } ... on MutationDismissReportSuccess { data { id status } } } }`);
const ACT = graphql(`
  mutation AdminAct($reportId: String!) { actOnReport(reportId: $reportId) { __typename
    ... on DomainError { code message } ... on MutationActOnReportSuccess { data { id status targetPath } } } }`);
const LOG_IN = graphql(`
  mutation AdminLogIn($input: LogInInput!) { logIn(input: $input) { __typename
    ... on DomainError { code message } ... on MutationLogInSuccess { data { username } } } }`);
const SIGN_UP_WITH_INVITE = graphql(`
  mutation AdminSignUp($input: SignUpInput!) { signUp(input: $input) { __typename
    ... on DomainError { code message } ... on MutationSignUpSuccess { data { username } } } }`);
const RESET_PASSWORD = graphql(`
  mutation AdminResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { __typename
    ... on DomainError { code message } } }`);

function signUpInput(extra: Record<string, string> = {}) {
  return {
    email: uniqueEmail('admin.test'),
    password: DEFAULT_PASSWORD,
    fullName: 'Sam Signup',
    birthDate: '1990-05-17',
    ...extra,
  };
}

describe('the first account', () => {
  it('of many simultaneous first sign-ups, exactly one becomes the administrator; later ones never', async () => {
    const app = await startTestApp();
    try {
      const clients = Array.from({ length: 12 }, () => app.client());
      await Promise.all(clients.map((client, n) => signUp(client, { fullName: `Racer ${n}` })));
      const admins = [];
      for (const client of clients) if ((await client.query(VIEWER)).viewer.isAdmin) admins.push(client);
      expect(admins).toHaveLength(1);
      // Accounts made afterwards, and anonymous visitors, are not administrators.
      const later = await newUser(app, { fullName: 'Bo Later' });
      expect((await later.client.query(VIEWER)).viewer).toEqual({ isAuth: true, isAdmin: false });
      expect((await app.client().query(VIEWER)).viewer).toEqual({ isAuth: false, isAdmin: false });
    } finally {
      await app.close();
    }
  });
});

describe('the administrator', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof newUser>>;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await newUser(app, { fullName: 'Ada Admin' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('every admin field and mutation is refused to anonymous callers, other people and bearer tokens', async () => {
    const person = await newUser(app, { fullName: 'Nora Nobody' });
    const { secret } = await issueApiToken(app.db, {
      userId: admin.user.id,
      name: 'everything',
      scopes: [...API_SCOPES],
      expiresAt: null,
    });
    const asToken = app.client();
    const callers: [string, TestClient, string, string][] = [
      ['anonymous', app.client(), 'UNAUTHENTICATED', LOGIN_REQUIRED],
      ['another person', person.client, 'FORBIDDEN', ADMIN_TEXTS.adminOnly],
    ];
    const mutations = [
      () => [SUSPEND, { userId: person.user.id }],
      () => [UNSUSPEND, { userId: person.user.id }],
      () => [LIMIT, { userId: person.user.id, days: 3 }],
      () => [LIFT, { userId: person.user.id }],
      () => [DELETE, { userId: person.user.id }],
      () => [RESET_LINK, { userId: person.user.id }],
      () => [INVITE, {}],
      () => [UPDATE_SETTINGS, { input: { signUpMode: 'closed' } }],
      () => [DISMISS, { reportId: '1' }],
      () => [ACT, { reportId: '1' }],
    ] as const;
    for (const [, client, code, message] of callers) {
      for (const query of [ACCOUNTS, REPORTS]) {
        const answer = await client.gql(String(query), {});
        expect(answer.data).toBeNull();
        expect(answer.errors?.[0]?.message).toBe(message);
      }
      for (const make of mutations) {
        const [doc, variables] = make();
        const answer = await client.gql(String(doc), variables);
        const field = Object.values(answer.data ?? {})[0] as {
          __typename: string;
          code?: string;
          message?: string;
        };
        expect(field).toMatchObject({ __typename: 'DomainError', code, message });
      }
    }
    // The administrator's own token with every scope: a token never administers.
    for (const query of [
      '{ adminAccounts { edges { node { id } } } }',
      '{ adminReports { edges { node { id } } } }',
    ]) {
      const response = await asToken.request('POST', '/graphql', JSON.stringify({ query }), {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        csrf: false,
      });
      const body = (await response.json()) as { data: unknown; errors?: { message: string }[] };
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.message).toBe(ADMIN_TEXTS.adminOnly);
    }
    const tokenSuspend = await asToken.request(
      'POST',
      '/graphql',
      JSON.stringify({
        query: `mutation { suspendAccount(userId: "${person.user.id}") { __typename ... on DomainError { message } } }`,
      }),
      { headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` }, csrf: false },
    );
    expect(await tokenSuspend.json()).toEqual({
      data: { suspendAccount: { __typename: 'DomainError', message: ADMIN_TEXTS.adminOnly } },
    });
    expect((await person.client.query(VIEWER)).viewer.isAuth).toBe(true);
  });

  it('lists accounts newest first, a page at a time, and finds them by name, username or email', async () => {
    const people = [];
    for (const n of [1, 2, 3]) people.push(await newUser(app, { fullName: `Listed Person${n}` }));
    const first = (await admin.client.query(ACCOUNTS, { search: 'listed person', first: 2 })).adminAccounts;
    expect(first.edges.map((e) => e.node.username)).toEqual([
      people[2]!.user.username,
      people[1]!.user.username,
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (
      await admin.client.query(ACCOUNTS, {
        search: 'listed person',
        first: 2,
        after: first.pageInfo.endCursor,
      })
    ).adminAccounts;
    expect(next.edges.map((e) => e.node.username)).toEqual([people[0]!.user.username]);
    const byEmail = (await admin.client.query(ACCOUNTS, { search: people[1]!.user.email })).adminAccounts;
    expect(byEmail.edges.map((e) => e.node.email)).toEqual([people[1]!.user.email]);
  });

  it('suspends an account: its sessions end and it cannot log in (GraphQL and /v3/login/) until unsuspended', async () => {
    const person = await newUser(app, { fullName: 'Sue Spended' });
    const suspended = await admin.client.query(SUSPEND, { userId: person.user.id });
    expect(suspended.suspendAccount).toMatchObject({ __typename: 'MutationSuspendAccountSuccess' });
    expect((await person.client.query(VIEWER)).viewer.isAuth).toBe(false);

    const again = app.client();
    const login = { login: person.user.email, password: person.user.password };
    expect((await again.query(LOG_IN, { input: login })).logIn).toEqual({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: ADMIN_TEXTS.suspended,
    });
    const rest = await restJson<{ status: string; message: string }>(
      await again.post(
        '/v3/login/',
        new URLSearchParams({ username_or_email: person.user.email, password: person.user.password }),
      ),
    );
    expect(rest.body).toMatchObject({ status: 'failure', message: ADMIN_TEXTS.suspended });
    // A wrong password still gets the one answer for every failure: suspension is told only to the password's holder.
    const wrong = await again.query(LOG_IN, { input: { ...login, password: 'not the password' } });
    expect(wrong.logIn).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await again.query(VIEWER)).viewer.isAuth).toBe(false);

    // Neither the administrator nor an administrator's account can be suspended from here.
    expect((await admin.client.query(SUSPEND, { userId: admin.user.id })).suspendAccount).toMatchObject({
      message: ADMIN_TEXTS.notYourself,
    });

    await admin.client.query(UNSUSPEND, { userId: person.user.id });
    expect((await again.query(LOG_IN, { input: login })).logIn).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });
  });

  it('limits an account for a while: it cannot log in (outcome 0, soft banned) until the limit ends or is lifted', async () => {
    const person = await newUser(app, { fullName: 'Lim Ited' });
    const limited = await admin.client.query(LIMIT, { userId: person.user.id, days: 7 });
    if (limited.limitAccount.__typename !== 'MutationLimitAccountSuccess') throw new Error('not limited');
    const until = new Date(limited.limitAccount.data.limitedUntil ?? '');
    expect(until.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await person.client.query(VIEWER)).viewer.isAuth).toBe(false);

    const again = app.client();
    const login = { login: person.user.email, password: person.user.password };
    expect((await again.query(LOG_IN_OUTCOME, { input: login })).logIn).toEqual({
      __typename: 'DomainError',
      code: 'FORBIDDEN',
      message: accountLimitedText(until),
      loginOutcome: 0,
    });
    const rest = await restJson<{ status: string; message: string; login_outcome: number }>(
      await again.post(
        '/v3/login/',
        new URLSearchParams({ username_or_email: person.user.email, password: person.user.password }),
      ),
    );
    expect(rest.body).toMatchObject({
      status: 'failure',
      message: accountLimitedText(until),
      login_outcome: 0,
    });
    // Told only to the password's holder, as a suspension is.
    const wrong = await again.query(LOG_IN, { input: { ...login, password: 'not the password' } });
    expect(wrong.logIn).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await admin.client.query(LIMIT, { userId: person.user.id, days: 0 })).limitAccount).toMatchObject(
      {
        message: ADMIN_TEXTS.restrictionDays,
        field: 'days',
      },
    );

    // The limit ends by itself.
    app.clock.set(new Date(until.getTime() + 60_000));
    try {
      expect((await again.query(LOG_IN, { input: login })).logIn).toMatchObject({
        __typename: 'MutationLogInSuccess',
      });
    } finally {
      app.clock.reset();
    }

    // Limited again, then lifted by the administrator.
    await admin.client.query(LIMIT, { userId: person.user.id, days: 1 });
    const third = app.client();
    expect((await third.query(LOG_IN_OUTCOME, { input: login })).logIn).toMatchObject({ loginOutcome: 0 });
    const lifted = await admin.client.query(LIFT, { userId: person.user.id });
    expect(lifted.liftAccountLimit).toMatchObject({ data: { limitedUntil: null } });
    expect((await third.query(LOG_IN, { input: login })).logIn).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });
  });

  it('hands over a reset link that sets a new password once', async () => {
    const person = await newUser(app, { fullName: 'Rita Reset' });
    const link = await admin.client.query(RESET_LINK, { userId: person.user.id });
    if (link.createPasswordResetLink.__typename !== 'MutationCreatePasswordResetLinkSuccess')
      throw new Error('no link');
    const token = link.createPasswordResetLink.data.path.split('/').filter(Boolean).pop() ?? '';
    const other = app.client();
    const input = { token, password: 'a brand new password' };
    expect((await other.query(RESET_PASSWORD, { input })).resetPassword.__typename).not.toBe('DomainError');
    expect((await other.query(RESET_PASSWORD, { input })).resetPassword.__typename).toBe('DomainError');
    const login = await app
      .client()
      .query(LOG_IN, { input: { login: person.user.email, password: input.password } });
    expect(login.logIn.__typename).toBe('MutationLogInSuccess');
  });

  it('deletes an account with its boards and pins; the people it followed lose a follower', async () => {
    const leaving = await newUser(app, { fullName: 'Lee Leaving' });
    const staying = await newUser(app, { fullName: 'Stu Staying' });
    const board = await createBoard(leaving.client, { name: 'Going away' });
    await savePin(app, leaving.user, {
      boardId: board.entityId,
      title: 'Soon gone',
      imageId: (await storeTestImage(app, 7)).id,
    });
    await leaving.client.gql(
      graphql(`mutation AdminFollow($id: String!) { followUser(userId: $id) { __typename } }`),
      {
        id: staying.user.id,
      },
    );
    const COUNTS = graphql(`query AdminCounts($u: String!) { user(username: $u) { followerCount } }`);
    expect((await app.client().query(COUNTS, { u: staying.user.username })).user?.followerCount).toBe(1);

    expect((await admin.client.query(DELETE, { userId: leaving.user.id })).deleteAccount).toEqual({
      __typename: 'MutationDeleteAccountSuccess',
      data: leaving.user.id,
    });
    expect((await app.client().query(COUNTS, { u: leaving.user.username })).user).toBeNull();
    expect((await app.client().query(COUNTS, { u: staying.user.username })).user?.followerCount).toBe(0);
    expect((await leaving.client.query(VIEWER)).viewer.isAuth).toBe(false);
  });

  it('sees what people report, opens it, and dismisses it or acts on it', async () => {
    const pinner = await newUser(app, { fullName: 'Pia Pinner' });
    const reporter = await newUser(app, { fullName: 'Rex Reporter' });
    const board = await createBoard(pinner.client, { name: 'Reported board' });
    const pin = await savePin(app, pinner.user, {
      boardId: board.entityId,
      title: 'Reported pin',
      imageId: (await storeTestImage(app, 8)).id,
    });

    const noReason = await reporter.client.query(REPORT, { input: { pinId: pin.id, reason: 'boring' } });
    expect(noReason.reportContent).toMatchObject({
      message: ADMIN_TEXTS.reportReasonRequired,
      field: 'reason',
    });
    const own = await pinner.client.query(REPORT, { input: { pinId: pin.id, reason: 'spam' } });
    expect(own.reportContent).toMatchObject({ message: ADMIN_TEXTS.reportNotYourself });
    for (const input of [
      { pinId: pin.id, reason: 'spam', details: 'Same link everywhere' },
      { pinId: pin.id, reason: 'spam' },
      { boardId: board.entityId, reason: 'hate' },
      { userId: pinner.user.id, reason: 'harassment' },
    ]) {
      expect((await reporter.client.query(REPORT, { input })).reportContent).toEqual({
        __typename: 'MutationReportContentSuccess',
        data: true,
      });
    }
    const open = (await admin.client.query(REPORTS)).adminReports.edges.map((e) => e.node);
    expect(open.map((r) => [r.targetType, r.targetLabel, r.reasonLabel, r.reporterUsername])).toEqual([
      [
        'user',
        `Pia Pinner (@${pinner.user.username})`,
        'Harassment or privacy violations',
        reporter.user.username,
      ],
      ['board', 'Reported board', 'Hateful activities', reporter.user.username],
      ['pin', 'Reported pin', 'Spam', reporter.user.username],
    ]);
    const [userReport, boardReport, pinReport] = open;
    expect(pinReport).toMatchObject({ targetPath: `/pin/${pin.id}/`, details: 'Same link everywhere' });

    expect((await admin.client.query(DISMISS, { reportId: boardReport!.id })).dismissReport).toMatchObject({
      data: { status: 'dismissed' },
    });
    expect((await admin.client.query(ACT, { reportId: pinReport!.id })).actOnReport).toMatchObject({
      data: { status: 'actioned', targetPath: null },
    });
    const PIN = graphql(`query AdminPin($id: String!) { pin(id: $id) { id } }`);
    expect((await pinner.client.query(PIN, { id: pin.id })).pin).toBeNull();
    expect((await admin.client.query(ACT, { reportId: userReport!.id })).actOnReport).toMatchObject({
      data: { status: 'actioned' },
    });
    expect((await pinner.client.query(VIEWER)).viewer.isAuth).toBe(false);
    expect((await admin.client.query(REPORTS)).adminReports.edges).toEqual([]);
    await admin.client.query(UNSUSPEND, { userId: pinner.user.id });
  });

  it('a secret board is reported like one that does not exist', async () => {
    const owner = await newUser(app, { fullName: 'Quinn Quiet' });
    const other = await newUser(app, { fullName: 'Olga Other' });
    const secret = await createBoard(owner.client, { name: 'Hush board', privacy: 'secret' });
    const secretAnswer = await other.client.query(REPORT, {
      input: { boardId: secret.entityId, reason: 'spam' },
    });
    const missingAnswer = await other.client.query(REPORT, {
      input: { boardId: '999999999', reason: 'spam' },
    });
    expect(secretAnswer).toEqual(missingAnswer);
    expect(secretAnswer.reportContent).toMatchObject({ message: ADMIN_TEXTS.reportTargetNotFound });
  });

  it('closes sign-ups, opens them by invitation (each link once), and names the site', async () => {
    const closed = await admin.client.query(UPDATE_SETTINGS, {
      input: { signUpMode: 'closed', siteName: ' Pinhouse ' },
    });
    expect(closed.updateInstanceSettings).toMatchObject({
      data: { siteName: 'Pinhouse', signUpMode: 'closed' },
    });
    expect((await app.client().query(SETTINGS)).instanceSettings).toEqual({
      siteName: 'Pinhouse',
      signUpMode: 'closed',
    });
    expect((await app.client().query(SIGN_UP_WITH_INVITE, { input: signUpInput() })).signUp).toMatchObject({
      message: ADMIN_TEXTS.signUpsClosed,
    });

    await admin.client.query(UPDATE_SETTINGS, { input: { signUpMode: 'invite' } });
    expect((await app.client().query(SIGN_UP_WITH_INVITE, { input: signUpInput() })).signUp).toMatchObject({
      message: ADMIN_TEXTS.inviteRequired,
    });
    const invite = await admin.client.query(INVITE);
    if (invite.createSignUpInvite.__typename !== 'MutationCreateSignUpInviteSuccess')
      throw new Error('no invite');
    const inviteToken =
      new URL(invite.createSignUpInvite.data.path, 'http://x').searchParams.get('invite') ?? '';
    expect(
      (await app.client().query(SIGN_UP_WITH_INVITE, { input: signUpInput({ inviteToken }) })).signUp,
    ).toMatchObject({
      __typename: 'MutationSignUpSuccess',
    });
    expect(
      (await app.client().query(SIGN_UP_WITH_INVITE, { input: signUpInput({ inviteToken }) })).signUp,
    ).toMatchObject({
      message: ADMIN_TEXTS.inviteInvalid,
    });

    const blank = await admin.client.query(UPDATE_SETTINGS, { input: { siteName: '   ' } });
    expect(blank.updateInstanceSettings).toMatchObject({ field: 'siteName' });
    await admin.client.query(UPDATE_SETTINGS, { input: { signUpMode: 'open', siteName: 'Tackboard' } });
    expect((await app.client().query(SIGN_UP_WITH_INVITE, { input: signUpInput() })).signUp).toMatchObject({
      __typename: 'MutationSignUpSuccess',
    });
  });
});

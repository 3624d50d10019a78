import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SIGNED_IN_ACCOUNTS } from '../../core/accountSwitching';
import { SWITCH_ACCOUNT_EXPIRED, TOO_MANY_ACCOUNTS } from '../../core/texts';
import { totpCode } from '../../core/totp';
import { graphql } from '../gql';
import { type DomainErrorResult, newUser, type TestUser } from '../support/fixtures';
import type { SetCookie, TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

interface AccountsView {
  isAuth: boolean;
  id: string | null;
  otherAccounts: { entityId: string; username: string; fullName: string }[];
}

async function accounts(client: TestClient): Promise<AccountsView> {
  return (
    await client.query(
      graphql(
        `query AccountSwitchingViewer { viewer { isAuth id otherAccounts { entityId username fullName } } }`,
      ),
    )
  ).viewer;
}

function otherIds(view: AccountsView): string[] {
  return view.otherAccounts.map((a) => a.entityId);
}

type LogInResult =
  | DomainErrorResult
  | { __typename: 'MutationLogInSuccess'; data: { entityId: string } }
  | { __typename: 'LogInMfaRequired'; ticket: string };

async function addAccount(client: TestClient, user: TestUser, addAccount = true): Promise<LogInResult> {
  const { logIn } = await client.query(
    graphql(`mutation AccountSwitchingLogIn($input: LogInInput!) {
      logIn(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationLogInSuccess { data { entityId } }
        ... on LogInMfaRequired { ticket }
      }
    }`),
    { input: { login: user.email, password: user.password, addAccount } },
  );
  return logIn;
}

type SwitchResult =
  | DomainErrorResult
  | { __typename: 'MutationSwitchAccountSuccess'; data: { entityId: string } };

async function switchTo(client: TestClient, userId: string): Promise<SwitchResult> {
  const { switchAccount } = await client.query(
    graphql(`mutation AccountSwitchingSwitchAccount($userId: String!) {
      switchAccount(userId: $userId) {
        __typename ...DomainErrorFields
        ... on MutationSwitchAccountSuccess { data { entityId } }
      }
    }`),
    { userId },
  );
  return switchAccount;
}

async function logOut(client: TestClient): Promise<void> {
  await client.query(graphql(`mutation AccountSwitchingLogOut { logOut }`));
}

/** A browser signed in to `first`, then to `second` through Add account. */
async function twoAccounts(): Promise<{
  client: TestClient;
  first: TestUser;
  second: TestUser;
  setCookies: SetCookie[];
}> {
  const { client, user: first } = await newUser(app, { fullName: 'First Person' });
  const { user: second } = await newUser(app, { fullName: 'Second Person' });
  expect((await addAccount(client, second)).__typename).toBe('MutationLogInSuccess');
  return { client, first, second, setCookies: client.lastSetCookies };
}

describe('several accounts signed in in one browser', () => {
  it('Add account signs in the second account and keeps the first among otherAccounts', async () => {
    const { client, first, second, setCookies } = await twoAccounts();
    const view = await accounts(client);
    expect(view.id).toBe(second.id);
    expect(view.otherAccounts).toEqual([
      { entityId: first.id, username: first.username, fullName: 'First Person' },
    ]);
    const cookie = setCookies.find((c) => c.name === 'tb_accounts');
    expect(cookie?.attributes.get('httponly')).toBe(true);
    expect(String(cookie?.attributes.get('samesite')).toLowerCase()).toBe('lax');
    // The list carries accounts, never their tokens.
    expect(JSON.stringify(view)).not.toContain(client.cookies.get('tb_accounts'));
  });

  it('switches back and forth: the viewer changes and the one before stays listed', async () => {
    const { client, first, second } = await twoAccounts();
    expect(await switchTo(client, first.id)).toMatchObject({ data: { entityId: first.id } });
    let view = await accounts(client);
    expect(view.id).toBe(first.id);
    expect(otherIds(view)).toEqual([second.id]);

    expect(await switchTo(client, second.id)).toMatchObject({ data: { entityId: second.id } });
    view = await accounts(client);
    expect(view.id).toBe(second.id);
    expect(otherIds(view)).toEqual([first.id]);
  });

  it('a plain log-in replaces the active account; only Add account keeps it', async () => {
    const { client } = await newUser(app);
    const { user: other } = await newUser(app);
    expect((await addAccount(client, other, false)).__typename).toBe('MutationLogInSuccess');
    expect(await accounts(client)).toMatchObject({ id: other.id, otherAccounts: [] });
  });

  it('ignores forged tokens and tokens of ended sessions in the cookie', async () => {
    const { client, first } = await twoAccounts();
    const { client: stranger, user: strangerUser } = await newUser(app);
    const strangerToken = stranger.cookies.get('tb_session')!;
    await logOut(stranger);
    client.cookies.set(
      'tb_accounts',
      [
        randomBytes(32).toString('base64url'),
        'not a token!',
        strangerToken,
        client.cookies.get('tb_accounts'),
      ].join('.'),
    );
    expect(otherIds(await accounts(client))).toEqual([first.id]);
    expect(await switchTo(client, strangerUser.id)).toMatchObject({
      __typename: 'DomainError',
      message: SWITCH_ACCOUNT_EXPIRED,
    });
  });

  it('cannot switch to an account whose session here has ended', async () => {
    const { client, first, second } = await twoAccounts();
    // The first account logs out (from its own turn as the active one), and its old token is put back by hand.
    const firstToken = client.cookies.get('tb_accounts')!;
    expect((await switchTo(client, first.id)).__typename).toBe('MutationSwitchAccountSuccess');
    await logOut(client);
    expect(await accounts(client)).toMatchObject({ id: second.id, otherAccounts: [] });
    client.cookies.set('tb_accounts', firstToken);
    expect(otherIds(await accounts(client))).toEqual([]);
    expect(await switchTo(client, first.id)).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
      message: SWITCH_ACCOUNT_EXPIRED,
    });
    expect((await accounts(client)).id).toBe(second.id);
  });

  it('cannot switch to an account whose session expired', async () => {
    const { client, first } = await twoAccounts();
    app.clock.set(new Date(Date.now() + 31 * 86_400_000));
    expect(await switchTo(client, first.id)).toMatchObject({ message: SWITCH_ACCOUNT_EXPIRED });
  });

  it('log out ends only the active account and switches to the remaining one', async () => {
    const { client, first, second } = await twoAccounts();
    const secondToken = client.cookies.get('tb_session')!;
    await logOut(client);
    expect(await accounts(client)).toMatchObject({ isAuth: true, id: first.id, otherAccounts: [] });
    expect(client.cookies.has('tb_accounts')).toBe(false);
    // The second account's session ended on the server too.
    const replay = app.client();
    replay.cookies.set('tb_session', secondToken);
    expect((await accounts(replay)).isAuth).toBe(false);
    expect(second.id).not.toBe(first.id);

    await logOut(client);
    expect(await accounts(client)).toMatchObject({ isAuth: false, otherAccounts: [] });
    expect(client.cookies.has('tb_session')).toBe(false);
  });

  it('does not list an account twice, and adding the active account again changes nothing', async () => {
    const { client, first, second } = await twoAccounts();
    expect((await addAccount(client, second)).__typename).toBe('MutationLogInSuccess');
    expect(await accounts(client)).toMatchObject({ id: second.id, otherAccounts: [{ entityId: first.id }] });

    expect((await addAccount(client, first)).__typename).toBe('MutationLogInSuccess');
    expect(await accounts(client)).toMatchObject({ id: first.id, otherAccounts: [{ entityId: second.id }] });
  });

  it(`keeps at most ${MAX_SIGNED_IN_ACCOUNTS} accounts signed in`, async () => {
    const { client, user: first } = await newUser(app);
    const added: TestUser[] = [];
    for (let i = 1; i < MAX_SIGNED_IN_ACCOUNTS; i++) {
      const { user } = await newUser(app);
      expect((await addAccount(client, user)).__typename).toBe('MutationLogInSuccess');
      added.push(user);
    }
    expect((await accounts(client)).otherAccounts).toHaveLength(MAX_SIGNED_IN_ACCOUNTS - 1);
    const { user: oneTooMany } = await newUser(app);
    expect(await addAccount(client, oneTooMany)).toMatchObject({
      __typename: 'DomainError',
      message: TOO_MANY_ACCOUNTS,
    });
    const view = await accounts(client);
    expect(view.id).toBe(added.at(-1)?.id);
    expect(otherIds(view)).toContain(first.id);
    // An account already signed in here is no extra one.
    expect((await addAccount(client, first)).__typename).toBe('MutationLogInSuccess');
    expect((await accounts(client)).id).toBe(first.id);
  });

  it('adds an account with two-factor on through the code step', async () => {
    app.clock.set(new Date(Date.parse('2031-06-01T12:00:00Z')));
    const { client: secondClient, user: second } = await newUser(app);
    const { startMfaEnrollment } = await secondClient.query(
      graphql(
        `mutation AccountSwitchingStartMfaEnrollment { startMfaEnrollment { ... on MutationStartMfaEnrollmentSuccess { data { secret } } } }`,
      ),
    );
    const secret = startMfaEnrollment.data.secret;
    await secondClient.query(
      graphql(`mutation AccountSwitchingConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
        confirmMfaEnrollment(input: $input) { __typename }
      }`),
      { input: { code: totpCode(secret, app.clock.now().getTime()), password: second.password } },
    );
    app.clock.set(new Date(app.clock.now().getTime() + 30_000));

    const { client, user: first } = await newUser(app);
    const step = await addAccount(client, second);
    if (step.__typename !== 'LogInMfaRequired')
      throw new Error(`expected the code step, got ${step.__typename}`);
    const { verifyLoginCode } = await client.query(
      graphql(
        `mutation AccountSwitchingVerifyLoginCode($input: VerifyLoginCodeInput!) { verifyLoginCode(input: $input) { __typename } }`,
      ),
      { input: { ticket: step.ticket, code: totpCode(secret, app.clock.now().getTime()), addAccount: true } },
    );
    expect(verifyLoginCode.__typename).toBe('MutationVerifyLoginCodeSuccess');
    expect(await accounts(client)).toMatchObject({ id: second.id, otherAccounts: [{ entityId: first.id }] });
  });
});

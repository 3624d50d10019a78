import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG, PASSWORD_RESET_LINK_INVALID } from '../../core/texts';
import { RESET_EMAILS_PER_HOUR, RESET_LINK_TTL_MS } from '../../server/domain/passwordResets';
import { graphql } from '../gql';
import { newUser, uniqueEmail } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

const NEW_PASSWORD = 'a brand new secret';

/** The reset links mailed to an address, oldest first (the outbox folder stands in for SMTP). */
/** Waits for the mail worker to send what is queued first. */
async function resetTokensMailedTo(email: string): Promise<string[]> {
  await app.mailSent();
  const outbox = path.join(app.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter(
      (mail) => mail.includes(`To: ${email}`) && mail.includes('Subject: Reset your Tackboard password'),
    )
    .map((mail) => /\/password\/reset\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '');
}

async function requestReset(client: TestClient, email: string): Promise<boolean> {
  const { requestPasswordReset } = await client.query(
    graphql(`mutation PasswordResetsRequestPasswordReset($email: String!) {
        requestPasswordReset(email: $email) {
          __typename
          ... on MutationRequestPasswordResetSuccess { data }
        }
      }`),
    { email },
  );
  return 'data' in requestPasswordReset && requestPasswordReset.data === true;
}

async function reset(client: TestClient, token: string, password: string) {
  return (
    await client.query(
      graphql(`mutation PasswordResetsResetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename ...DomainErrorFields
          ... on MutationResetPasswordSuccess { data { entityId } }
        }
      }`),
      { input: { token, password } },
    )
  ).resetPassword;
}

async function logInWorks(email: string, password: string): Promise<boolean> {
  const { logIn } = await app
    .client()
    .query(
      graphql(`mutation PasswordResetsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }`),
      { input: { login: email, password } },
    );
  return logIn.__typename === 'MutationLogInSuccess';
}

async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.query(graphql(`query PasswordResetsViewer { viewer { isAuth } }`))).viewer.isAuth;
}

describe('resetting a forgotten password', () => {
  it('mails a one-hour link; the new password works, the old one and every old session do not', async () => {
    const { user, client: oldSession } = await newUser(app);
    expect(await requestReset(app.client(), user.email.toUpperCase())).toBe(true);
    const [token] = await resetTokensMailedTo(user.email);
    expect(token).toBeTruthy();
    const { passwordResetLinkUsable } = await app
      .client()
      .query(
        graphql(
          `query PasswordResetsPasswordResetLinkUsable($t: String!) { passwordResetLinkUsable(token: $t) }`,
        ),
        {
          t: token!,
        },
      );
    expect(passwordResetLinkUsable).toBe(true);

    const browser = app.client();
    expect(await reset(browser, token!, NEW_PASSWORD)).toEqual({
      __typename: 'MutationResetPasswordSuccess',
      data: { entityId: user.id },
    });
    expect(await isSignedIn(browser)).toBe(true);
    expect(await isSignedIn(oldSession)).toBe(false);
    expect(await logInWorks(user.email, NEW_PASSWORD)).toBe(true);
    expect(await logInWorks(user.email, user.password)).toBe(false);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const email = uniqueEmail('nobody');
    expect(await requestReset(app.client(), email)).toBe(true);
    expect(await resetTokensMailedTo(email)).toEqual([]);
  });

  it('uses a link once; a refused password leaves it usable; an hour later it is dead', async () => {
    const { user } = await newUser(app);
    await requestReset(app.client(), user.email);
    const [token] = await resetTokensMailedTo(user.email);
    expect(await reset(app.client(), token!, 'short')).toMatchObject({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message: 'Your password must be at least 8 characters.',
      field: 'password',
    });
    expect((await reset(app.client(), token!, NEW_PASSWORD)).__typename).toBe('MutationResetPasswordSuccess');
    expect(await reset(app.client(), token!, 'yet another one')).toMatchObject({
      code: 'NOT_FOUND',
      message: PASSWORD_RESET_LINK_INVALID,
    });

    const later = await newUser(app);
    await requestReset(app.client(), later.user.email);
    const [stale] = await resetTokensMailedTo(later.user.email);
    app.clock.set(new Date(Date.now() + RESET_LINK_TTL_MS + 60_000));
    expect(await reset(app.client(), stale!, NEW_PASSWORD)).toMatchObject({
      message: PASSWORD_RESET_LINK_INVALID,
    });
    expect(await logInWorks(later.user.email, later.user.password)).toBe(true);
    expect(await reset(app.client(), 'made-up-token', NEW_PASSWORD)).toMatchObject({
      message: PASSWORD_RESET_LINK_INVALID,
    });
  });

  it('sends one account at most three links an hour, and a used link retires the others', async () => {
    const { user } = await newUser(app);
    for (let i = 0; i < RESET_EMAILS_PER_HOUR + 2; i++) await requestReset(app.client(), user.email);
    const tokens = await resetTokensMailedTo(user.email);
    expect(tokens).toHaveLength(RESET_EMAILS_PER_HOUR);
    expect((await reset(app.client(), tokens[0]!, NEW_PASSWORD)).__typename).toBe(
      'MutationResetPasswordSuccess',
    );
    expect(await reset(app.client(), tokens[1]!, 'another password')).toMatchObject({
      message: PASSWORD_RESET_LINK_INVALID,
    });
  });
});

describe('changing the password while signed in', () => {
  const change = async (client: TestClient, currentPassword: string, newPassword: string) =>
    (
      await client.query(
        graphql(`mutation PasswordResetsChangePassword($input: ChangePasswordInput!) {
          changePassword(input: $input) { __typename ...DomainErrorFields }
        }`),
        { input: { currentPassword, newPassword } },
      )
    ).changePassword;

  it('needs the current password, keeps this session and ends the others', async () => {
    const { user, client } = await newUser(app);
    const otherDevice = app.client();
    expect(await logInWorks(user.email, user.password)).toBe(true);
    await otherDevice.query(
      graphql(`mutation PasswordResetsLogIn($input: LogInInput!) { logIn(input: $input) { __typename } }`),
      {
        input: { login: user.email, password: user.password },
      },
    );
    expect(await isSignedIn(otherDevice)).toBe(true);

    expect(await change(client, 'not my password', NEW_PASSWORD)).toMatchObject({
      code: 'VALIDATION',
      message: CURRENT_PASSWORD_WRONG,
      field: 'currentPassword',
    });
    expect(await change(client, user.password, 'short')).toMatchObject({ field: 'newPassword' });
    expect(await logInWorks(user.email, user.password)).toBe(true);

    expect((await change(client, user.password, NEW_PASSWORD)).__typename).toBe(
      'MutationChangePasswordSuccess',
    );
    expect(await isSignedIn(client)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect(await logInWorks(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('is refused to a signed-out visitor', async () => {
    expect(await change(app.client(), 'whatever', NEW_PASSWORD)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

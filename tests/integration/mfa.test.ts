import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_METHOD_MULTIFACTOR, LOGIN_TICKET_TTL_MS, RECOVERY_CODE_COUNT } from '../../core/mfa';
import {
  CURRENT_PASSWORD_WRONG,
  LOGIN_THROTTLED,
  MFA_ALREADY_ON,
  MFA_CODE_REUSED,
  MFA_CODE_WRONG,
  MFA_LOGIN_EXPIRED,
  MFA_RECOVERY_CODE_WRONG,
} from '../../core/texts';
import { totpCode } from '../../core/totp';
import { LOGIN_FAILURE_LIMIT } from '../../server/domain/loginThrottle';
import { graphql } from '../gql';
import { type DomainErrorResult, newUser, type TestUser } from '../support/fixtures';
import { restJson, type TestClient } from '../support/httpClient';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** Each test starts on its own 30-second step boundary, so the codes it computes are the server's. */
let base = Date.parse('2031-03-01T12:00:00Z');
beforeEach(() => {
  base += 3_600_000;
  app.clock.set(new Date(base));
});
/** Moves the server's clock by whole 30-second steps (a new code each time). */
function nextStep(steps = 1): void {
  app.clock.set(new Date(app.clock.now().getTime() + steps * 30_000));
}
function codeNow(secret: string, offsetSteps = 0): string {
  return totpCode(secret, app.clock.now().getTime() + offsetSteps * 30_000);
}

async function startEnrollment(client: TestClient) {
  const { startMfaEnrollment } = await client.query(
    graphql(`mutation MfaStartMfaEnrollment {
    startMfaEnrollment {
      __typename ...DomainErrorFields
      ... on MutationStartMfaEnrollmentSuccess { data { secret otpauthUri qrCodeDataUrl } }
    }
  }`),
  );
  return startMfaEnrollment;
}

async function confirmEnrollment(client: TestClient, code: string, password: string) {
  const { confirmMfaEnrollment } = await client.query(
    graphql(`mutation MfaConfirmMfaEnrollment($input: ConfirmMfaEnrollmentInput!) {
      confirmMfaEnrollment(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationConfirmMfaEnrollmentSuccess { data }
      }
    }`),
    { input: { code, password } },
  );
  return confirmMfaEnrollment;
}

/** Signs up a person and switches two-factor on; answers their secret and recovery codes. */
async function personWithMfa(): Promise<{
  client: TestClient;
  user: TestUser;
  secret: string;
  recoveryCodes: string[];
}> {
  const { client, user } = await newUser(app);
  const enrollment = await startEnrollment(client);
  if (enrollment.__typename === 'DomainError') throw new Error(enrollment.message);
  const confirmed = await confirmEnrollment(client, codeNow(enrollment.data.secret), user.password);
  if (confirmed.__typename === 'DomainError') throw new Error(confirmed.message);
  // The code just used is spent; the next one comes with the next step.
  nextStep();
  return { client, user, secret: enrollment.data.secret, recoveryCodes: confirmed.data };
}

type LogInResult =
  | DomainErrorResult
  | { __typename: 'MutationLogInSuccess'; data: { entityId: string } }
  | {
      __typename: 'LogInMfaRequired';
      ticket: string;
      expiresAt: string;
      loginMethod: number;
      message: string;
    };

async function logIn(client: TestClient, login: string, password: string): Promise<LogInResult> {
  const { logIn: result } = await client.query(
    graphql(`mutation MfaLogIn($input: LogInInput!) {
      logIn(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationLogInSuccess { data { entityId } }
        ... on LogInMfaRequired { ticket expiresAt loginMethod message }
      }
    }`),
    { input: { login, password } },
  );
  return result;
}

/** Logs in with the password and answers the ticket of the code step (fails the test otherwise). */
async function ticketFor(client: TestClient, user: TestUser): Promise<string> {
  const result = await logIn(client, user.email, user.password);
  if (result.__typename !== 'LogInMfaRequired')
    throw new Error(`expected the code step, got ${result.__typename}`);
  return result.ticket;
}

type VerifyResult =
  | DomainErrorResult
  | { __typename: 'MutationVerifyLoginCodeSuccess'; data: { entityId: string } };

async function verify(client: TestClient, ticket: string, code: string): Promise<VerifyResult> {
  const { verifyLoginCode } = await client.query(
    graphql(`mutation MfaVerifyLoginCode($input: VerifyLoginCodeInput!) {
      verifyLoginCode(input: $input) {
        __typename ...DomainErrorFields
        ... on MutationVerifyLoginCodeSuccess { data { entityId } }
      }
    }`),
    { input: { ticket, code } },
  );
  return verifyLoginCode;
}

async function viewer(
  client: TestClient,
): Promise<{ isAuth: boolean; id: string | null; mfaEnabled: boolean }> {
  return (await client.query(graphql(`query MfaViewer { viewer { isAuth id mfaEnabled } }`))).viewer;
}

async function disable(client: TestClient, password: string, code: string) {
  const { disableMfa } = await client.query(
    graphql(`mutation MfaDisableMfa($input: DisableMfaInput!) {
      disableMfa(input: $input) { __typename ...DomainErrorFields ... on MutationDisableMfaSuccess { data } }
    }`),
    { input: { password, code } },
  );
  return disableMfa;
}

describe('two-factor log-in (GraphQL)', () => {
  it('after switching it on, log in asks for a code; a wrong code is refused, the right one signs in', async () => {
    const { client, user, secret, recoveryCodes } = await personWithMfa();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await viewer(client)).toMatchObject({ isAuth: true, mfaEnabled: true });
    await client.query(graphql(`mutation MfaLogOut { logOut }`));

    const device = app.client();
    const step = await logIn(device, user.email, user.password);
    expect(step).toMatchObject({ __typename: 'LogInMfaRequired', loginMethod: LOGIN_METHOD_MULTIFACTOR });
    // The password alone started no session.
    expect(device.cookies.has('tb_session')).toBe(false);
    expect(await viewer(device)).toMatchObject({ isAuth: false });

    const ticket = step.__typename === 'LogInMfaRequired' ? step.ticket : '';
    const right = codeNow(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(await verify(device, ticket, wrong)).toMatchObject({
      __typename: 'DomainError',
      code: 'VALIDATION',
      message: MFA_CODE_WRONG,
      field: 'code',
    });
    expect(await viewer(device)).toMatchObject({ isAuth: false });

    expect(await verify(device, ticket, right)).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
      data: { entityId: user.id },
    });
    expect(await viewer(device)).toMatchObject({ isAuth: true, id: user.id, mfaEnabled: true });
    // Settings → Sessions tells this session began with the code step.
    const { sessions } = await device.query(
      graphql(`query MfaSessions { sessions { current loginMethod loginMethodLabel } }`),
    );
    expect(sessions.find((s) => s.current)).toEqual({
      current: true,
      loginMethod: LOGIN_METHOD_MULTIFACTOR,
      loginMethodLabel: 'Password and two-factor code',
    });
  });

  it('wrong codes count towards the failed log-in limit, and a right password does not reset the count', async () => {
    const { user, secret } = await personWithMfa();
    const guesser = app.client();
    const right = codeNow(secret);
    const wrong = (n: number) => {
      const guess = String(n).padStart(6, '0');
      return guess === right ? '999999' : guess;
    };
    let ticket = await ticketFor(guesser, user);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT / 2; i++) {
      expect(await verify(guesser, ticket, wrong(i))).toMatchObject({ message: MFA_CODE_WRONG });
    }
    // Logging in again with the right password must not wipe the guesses made so far.
    ticket = await ticketFor(guesser, user);
    for (let i = LOGIN_FAILURE_LIMIT / 2; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await verify(guesser, ticket, wrong(i))).toMatchObject({ message: MFA_CODE_WRONG });
    }
    expect(await verify(guesser, ticket, right)).toMatchObject({
      __typename: 'DomainError',
      code: 'RATE_LIMITED',
      message: LOGIN_THROTTLED,
    });
    expect(await logIn(app.client(), user.email, user.password)).toMatchObject({ message: LOGIN_THROTTLED });
  });

  it('a recovery code signs in once', async () => {
    const { user, recoveryCodes } = await personWithMfa();
    const [code = ''] = recoveryCodes;
    const first = app.client();
    // Typed in capitals and without the dash, as people copy codes from paper.
    expect(
      await verify(first, await ticketFor(first, user), code.toUpperCase().replace('-', '')),
    ).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
    const second = app.client();
    expect(await verify(second, await ticketFor(second, user), code)).toMatchObject({
      __typename: 'DomainError',
      message: MFA_RECOVERY_CODE_WRONG,
      field: 'code',
    });
    expect(await verify(second, await ticketFor(second, user), recoveryCodes[1] ?? '')).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
  });

  it('a code is accepted once: replaying it, or an older one, is refused', async () => {
    const { user, secret } = await personWithMfa();
    const code = codeNow(secret);
    const first = app.client();
    expect(await verify(first, await ticketFor(first, user), code)).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
    const replay = app.client();
    const ticket = await ticketFor(replay, user);
    expect(await verify(replay, ticket, code)).toMatchObject({
      __typename: 'DomainError',
      message: MFA_CODE_REUSED,
      field: 'code',
    });
    // The previous step's code is still within the clock-drift window, but older than the one used.
    expect(await verify(replay, ticket, codeNow(secret, -1))).toMatchObject({ __typename: 'DomainError' });
    nextStep();
    expect(await verify(replay, ticket, codeNow(secret))).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
  });

  it('accepts the code one step either side of the server clock, not two', async () => {
    const { user, secret } = await personWithMfa();
    const client = app.client();
    const ticket = await ticketFor(client, user);
    expect(await verify(client, ticket, codeNow(secret, 2))).toMatchObject({ message: MFA_CODE_WRONG });
    expect(await verify(client, ticket, codeNow(secret, 1))).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
  });

  it('a ticket works once and only for a few minutes', async () => {
    const { user, secret } = await personWithMfa();
    const client = app.client();
    const ticket = await ticketFor(client, user);
    expect(await verify(client, ticket, codeNow(secret))).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
    nextStep();
    expect(await verify(app.client(), ticket, codeNow(secret))).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
      message: MFA_LOGIN_EXPIRED,
      field: 'ticket',
    });

    const slow = app.client();
    const late = await ticketFor(slow, user);
    app.clock.set(new Date(app.clock.now().getTime() + LOGIN_TICKET_TTL_MS + 1_000));
    expect(await verify(slow, late, codeNow(secret))).toMatchObject({ message: MFA_LOGIN_EXPIRED });
    expect(await viewer(slow)).toMatchObject({ isAuth: false });
    expect(await verify(slow, 'not-a-ticket', codeNow(secret))).toMatchObject({ message: MFA_LOGIN_EXPIRED });
  });

  it("one person's ticket does not take another person's code", async () => {
    const alice = await personWithMfa();
    const bob = await personWithMfa();
    const attacker = app.client();
    const aliceTicket = await ticketFor(attacker, alice.user);
    expect(await verify(attacker, aliceTicket, codeNow(bob.secret))).toMatchObject({
      __typename: 'DomainError',
      field: 'code',
    });
    expect(await verify(attacker, aliceTicket, bob.recoveryCodes[0] ?? '')).toMatchObject({
      message: MFA_RECOVERY_CODE_WRONG,
    });
    expect(await viewer(attacker)).toMatchObject({ isAuth: false });
    // Bob's code was not used up by the attempt.
    const bobDevice = app.client();
    expect(await verify(bobDevice, await ticketFor(bobDevice, bob.user), codeNow(bob.secret))).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
      data: { entityId: bob.user.id },
    });
  });

  it('a set-up that was never confirmed asks for no code', async () => {
    const { client, user } = await newUser(app);
    expect((await startEnrollment(client)).__typename).toBe('MutationStartMfaEnrollmentSuccess');
    expect(await viewer(client)).toMatchObject({ mfaEnabled: false });
    await client.query(graphql(`mutation MfaLogOut { logOut }`));
    expect(await logIn(app.client(), user.email, user.password)).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });
  });

  it('switching on needs a right code and the password; a second set-up is refused once it is on', async () => {
    const { client, user } = await newUser(app);
    const enrollment = await startEnrollment(client);
    if (enrollment.__typename === 'DomainError') throw new Error(enrollment.message);
    expect(enrollment.data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Tackboard:/);
    expect(enrollment.data.otpauthUri).toContain(`secret=${enrollment.data.secret}`);
    expect(enrollment.data.otpauthUri).toContain('issuer=Tackboard');
    expect(enrollment.data.otpauthUri).toContain(encodeURIComponent(user.email));
    expect(Buffer.from(enrollment.data.qrCodeDataUrl.split(',')[1] ?? '', 'base64').toString()).toContain(
      '<svg',
    );
    const right = codeNow(enrollment.data.secret);
    expect(
      await confirmEnrollment(client, right === '123456' ? '654321' : '123456', user.password),
    ).toMatchObject({
      message: MFA_CODE_WRONG,
      field: 'code',
    });
    expect(await confirmEnrollment(client, right, 'not my password')).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      field: 'password',
    });
    expect(await viewer(client)).toMatchObject({ mfaEnabled: false });
    expect((await confirmEnrollment(client, right, user.password)).__typename).toBe(
      'MutationConfirmMfaEnrollmentSuccess',
    );
    expect(await startEnrollment(client)).toMatchObject({ code: 'CONFLICT', message: MFA_ALREADY_ON });
  });

  it('switching off needs the password and a code; afterwards log in asks for none', async () => {
    const { client, user, secret } = await personWithMfa();
    expect(await disable(client, 'wrong password', codeNow(secret))).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      field: 'password',
    });
    const right = codeNow(secret);
    expect(await disable(client, user.password, right === '000000' ? '111111' : '000000')).toMatchObject({
      message: MFA_CODE_WRONG,
      field: 'code',
    });
    expect(await viewer(client)).toMatchObject({ mfaEnabled: true });
    expect(await disable(client, user.password, right)).toMatchObject({
      __typename: 'MutationDisableMfaSuccess',
      data: true,
    });
    expect(await viewer(client)).toMatchObject({ mfaEnabled: false });
    expect(await logIn(app.client(), user.email, user.password)).toMatchObject({
      __typename: 'MutationLogInSuccess',
    });
  });

  it('new recovery codes need the password and replace the old ones', async () => {
    const { client, user, recoveryCodes } = await personWithMfa();
    const regenerate = async (password: string) =>
      (
        await client.query(
          graphql(`mutation MfaRegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
            regenerateRecoveryCodes(input: $input) {
              __typename ...DomainErrorFields ... on MutationRegenerateRecoveryCodesSuccess { data }
            }
          }`),
          { input: { password } },
        )
      ).regenerateRecoveryCodes;
    expect(await regenerate('not it')).toMatchObject({ message: CURRENT_PASSWORD_WRONG });
    const fresh = await regenerate(user.password);
    if (fresh.__typename === 'DomainError') throw new Error(fresh.message);
    expect(fresh.data).toHaveLength(RECOVERY_CODE_COUNT);
    const device = app.client();
    expect(await verify(device, await ticketFor(device, user), recoveryCodes[0] ?? '')).toMatchObject({
      message: MFA_RECOVERY_CODE_WRONG,
    });
    expect(await verify(device, await ticketFor(device, user), fresh.data[0] ?? '')).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
  });

  it('the two-factor settings are for signed-in people only', async () => {
    expect(await startEnrollment(app.client())).toMatchObject({
      __typename: 'DomainError',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('two-factor and password reset', () => {
  /** Waits for the mail worker to send what is queued first. */
  async function resetTokenMailedTo(email: string): Promise<string> {
    await app.mailSent();
    const outbox = path.join(app.dataDir, 'outbox');
    const mails = readdirSync(outbox)
      .sort()
      .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
      .filter((mail) => mail.includes(`To: ${email}`));
    return /\/password\/reset\/([A-Za-z0-9_-]+)\//.exec(mails.at(-1) ?? '')?.[1] ?? '';
  }

  it('a reset ends sessions but does not sign in without the code', async () => {
    const { client, user, secret } = await personWithMfa();
    const other = app.client();
    await other.query(
      graphql(
        `mutation MfaRequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { __typename } }`,
      ),
      {
        email: user.email,
      },
    );
    const { resetPassword } = await other.query(
      graphql(`mutation MfaResetPassword($input: ResetPasswordInput!) {
        resetPassword(input: $input) {
          __typename ...DomainErrorFields
          ... on LogInMfaRequired { ticket }
        }
      }`),
      { input: { token: await resetTokenMailedTo(user.email), password: 'a brand new secret' } },
    );
    expect(resetPassword.__typename).toBe('LogInMfaRequired');
    expect(other.cookies.has('tb_session')).toBe(false);
    expect(await viewer(other)).toMatchObject({ isAuth: false });
    expect(await viewer(client)).toMatchObject({ isAuth: false });

    // The next log-in with the new password still asks for the code.
    const later = app.client();
    expect(await logIn(later, user.email, 'a brand new secret')).toMatchObject({
      __typename: 'LogInMfaRequired',
    });
    const ticket = resetPassword.__typename === 'LogInMfaRequired' ? resetPassword.ticket : '';
    expect(await verify(other, ticket, codeNow(secret))).toMatchObject({
      __typename: 'MutationVerifyLoginCodeSuccess',
    });
    expect(await viewer(other)).toMatchObject({ isAuth: true, id: user.id });
  });
});

describe('two-factor log-in (legacy REST)', () => {
  it('POST /v3/login/ answers that a multi-factor step is needed; /v3/login/multifactor/ finishes it', async () => {
    const { user, secret } = await personWithMfa();
    const client = app.client();
    const first = await restJson<{ multifactor_required: boolean; login_method: number; ticket: string }>(
      await client.post('/v3/login/', { username_or_email: user.username, password: user.password }),
    );
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'success',
      data: { multifactor_required: true, login_method: LOGIN_METHOD_MULTIFACTOR },
    });
    expect(client.cookies.has('tb_session')).toBe(false);
    expect((await client.get('/v3/users/me/')).status).toBe(401);
    const ticket = first.body.status === 'success' ? first.body.data.ticket : '';

    const wrong = await restJson(
      await client.post('/v3/login/multifactor/', {
        ticket,
        code: codeNow(secret) === '000000' ? '111111' : '000000',
      }),
    );
    expect(wrong).toMatchObject({ status: 400, body: { status: 'failure', message: MFA_CODE_WRONG } });

    const right = await restJson<{ id: string }>(
      await client.post('/v3/login/multifactor/', new URLSearchParams({ ticket, code: codeNow(secret) })),
    );
    expect(right).toMatchObject({ status: 200, body: { status: 'success', data: { id: user.id } } });
    const me = await restJson<{ id: string }>(await client.get('/v3/users/me/'));
    expect(me.body).toMatchObject({ status: 'success', data: { id: user.id } });

    const again = await restJson(
      await app.client().post('/v3/login/multifactor/', { ticket, code: codeNow(secret) }),
    );
    expect(again).toMatchObject({ status: 401, body: { message: MFA_LOGIN_EXPIRED } });
  });

  it('POST /v3/login/ signs straight in without two-factor, and refuses a wrong password', async () => {
    const { user } = await newUser(app);
    const client = app.client();
    const refused = await restJson(
      await client.post('/v3/login/', { username_or_email: user.email, password: 'nope' }),
    );
    expect(refused).toMatchObject({ status: 401, body: { status: 'failure', api_error_code: 5 } });
    const signedIn = await restJson<{ id: string }>(
      await client.post('/v3/login/', { username_or_email: user.email, password: user.password }),
    );
    expect(signedIn).toMatchObject({ status: 200, body: { status: 'success', data: { id: user.id } } });
    expect(client.cookies.has('tb_session')).toBe(true);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_LINK_INVALID } from '../../core/texts';
import { PASSWORD_RESET_MAIL_JOB } from '../../server/domain/passwordResets';
import { hashToken } from '../../server/domain/sessions';
import { startMailWorker } from '../../server/jobs/mailWorker';
import type { Worker } from '../../server/jobs/worker';
import { graphql } from '../gql';
import { DOMAIN_ERROR_FIELDS, newUser, uniqueEmail } from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { mailsTo } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/testApp';

// No mail worker beside the app: each test starts one when it wants the queued mail sent, so it can first look
// at what a request leaves behind.
let app: TestApp;
let worker: Worker | null = null;
beforeAll(async () => {
  app = await startTestApp({ mailWorker: false });
});
afterEach(async () => {
  await worker?.stop();
  worker = null;
});
afterAll(async () => {
  await app?.close();
});

async function sendQueuedMail(): Promise<void> {
  worker = startMailWorker({ db: app.db, mailer: app.context(null).mailer, now: app.clock.now, pollMs: 50 });
  await app.mailSent();
}

async function requestReset(client: TestClient, email: string): Promise<unknown> {
  const response = await client.post('/graphql', {
    query: `mutation ($email: String!) {
      requestPasswordReset(email: $email) { __typename ${DOMAIN_ERROR_FIELDS} ... on MutationRequestPasswordResetSuccess { data } }
    }`,
    variables: { email },
  });
  return { status: response.status, body: await response.json() };
}

/** The reset links mailed to an address (sign-up mails it a verification link too). */
function resetLinksMailedTo(email: string): string[] {
  return mailsTo(app.dataDir, email)
    .map((mail) => /\/password\/reset\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1] ?? '')
    .filter(Boolean);
}

/** What a reset request leaves in the database before any mail goes out. */
async function queuedWork() {
  const jobs = await app.db
    .selectFrom('jobs')
    .select('type')
    .where('type', '=', PASSWORD_RESET_MAIL_JOB)
    .execute();
  const links = await app.db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { jobs: jobs.length, links: Number(links.n) };
}

const RESET = graphql(`mutation PasswordResetMailReset($input: ResetPasswordInput!) {
  resetPassword(input: $input) { __typename ...DomainErrorFields }
}`);

describe('asking for a reset link', () => {
  it('answers a known and an unknown email alike, with the same queued work; only the known one gets mail', async () => {
    const { user } = await newUser(app);
    const unknown = uniqueEmail('nobody');
    const before = await queuedWork();

    const knownAnswer = await requestReset(app.client(), user.email);
    const afterKnown = await queuedWork();
    const unknownAnswer = await requestReset(app.client(), unknown);
    const afterUnknown = await queuedWork();

    expect(knownAnswer).toEqual(unknownAnswer);
    expect(knownAnswer).toMatchObject({
      status: 200,
      body: { data: { requestPasswordReset: { data: true } } },
    });
    // One queued mail job each, and nothing else yet: the link is made (or not) off the request path.
    expect(afterKnown).toEqual({ jobs: before.jobs + 1, links: before.links });
    expect(afterUnknown).toEqual({ jobs: before.jobs + 2, links: before.links });
    expect(resetLinksMailedTo(user.email)).toEqual([]);

    await sendQueuedMail();
    const [token] = resetLinksMailedTo(user.email);
    expect(token).toBeTruthy();
    expect(resetLinksMailedTo(unknown)).toEqual([]);
    const { resetPassword } = await app.client().query(RESET, {
      input: { token: token!, password: 'a brand new secret' },
    });
    expect(resetPassword.__typename).toBe('MutationResetPasswordSuccess');
  });
});

describe('a reset link proves the mailbox', () => {
  const EMAIL_SETTINGS = graphql(`query PasswordResetMailEmailSettings { emailSettings { email verified } }`);

  it('leaves an unverified address verified, as a verification link would', async () => {
    const { client, user } = await newUser(app);
    expect(await client.query(EMAIL_SETTINGS)).toEqual({
      emailSettings: { email: user.email, verified: false },
    });
    await requestReset(app.client(), user.email);
    await sendQueuedMail();
    const token = resetLinksMailedTo(user.email).at(-1);
    const reset = await app.client().query(RESET, {
      input: { token: token!, password: 'a brand new secret' },
    });
    expect(reset.resetPassword.__typename).toBe('MutationResetPasswordSuccess');
    const after = app.client();
    await logInAs(after, user.email, 'a brand new secret');
    expect(await after.query(EMAIL_SETTINGS)).toEqual({
      emailSettings: { email: user.email, verified: true },
    });
  });

  it('ends when the address changes: a link mailed to the old address sets no password', async () => {
    const { client, user } = await newUser(app);
    await requestReset(app.client(), user.email);
    await sendQueuedMail();
    const token = resetLinksMailedTo(user.email).at(-1);
    expect(token).toBeTruthy();
    // Sign-up's verification mail used the minute that changes share with resends.
    app.clock.set(new Date(Date.now() + 2 * 60_000));
    const moved = uniqueEmail('moved');
    const { changeEmail } = await client.query(
      graphql(
        `mutation PasswordResetMailChangeEmail($input: ChangeEmailInput!) { changeEmail(input: $input) { __typename ...DomainErrorFields } }`,
      ),
      { input: { email: moved, currentPassword: user.password } },
    );
    expect(changeEmail.__typename).toBe('MutationChangeEmailSuccess');
    const reset = await app.client().query(RESET, {
      input: { token: token!, password: 'a brand new secret' },
    });
    expect(reset.resetPassword).toMatchObject({ __typename: 'DomainError', code: 'NOT_FOUND' });
    app.clock.reset();
  });
});

/** Logs a client in with a password (the bot check is off in integration apps). */
async function logInAs(client: TestClient, email: string, password: string): Promise<void> {
  const { logIn } = await client.query(
    graphql(
      `mutation PasswordResetMailLogIn($input: LogInInput!) { logIn(input: $input) { __typename ...DomainErrorFields } }`,
    ),
    { input: { login: email, password } },
  );
  expect(logIn.__typename).toBe('MutationLogInSuccess');
}

describe('a linked business profile', () => {
  async function linkedBusinessEmail(): Promise<string> {
    const { client } = await newUser(app);
    const converted = await client.query(
      graphql(
        `mutation PasswordResetMailConvertToBusiness($input: ConvertToBusinessInput!) { convertToBusiness(input: $input) { __typename } }`,
      ),
      { input: { businessName: 'Fern & Stone Ceramics', website: 'fernandstone.example', country: 'us' } },
    );
    expect(converted.convertToBusiness.__typename).toBe('MutationConvertToBusinessSuccess');
    const email = uniqueEmail('shop').replace('@example.com', '@fernandstone.example');
    const { createLinkedBusiness } = await client.query(
      graphql(`mutation PasswordResetMailCreateLinkedBusiness($input: CreateLinkedBusinessInput!) {
        createLinkedBusiness(input: $input) { __typename ...DomainErrorFields }
      }`),
      { input: { businessName: 'Fern & Stone Studio', email } },
    );
    expect(createLinkedBusiness.__typename).toBe('MutationCreateLinkedBusinessSuccess');
    return email;
  }

  it('gets no reset link (the same answer as an unknown email), and an old link cannot give it a password', async () => {
    const email = await linkedBusinessEmail();
    const unknownAnswer = await requestReset(app.client(), uniqueEmail('nobody'));
    expect(await requestReset(app.client(), email)).toEqual(unknownAnswer);
    await sendQueuedMail();
    expect(resetLinksMailedTo(email)).toEqual([]);

    // A link made before resets were refused for such profiles.
    const business = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const now = app.clock.now();
    await app.db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken('an-old-business-link'),
        user_id: business.id,
        created_at: now,
        expires_at: new Date(now.getTime() + 60_000),
        used_at: null,
      })
      .execute();
    const { resetPassword } = await app.client().query(RESET, {
      input: { token: 'an-old-business-link', password: 'a brand new secret' },
    });
    expect(resetPassword).toMatchObject({ __typename: 'DomainError', message: PASSWORD_RESET_LINK_INVALID });
    const { logIn } = await app
      .client()
      .query(
        graphql(
          `mutation PasswordResetMailLogIn2($input: LogInInput!) { logIn(input: $input) { __typename } }`,
        ),
        { input: { login: email, password: 'a brand new secret' } },
      );
    expect(logIn.__typename).toBe('DomainError');
  });
});

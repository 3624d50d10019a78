import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_WAIT,
  EMAIL_VERIFICATION_LINK_INVALID,
  EMAIL_VERIFICATION_RESEND_WAIT,
} from '../../core/texts';
import { graphql } from '../gql';
import {
  createBoard,
  type DomainErrorResult,
  newUser,
  signUp,
  type TestBoard,
  uniqueEmail,
} from '../support/fixtures';
import type { TestClient } from '../support/httpClient';
import { mailsTo, newestVerificationToken } from '../support/outbox';
import { startTestApp, type TestApp } from '../support/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => app.clock.reset());

interface EmailSettings {
  email: string;
  verified: boolean;
}

async function emailSettings(client: TestClient): Promise<EmailSettings | null> {
  return (
    await client.query(graphql(`query EmailVerificationEmailSettings { emailSettings { email verified } }`))
  ).emailSettings;
}

type VerifyResult = DomainErrorResult | { __typename: 'MutationVerifyEmailSuccess'; data: EmailSettings };

async function verify(client: TestClient, token: string): Promise<VerifyResult> {
  return (
    await client.query(
      graphql(`mutation EmailVerificationVerifyEmail($token: String!) {
        verifyEmail(token: $token) { __typename ...DomainErrorFields ... on MutationVerifyEmailSuccess { data { email verified } } }
      }`),
      { token },
    )
  ).verifyEmail;
}

type SettingsResult =
  | DomainErrorResult
  | {
      __typename: 'MutationChangeEmailSuccess' | 'MutationResendVerificationEmailSuccess';
      data: EmailSettings;
    };

async function changeEmail(client: TestClient, email: string, currentPassword: string | null) {
  return (
    await client.query(
      graphql(`mutation EmailVerificationChangeEmail($input: ChangeEmailInput!) {
        changeEmail(input: $input) {
          __typename ...DomainErrorFields
          ... on MutationChangeEmailSuccess { data { email verified } }
        }
      }`),
      { input: { email, currentPassword } },
    )
  ).changeEmail;
}

async function resend(client: TestClient): Promise<SettingsResult> {
  return (
    await client.query(
      graphql(`mutation EmailVerificationResendVerificationEmail {
        resendVerificationEmail {
          __typename ...DomainErrorFields
          ... on MutationResendVerificationEmailSuccess { data { email verified } }
        }
      }`),
    )
  ).resendVerificationEmail;
}

const INVALID_LINK = {
  __typename: 'DomainError',
  code: 'NOT_FOUND',
  message: EMAIL_VERIFICATION_LINK_INVALID,
};

describe('email verification', () => {
  it('sign-up mails a verification link: the account works unverified, and the link verifies it', async () => {
    const { client, user } = await newUser(app);
    expect(await emailSettings(client)).toEqual({ email: user.email, verified: false });
    const token = newestVerificationToken(app.dataDir, user.email);
    // The link works in any browser: it proves the mailbox, not the session.
    expect(await verify(app.client(), token)).toEqual({
      __typename: 'MutationVerifyEmailSuccess',
      data: { email: user.email, verified: true },
    });
    expect(await emailSettings(client)).toEqual({ email: user.email, verified: true });
  });

  it('refuses a forged, a used and an expired link with one clear text', async () => {
    const { client, user } = await newUser(app);
    const anyone = app.client();
    expect(await verify(anyone, 'forged-token-that-was-never-mailed')).toMatchObject(INVALID_LINK);
    expect(await verify(anyone, '')).toMatchObject(INVALID_LINK);

    const token = newestVerificationToken(app.dataDir, user.email);
    expect((await verify(anyone, token)).__typename).toBe('MutationVerifyEmailSuccess');
    expect(await verify(anyone, token)).toMatchObject(INVALID_LINK);

    const late = await newUser(app);
    const lateToken = newestVerificationToken(app.dataDir, late.user.email);
    app.clock.set(new Date(Date.now() + 25 * 60 * 60_000));
    expect(await verify(anyone, lateToken)).toMatchObject(INVALID_LINK);
    expect(await emailSettings(late.client)).toMatchObject({ verified: false });
    expect(await emailSettings(client)).toMatchObject({ verified: true });
  });

  it('changing the email makes it unverified again, mails the new address, and older links stop working', async () => {
    const { client, user } = await newUser(app);
    const linkToOld = newestVerificationToken(app.dataDir, user.email);
    const next = uniqueEmail('moved');
    // Each change mails a link, so changes share the resend's minute.
    expect(await changeEmail(client, next, user.password)).toMatchObject({
      code: 'RATE_LIMITED',
      message: EMAIL_CHANGE_WAIT,
    });
    const start = Date.now();
    app.clock.set(new Date(start + 61_000));

    expect(await changeEmail(client, next, 'not my password')).toMatchObject({
      __typename: 'DomainError',
      message: CURRENT_PASSWORD_WRONG,
      field: 'currentPassword',
    });
    expect(await emailSettings(client)).toEqual({ email: user.email, verified: false });

    expect(await changeEmail(client, next, user.password)).toEqual({
      __typename: 'MutationChangeEmailSuccess',
      data: { email: next, verified: false },
    });
    expect(await verify(app.client(), linkToOld)).toMatchObject(INVALID_LINK);
    expect((await verify(app.client(), newestVerificationToken(app.dataDir, next))).__typename).toBe(
      'MutationVerifyEmailSuccess',
    );
    expect(await emailSettings(client)).toEqual({ email: next, verified: true });

    // A verified address changed back to the first one: unverified again, and the first link stays dead.
    app.clock.set(new Date(start + 122_000));
    expect(await changeEmail(client, user.email, user.password)).toMatchObject({
      data: { email: user.email, verified: false },
    });
    expect(await verify(app.client(), linkToOld)).toMatchObject(INVALID_LINK);
    expect(await emailSettings(client)).toEqual({ email: user.email, verified: false });
    const fresh = newestVerificationToken(app.dataDir, user.email);
    expect(fresh).not.toBe(linkToOld);
    expect((await verify(app.client(), fresh)).__typename).toBe('MutationVerifyEmailSuccess');
    expect(await emailSettings(client)).toEqual({ email: user.email, verified: true });
  });

  it('resends at most one link a minute, even when asked for many at once', async () => {
    const { client, user } = await newUser(app);
    // Sign-up has just mailed one.
    expect(await resend(client)).toMatchObject({
      code: 'RATE_LIMITED',
      message: EMAIL_VERIFICATION_RESEND_WAIT,
    });
    expect(mailsTo(app.dataDir, user.email)).toHaveLength(1);

    app.clock.set(new Date(Date.now() + 61_000));
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(client)));
    expect(answers.filter((a) => a.__typename === 'MutationResendVerificationEmailSuccess')).toHaveLength(1);
    expect(mailsTo(app.dataDir, user.email)).toHaveLength(2);
    // The newest link works (and the older one too, until one of them is used).
    const token = newestVerificationToken(app.dataDir, user.email);
    expect((await verify(client, token)).__typename).toBe('MutationVerifyEmailSuccess');
  });
});

const INVITE = graphql(`
  mutation EmailVerificationInvite($boardId: String!, $emails: [String!]) {
    inviteCollaborators(boardId: $boardId, emails: $emails) {
      __typename ...DomainErrorFields
      ... on MutationInviteCollaboratorsSuccess {
        data { entityId email status invitee { username fullName } }
      }
    }
  }`);
interface SentInvite {
  entityId: string;
  email: string | null;
  status: string;
  invitee: { username: string; fullName: string } | null;
}

async function inviteByEmail(client: TestClient, boardId: string, emails: string[]): Promise<SentInvite[]> {
  const { inviteCollaborators } = await client.query(INVITE, { boardId, emails });
  if (!('data' in inviteCollaborators)) throw new Error(`invite refused: ${inviteCollaborators.message}`);
  return inviteCollaborators.data;
}

async function myInvites(client: TestClient): Promise<{ entityId: string; boardName: string }[]> {
  return (
    await client.query(
      graphql(`query EmailVerificationMyBoardInvites { myBoardInvites { entityId boardName } }`),
    )
  ).myBoardInvites;
}

async function respond(client: TestClient, inviteId: string, accept: boolean) {
  return (
    await client.query(
      graphql(`mutation EmailVerificationRespondToBoardInvite($id: String!, $accept: Boolean!) {
        respondToBoardInvite(inviteId: $id, accept: $accept) { __typename ...DomainErrorFields }
      }`),
      { id: inviteId, accept },
    )
  ).respondToBoardInvite;
}

async function sees(client: TestClient, board: TestBoard): Promise<boolean> {
  const { board: found } = await client.query(
    graphql(`query EmailVerificationBoard($id: String!) { board(id: $id) { entityId } }`),
    { id: board.entityId },
  );
  return found !== null;
}

/** A secret board and an invitation to `email`, mailed by its owner. */
async function secretBoardInviting(email: string) {
  const owner = await newUser(app, { fullName: 'Olive Owner' });
  const board = await createBoard(owner.client, { name: 'Surprise party plans', privacy: 'secret' });
  const [invite] = await inviteByEmail(owner.client, board.entityId, [email]);
  if (!invite) throw new Error('no invite was made');
  return { owner, board, invite };
}

/** What the inviter's link is: the invitation mail's /invite/{token}/. */
function inviteTokenMailedTo(email: string): string {
  const token = mailsTo(app.dataDir, email)
    .map((mail) => /\/invite\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`No invitation was mailed to ${email}`);
  return token;
}

describe('an email invitation needs a proved address', () => {
  it('someone who signs up with the invited address afterwards sees nothing and cannot accept by id until verified', async () => {
    const email = uniqueEmail('invited');
    const { board, invite } = await secretBoardInviting(email);
    const claimant = await newUser(app, { email });

    expect(await myInvites(claimant.client)).toEqual([]);
    expect(await respond(claimant.client, invite.entityId, true)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await respond(claimant.client, invite.entityId, false)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await sees(claimant.client, board)).toBe(false);

    // Proving the mailbox (the verification link) makes it theirs.
    await verify(claimant.client, newestVerificationToken(app.dataDir, email));
    expect(await myInvites(claimant.client)).toEqual([
      { entityId: invite.entityId, boardName: 'Surprise party plans' },
    ]);
    expect(await respond(claimant.client, invite.entityId, true)).toMatchObject({
      __typename: 'MutationRespondToBoardInviteSuccess',
    });
    expect(await sees(claimant.client, board)).toBe(true);
  });

  it('an unverified account that already had the address before the invitation gets nothing either', async () => {
    const email = uniqueEmail('squatter');
    const squatter = await newUser(app, { email });
    const { board, invite } = await secretBoardInviting(email);
    expect(await myInvites(squatter.client)).toEqual([]);
    expect(await respond(squatter.client, invite.entityId, true)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await sees(squatter.client, board)).toBe(false);
  });

  it('an invitation stored before address invites stayed with the address is not the unverified account’s', async () => {
    // Invitations from before the upgrade name the account that had the address at the time, verified or not.
    const email = uniqueEmail('legacy');
    const squatter = await newUser(app, { email });
    const { board, invite } = await secretBoardInviting(email);
    await app.db
      .updateTable('board_invites')
      .set({ invitee_id: squatter.user.id })
      .where('id', '=', invite.entityId)
      .execute();
    expect(await myInvites(squatter.client)).toEqual([]);
    expect(await respond(squatter.client, invite.entityId, true)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await sees(squatter.client, board)).toBe(false);

    await verify(squatter.client, newestVerificationToken(app.dataDir, email));
    expect(await myInvites(squatter.client)).toEqual([
      { entityId: invite.entityId, boardName: 'Surprise party plans' },
    ]);
  });

  it('the invitation’s own mailed link works for a signed-in person, verified or not', async () => {
    const email = uniqueEmail('linkholder');
    const { board } = await secretBoardInviting(email);
    const holder = await newUser(app, { email });
    const { acceptBoardInviteByToken } = await holder.client.query(
      graphql(
        `mutation EmailVerificationAcceptBoardInviteByToken($token: String!) { acceptBoardInviteByToken(token: $token) { __typename } }`,
      ),
      {
        token: inviteTokenMailedTo(email),
      },
    );
    expect(acceptBoardInviteByToken.__typename).toBe('MutationAcceptBoardInviteByTokenSuccess');
    expect(await sees(holder.client, board)).toBe(true);
  });

  it('inviteCollaborators answers alike for an address with an account and one without', async () => {
    const owner = await newUser(app);
    const board = await createBoard(owner.client, { name: 'Who is who', privacy: 'secret' });
    const known = uniqueEmail('known');
    await signUp(app.client(), { email: known, fullName: 'Known Person' });
    const unknown = uniqueEmail('unknown');
    const sent = await inviteByEmail(owner.client, board.entityId, [known, unknown]);
    // The inviter sees the address they typed, nothing of whose it is.
    expect(sent.map((i) => i.email).sort()).toEqual([known, unknown].sort());
    expect(sent.map((i) => ({ ...i, entityId: 'any', email: 'typed' }))).toEqual([
      { entityId: 'any', email: 'typed', status: 'pending', invitee: null },
      { entityId: 'any', email: 'typed', status: 'pending', invitee: null },
    ]);
    // Both are mailed their link.
    expect(inviteTokenMailedTo(known)).toBeTruthy();
    expect(inviteTokenMailedTo(unknown)).toBeTruthy();
  });
});

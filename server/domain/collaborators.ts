import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { canInviteCollaborators as canViewerInvite, NO_INVITES_WHEN_ACTING } from '../../core/collaborators';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { blockedBetween } from '../db/blocks';
import { IMAGE_COLUMNS, prefixedColumns, rowPart } from '../db/columns';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import type { InviteRow } from '../db/tables/boardInvites';
import type { BoardRow } from '../db/tables/boards';
import type { ImageRow } from '../db/tables/images';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { requireViewer } from './auth';
import { boardById, boardForWrite } from './boards';
import { isActingAs, type RequestContext } from './context';
import { verifiedEmailOf } from './emailVerification';
import { DomainError, notFound, validationError } from './errors';
import { loadersOf } from './loaders';

export const CANNOT_INVITE_BLOCKED = "Sorry, you can't invite this person.";

/** Whether the viewer may invite collaborators: signed in and not acting for a business profile. */
export function canInviteCollaborators(ctx: RequestContext): boolean {
  return canViewerInvite({ isAuth: ctx.viewer !== null, isActingAs: isActingAs(ctx) });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function isMember(tx: DbOrTx, board: BoardRow, userId: string): Promise<boolean> {
  if (board.owner_id === userId) return true;
  const row = await tx
    .selectFrom('board_collaborators')
    .select('user_id')
    .where('board_id', '=', board.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export interface InviteInput {
  boardId: string;
  userIds?: string[];
  emails?: string[];
}

/**
 * Invites people to collaborate on a board the viewer owns or collaborates on, by account or by email. Accounts
 * already on the board are skipped; inviting twice keeps one pending invite; email invites are mailed a link.
 * An email invite stays an invite to the address, whoever has an account with it: the answer is the same for
 * every address (it never tells the inviter who owns one), and only someone who proves the mailbox — a verified
 * address, or the mailed link — can take it.
 */
export async function inviteCollaborators(ctx: RequestContext, input: InviteInput): Promise<InviteRow[]> {
  const viewer = requireViewer(ctx);
  if (!canInviteCollaborators(ctx)) throw new DomainError('FORBIDDEN', NO_INVITES_WHEN_ACTING);
  const emails = (input.emails ?? []).map(normalizeEmail);
  const invalid = emails.find((email) => !isValidEmail(email));
  if (invalid !== undefined) throw validationError(EMAIL_INVALID, 'email');
  const mails: { to: string; token: string; board: BoardRow }[] = [];
  const invites = await ctx.db.transaction().execute(async (tx) => {
    const board = await boardForWrite(tx, ctx, input.boardId, 'boards');
    const userIds = new Set((input.userIds ?? []).filter((id) => isEntityId(id)));
    const created: InviteRow[] = [];
    for (const userId of userIds) {
      const user = await tx.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound('person');
      if (await isMember(tx, board, userId)) continue;
      if (
        (await blockedBetween(tx, viewer.id, userId)) ||
        (await blockedBetween(tx, board.owner_id, userId))
      ) {
        throw new DomainError('FORBIDDEN', CANNOT_INVITE_BLOCKED);
      }
      const row = await tx
        .insertInto('board_invites')
        .values({
          board_id: board.id,
          inviter_id: viewer.id,
          invitee_id: userId,
          email: null,
          token_hash: hashToken(randomBytes(24).toString('hex')),
          responded_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) created.push(row);
    }
    for (const email of new Set(emails)) {
      const token = randomBytes(24).toString('base64url');
      const row = await tx
        .insertInto('board_invites')
        .values({
          board_id: board.id,
          inviter_id: viewer.id,
          invitee_id: null,
          email,
          token_hash: hashToken(token),
          responded_at: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) {
        created.push(row);
        mails.push({ to: email, token, board });
      }
    }
    return created;
  });
  // Mail goes out after the invites are stored, so a link never points at an invite that was rolled back.
  for (const mail of mails) {
    const link = `${ctx.mailer.siteUrl}/invite/${mail.token}/`;
    await ctx.mailer.send({
      to: mail.to,
      subject: `${viewer.username} invited you to collaborate on "${mail.board.name}" on Tackboard`,
      text: `${viewer.username} invited you to save Pins together on the board "${mail.board.name}".\n\nAccept the invitation (sign up first if you are new to Tackboard):\n${link}\n`,
    });
  }
  return invites;
}

/**
 * The viewer's pending invitations: to their account, or to their email address once they have verified it.
 * NOTE: an unverified address proves nothing (anyone can sign up with any address), so invitations to it stay
 * invisible — no board name, no count — until the address is verified or the mailed link is followed.
 */
export async function pendingInvitesForViewer(ctx: RequestContext): Promise<InviteRow[]> {
  const viewer = requireViewer(ctx);
  const email = await verifiedEmailOf(ctx.db, viewer.id);
  return ctx.db
    .selectFrom('board_invites')
    .selectAll()
    .where('status', '=', 'pending')
    .where((eb) => {
      // NOTE: an invitation to an address is matched by the address only. Invitations made before email invites
      // stayed with their address also name the account that had it then, verified or not.
      const toAccount = eb.and([eb('invitee_id', '=', viewer.id), eb('email', 'is', null)]);
      return email === null ? toAccount : eb.or([toAccount, eb(sql<string>`lower(email)`, '=', email)]);
    })
    .orderBy('id', 'desc')
    .execute();
}

/** Pending invitations on a board, for its members to see who has been asked. */
export async function pendingInvitesForBoard(ctx: RequestContext, board: BoardRow): Promise<InviteRow[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  if (!(await isMember(ctx.db, board, viewer.id))) return [];
  return ctx.db
    .selectFrom('board_invites')
    .selectAll()
    .where('board_id', '=', board.id)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

async function settleInvite(
  tx: Tx,
  ctx: RequestContext,
  invite: InviteRow,
  accept: boolean,
): Promise<InviteRow> {
  const viewer = requireViewer(ctx);
  if (invite.status !== 'pending') throw new DomainError('CONFLICT', 'This invitation is no longer open.');
  if (accept) {
    const board = await tx
      .selectFrom('boards')
      .selectAll()
      .where('id', '=', invite.board_id)
      .forUpdate()
      .executeTakeFirst();
    if (!board) throw notFound('board');
    if (await blockedBetween(tx, board.owner_id, viewer.id))
      throw new DomainError('FORBIDDEN', CANNOT_INVITE_BLOCKED);
    if (board.owner_id !== viewer.id) {
      const added = await tx
        .insertInto('board_collaborators')
        .values({ board_id: board.id, user_id: viewer.id })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (added) {
        await tx
          .updateTable('boards')
          .set({ collaborator_count: sql`collaborator_count + 1` })
          .where('id', '=', board.id)
          .execute();
      }
    }
  }
  return tx
    .updateTable('board_invites')
    .set({ status: accept ? 'accepted' : 'declined', responded_at: ctx.now(), invitee_id: viewer.id })
    .where('id', '=', invite.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Accepts or declines an invitation addressed to the viewer: by account, or by their email address once it is
 * verified. Any other invitation is "not found", so ids cannot be probed.
 */
export async function respondToInvite(
  ctx: RequestContext,
  inviteId: string,
  accept: boolean,
): Promise<InviteRow> {
  const viewer = requireViewer(ctx);
  const email = await verifiedEmailOf(ctx.db, viewer.id);
  if (!isEntityId(inviteId)) throw notFound('invitation');
  return ctx.db.transaction().execute(async (tx) => {
    const invite = await tx
      .selectFrom('board_invites')
      .selectAll()
      .where('id', '=', inviteId)
      .forUpdate()
      .executeTakeFirst();
    const mine =
      invite &&
      (invite.email === null ? invite.invitee_id === viewer.id : invite.email.toLowerCase() === email);
    if (!invite || !mine) throw notFound('invitation');
    return settleInvite(tx, ctx, invite, accept);
  });
}

/**
 * Accepts an emailed invitation by its link: whoever holds the link and is signed in joins the board — the link
 * went only to the invited mailbox, so holding it proves what a verified address would.
 */
export async function acceptInviteByToken(ctx: RequestContext, token: string): Promise<InviteRow> {
  requireViewer(ctx);
  return ctx.db.transaction().execute(async (tx) => {
    const invite = await tx
      .selectFrom('board_invites')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!invite) throw notFound('invitation');
    return settleInvite(tx, ctx, invite, true);
  });
}

/** Removes a collaborator: the owner may remove anyone; a collaborator may remove themselves (leave). */
export async function removeCollaborator(
  ctx: RequestContext,
  boardId: string,
  userId: string,
): Promise<BoardRow> {
  const viewer = requireViewer(ctx);
  const board = await boardById(ctx, boardId);
  if (!board) throw notFound('board');
  if (board.owner_id !== viewer.id && userId !== viewer.id) {
    throw new DomainError('FORBIDDEN', 'Only the board owner can remove collaborators.');
  }
  // Like any id of someone who is no collaborator: nothing to remove.
  if (!isEntityId(userId)) return board;
  return ctx.db.transaction().execute(async (tx) => {
    const removed = await tx
      .deleteFrom('board_collaborators')
      .where('board_id', '=', board.id)
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    if (!removed) return board;
    return tx
      .updateTable('boards')
      .set({ collaborator_count: sql`collaborator_count - 1` })
      .where('id', '=', board.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The people on a board in the order the avatar group shows them: the owner, then the viewer
 * if collaborating, then everyone else by name.
 */
export async function boardMembers(ctx: RequestContext, board: BoardRow): Promise<UserRow[]> {
  // With their pictures, which prime the request's loaders: the avatar group shows each one.
  const rows = await ctx.db
    .selectFrom('users')
    .leftJoin('images as member_avatars', 'member_avatars.id', 'users.image_id')
    .select(USER_COLUMNS)
    .select(prefixedColumns('member_avatars', 'avatar', IMAGE_COLUMNS))
    // NOTE: an id list rather than `id = owner OR id IN (collaborators)`: Postgres cannot use an index for that OR
    // and read every person (113 ms at 100k people); this is two index lookups.
    .where((eb) =>
      eb(
        'users.id',
        'in',
        eb
          .selectFrom('board_collaborators')
          .select('board_collaborators.user_id')
          .where('board_collaborators.board_id', '=', board.id)
          .unionAll(
            eb
              .selectFrom('users as owner')
              .select('owner.id as user_id')
              .where('owner.id', '=', board.owner_id),
          ),
      ),
    )
    .execute();
  const loaders = loadersOf(ctx);
  const members = rows.map((row): UserRow => {
    const avatar = rowPart<ImageRow>(row, 'avatar', IMAGE_COLUMNS);
    if (avatar) loaders.images.prime(avatar.id, avatar);
    const user = Object.fromEntries(Object.entries(row).filter(([key]) => !key.includes('__'))) as UserRow;
    loaders.users.prime(user.id, user);
    return user;
  });
  const viewerId = ctx.viewer?.id;
  const rank = (u: UserRow) => (u.id === board.owner_id ? 0 : u.id === viewerId ? 1 : 2);
  return members.sort(
    (a, b) => rank(a) - rank(b) || a.full_name.localeCompare(b.full_name) || a.id.localeCompare(b.id),
  );
}

/**
 * People to invite: those the viewer follows or who follow them, or — with a query — anyone whose name or
 * username starts with it. People with a block between them and the viewer are never suggested.
 */
export async function collaboratorSuggestions(
  ctx: RequestContext,
  query: string,
  limit = 10,
): Promise<UserRow[]> {
  const viewer = requireViewer(ctx);
  const term = query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  let q = ctx.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.id', '!=', viewer.id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('user_blocks')
            .select('blocker_id')
            .where((b) =>
              b.or([
                b.and([b('blocker_id', '=', viewer.id), b('blocked_id', '=', b.ref('users.id'))]),
                b.and([b('blocked_id', '=', viewer.id), b('blocker_id', '=', b.ref('users.id'))]),
              ]),
            ),
        ),
      ),
    );
  if (term) {
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(users.username)`, 'like', `${term}%`),
        eb(sql<string>`lower(users.full_name)`, 'like', `${term}%`),
        eb(sql<string>`lower(users.full_name)`, 'like', `% ${term}%`),
      ]),
    );
  } else {
    q = q.where((eb) =>
      eb.or([
        eb(
          'users.id',
          'in',
          eb.selectFrom('user_follows').select('followee_id').where('follower_id', '=', viewer.id),
        ),
        eb(
          'users.id',
          'in',
          eb.selectFrom('user_follows').select('follower_id').where('followee_id', '=', viewer.id),
        ),
      ]),
    );
  }
  return q.orderBy('users.follower_count', 'desc').orderBy('users.id').limit(limit).execute();
}

/**
 * Names of the boards invitations point at. Someone invited to a secret board may know its name before
 * joining, though not its pins.
 */
export async function invitedBoardNames(
  ctx: RequestContext,
  invites: readonly InviteRow[],
): Promise<string[]> {
  const ids = [...new Set(invites.map((i) => i.board_id))];
  if (ids.length === 0) return [];
  const rows = await ctx.db.selectFrom('boards').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return invites.map((i) => names.get(i.board_id) ?? '');
}

/** For each board id: is the viewer a collaborator (not the owner) on it. */
export async function boardsCollaboratedByViewer(
  ctx: RequestContext,
  boardIds: readonly string[],
): Promise<boolean[]> {
  if (!ctx.viewer || boardIds.length === 0) return boardIds.map(() => false);
  const rows = await ctx.db
    .selectFrom('board_collaborators')
    .select('board_id')
    .where('user_id', '=', ctx.viewer.id)
    .where('board_id', 'in', [...boardIds])
    .execute();
  const mine = new Set(rows.map((r) => r.board_id));
  return boardIds.map((id) => mine.has(id));
}

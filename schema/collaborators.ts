import { resolveArrayConnection } from '@pothos/plugin-relay';
import type { InviteRow } from '../server/db/tables/boardInvites';
import {
  acceptInviteByToken,
  boardMembers,
  collaboratorSuggestions,
  inviteCollaborators,
  invitedBoardNames,
  pendingInvitesForBoard,
  pendingInvitesForViewer,
  removeCollaborator,
  respondToInvite,
} from '../server/domain/collaborators';
import { loadersOf } from '../server/domain/loaders';
import { builder } from './builder';
import { domainErrors } from './errors';
import { BoardRef, UserRef } from './refs';

const InviteStatusEnum = builder.enumType('BoardInviteStatus', {
  values: ['pending', 'accepted', 'declined', 'cancelled'] as const,
});

export const BoardInviteRef = builder.objectRef<InviteRow>('BoardInvite').implement({
  description: 'An invitation to collaborate on a board, to a person or to an email address.',
  fields: (t) => ({
    entityId: t.exposeString('id'),
    status: t.field({ type: InviteStatusEnum, resolve: (i) => i.status }),
    email: t.exposeString('email', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.created_at }),
    invitee: t.field({ type: UserRef, nullable: true, resolve: (i) => i.invitee_id }),
    inviter: t.field({ type: UserRef, resolve: (i) => i.inviter_id }),
    /** The board once the viewer may see it (always for its members; after accepting for the invitee). */
    board: t.field({ type: BoardRef, nullable: true, resolve: (i) => i.board_id }),
    boardId: t.exposeString('board_id'),
    boardName: t.loadable({
      type: 'String',
      load: async (invites: InviteRow[], ctx) => invitedBoardNames(ctx, invites),
      resolve: (i) => i,
    }),
  }),
});

builder.objectFields(BoardRef, (t) => ({
  collaboratedByMe: t.boolean({ resolve: (b, _, ctx) => loadersOf(ctx).collaboratedBoards.load(b.id) }),
  shouldShowBoardCollaborators: t.boolean({ resolve: (b) => b.collaborator_count > 0 }),
  collaboratorCount: t.exposeInt('collaborator_count'),
  collaboratingUsers: t.connection({
    type: UserRef,
    description: 'The owner first, then the viewer if collaborating, then everyone else by name.',
    resolve: async (b, args, ctx) => resolveArrayConnection({ args }, await boardMembers(ctx, b)),
  }),
  pendingInvites: t.field({
    type: [BoardInviteRef],
    description: "Invitations not yet answered; only the board's people see them.",
    resolve: (b, _, ctx) => pendingInvitesForBoard(ctx, b),
  }),
}));

builder.queryField('myBoardInvites', (t) =>
  t.field({
    type: [BoardInviteRef],
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => pendingInvitesForViewer(ctx),
  }),
);

builder.queryField('collaboratorSuggestions', (t) =>
  t.field({
    type: [UserRef],
    description: 'People to invite: those you follow or who follow you, or anyone matching the query.',
    authScopes: { loggedIn: true },
    args: { query: t.arg.string({ defaultValue: '' }) },
    resolve: (_, args, ctx) => collaboratorSuggestions(ctx, args.query ?? ''),
  }),
);

builder.mutationField('inviteCollaborators', (t) =>
  t.field({
    type: [BoardInviteRef],
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      boardId: t.arg.string({ required: true }),
      userIds: t.arg.stringList({ defaultValue: [] }),
      emails: t.arg.stringList({ defaultValue: [] }),
    },
    resolve: (_, args, ctx) =>
      inviteCollaborators(ctx, {
        boardId: args.boardId,
        userIds: args.userIds ?? [],
        emails: args.emails ?? [],
      }),
  }),
);

builder.mutationField('respondToBoardInvite', (t) =>
  t.field({
    type: BoardInviteRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { inviteId: t.arg.string({ required: true }), accept: t.arg.boolean({ required: true }) },
    resolve: (_, args, ctx) => respondToInvite(ctx, args.inviteId, args.accept),
  }),
);

builder.mutationField('acceptBoardInviteByToken', (t) =>
  t.field({
    type: BoardInviteRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => acceptInviteByToken(ctx, args.token),
  }),
);

builder.mutationField('removeCollaborator', (t) =>
  t.field({
    type: 'Boolean',
    description: 'The owner removes a collaborator, or a collaborator leaves (userId = their own id).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { boardId: t.arg.string({ required: true }), userId: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => {
      await removeCollaborator(ctx, args.boardId, args.userId);
      return true;
    },
  }),
);

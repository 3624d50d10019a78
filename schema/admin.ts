import { SIGN_UP_MODES } from '../core/instance';
import {
  type AdminAccountRow,
  createResetLink,
  deleteAccount,
  isAdmin,
  liftRestriction,
  listAccounts,
  restrictAccount,
  restrictionsOf,
  suspendAccount,
  unsuspendAccount,
} from '../server/domain/admin';
import { createInstanceInvite, instanceSettings, updateInstanceSettings } from '../server/domain/instance';
import {
  actOnReport,
  dismissReport,
  listOpenReports,
  type ReportView,
  reportContent,
} from '../server/domain/reports';
import { visualCompletenessSummary } from '../server/domain/tracking';
import { builder } from './builder';
import { domainErrors } from './errors';
import { keysetConnection } from './pagination';
import { ViewerRef } from './viewer';

// The instance administrator's page. Every admin field checks the `admin` scope (a signed-in browser session of
// the administrator: never a bearer token, never anyone else), and the domain checks again.

const SignUpModeEnum = builder.enumType('SignUpMode', {
  description: 'Who may make an account: anyone, people with an invite link, or nobody.',
  values: SIGN_UP_MODES,
});

const InstanceSettingsRef = builder
  .objectRef<{ siteName: string; signUpMode: (typeof SIGN_UP_MODES)[number] }>('InstanceSettings')
  .implement({
    fields: (t) => ({
      siteName: t.exposeString('siteName'),
      signUpMode: t.field({ type: SignUpModeEnum, resolve: (s) => s.signUpMode }),
    }),
  });

builder.queryField('instanceSettings', (t) =>
  t.field({
    type: InstanceSettingsRef,
    description: "The site's name and who may sign up (shown in the header and on the sign-up form).",
    resolve: (_, __, ctx) => instanceSettings(ctx.db),
  }),
);

builder.objectField(ViewerRef, 'isAdmin', (t) =>
  t.boolean({
    description: 'Whether the signed-in person is the instance administrator (false for an access token).',
    resolve: (_, __, ctx) => (ctx.actor && !ctx.grant ? isAdmin(ctx.db, ctx.actor.id) : false),
  }),
);

const AdminAccountRef = builder.objectRef<AdminAccountRow>('AdminAccount').implement({
  description: 'An account as the administrator sees it.',
  fields: (t) => ({
    id: t.exposeString('id'),
    username: t.exposeString('username'),
    fullName: t.exposeString('full_name'),
    email: t.exposeString('email'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.created_at }),
    isAdmin: t.exposeBoolean('is_admin'),
    suspendedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.suspended_at }),
    limitedUntil: t.loadable({
      type: 'DateTime',
      nullable: true,
      description: 'While an operator has limited the account for a while: when it can log in again.',
      load: (ids: string[], ctx) => restrictionsOf(ctx, ids),
      resolve: (a) => a.id,
    }),
    pinCount: t.exposeInt('pin_count'),
    boardCount: t.exposeInt('board_count'),
  }),
});

builder.queryField('adminAccounts', (t) =>
  t.connection({
    type: AdminAccountRef,
    description: 'Every account, newest first, or those whose name, username or email contains `search`.',
    authScopes: { admin: true },
    args: { search: t.arg.string() },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => listAccounts(ctx, args.search, page),
        (a) => a.created_at,
      ),
  }),
);

const ReportTargetEnum = builder.enumType('ReportTarget', { values: ['pin', 'board', 'user'] as const });

const ReportRef = builder.objectRef<ReportView>('Report').implement({
  description: 'Something a person reported to the administrator.',
  fields: (t) => ({
    id: t.exposeString('id'),
    targetType: t.field({ type: ReportTargetEnum, resolve: (r) => r.targetType }),
    targetId: t.exposeString('targetId'),
    targetLabel: t.exposeString('targetLabel', { description: 'What the thing was called when reported.' }),
    targetPath: t.exposeString('targetPath', {
      nullable: true,
      description: 'Where the reported thing is; null once it is gone.',
    }),
    reason: t.exposeString('reason'),
    reasonLabel: t.exposeString('reasonLabel'),
    details: t.exposeString('details'),
    reporterUsername: t.exposeString('reporterUsername', { nullable: true }),
    status: t.exposeString('status'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

builder.queryField('adminReports', (t) =>
  t.connection({
    type: ReportRef,
    description: 'The reports waiting for the administrator, newest first.',
    authScopes: { admin: true },
    resolve: (_, args, ctx) =>
      keysetConnection(
        args,
        (page) => listOpenReports(ctx, page),
        (r) => r.createdAt,
      ),
  }),
);

const AdminLinkRef = builder.objectRef<{ path: string; expiresAt: Date }>('AdminLink').implement({
  description: 'A link the administrator hands over: shown in this answer only.',
  fields: (t) => ({
    path: t.exposeString('path', { description: 'The address on this site (prefix the site origin).' }),
    expiresAt: t.field({ type: 'DateTime', resolve: (l) => l.expiresAt }),
  }),
});

const accountMutation = (name: string, description: string, run: typeof suspendAccount) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: AdminAccountRef,
      description,
      errors: domainErrors,
      authScopes: { admin: true },
      args: { userId: t.arg.string({ required: true }) },
      resolve: (_, { userId }, ctx) => run(ctx, userId),
    }),
  );

accountMutation(
  'suspendAccount',
  'Suspends an account: it cannot log in, and its sessions and access tokens end.',
  suspendAccount,
);
accountMutation('unsuspendAccount', 'Lets a suspended account log in again.', unsuspendAccount);
accountMutation('liftAccountLimit', 'Lets a limited account log in again now.', liftRestriction);

builder.mutationField('limitAccount', (t) =>
  t.field({
    type: AdminAccountRef,
    description:
      'Limits an account for 1 to 365 days: it cannot log in meanwhile (log-in outcome 0), and its sessions and access tokens end; then it can again by itself.',
    errors: domainErrors,
    authScopes: { admin: true },
    args: { userId: t.arg.string({ required: true }), days: t.arg.int({ required: true }) },
    resolve: (_, { userId, days }, ctx) => restrictAccount(ctx, userId, days),
  }),
);

builder.mutationField('deleteAccount', (t) =>
  t.string({
    description: 'Deletes an account with its boards and pins; answers its id.',
    errors: domainErrors,
    authScopes: { admin: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_, { userId }, ctx) => deleteAccount(ctx, userId),
  }),
);

builder.mutationField('createPasswordResetLink', (t) =>
  t.field({
    type: AdminLinkRef,
    description:
      'A password-reset link for an account, for the administrator to hand over (works once, a day).',
    errors: domainErrors,
    authScopes: { admin: true },
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_, { userId }, ctx) => createResetLink(ctx, userId),
  }),
);

builder.mutationField('createSignUpInvite', (t) =>
  t.field({
    type: AdminLinkRef,
    description: 'A sign-up link that works once, for sign-ups by invitation.',
    errors: domainErrors,
    authScopes: { admin: true },
    resolve: (_, __, ctx) => createInstanceInvite(ctx),
  }),
);

const UpdateInstanceSettingsInput = builder.inputType('UpdateInstanceSettingsInput', {
  fields: (t) => ({
    siteName: t.string(),
    signUpMode: t.field({ type: SignUpModeEnum }),
  }),
});

builder.mutationField('updateInstanceSettings', (t) =>
  t.field({
    type: InstanceSettingsRef,
    errors: domainErrors,
    authScopes: { admin: true },
    args: { input: t.arg({ type: UpdateInstanceSettingsInput, required: true }) },
    resolve: (_, { input }, ctx) => updateInstanceSettings(ctx, input),
  }),
);

const reportMutation = (name: string, description: string, run: typeof dismissReport) =>
  builder.mutationField(name, (t) =>
    t.field({
      type: ReportRef,
      description,
      errors: domainErrors,
      authScopes: { admin: true },
      args: { reportId: t.arg.string({ required: true }) },
      resolve: (_, { reportId }, ctx) => run(ctx, reportId),
    }),
  );

reportMutation(
  'dismissReport',
  'Closes the reports of a thing the administrator finds nothing wrong with.',
  dismissReport,
);
reportMutation(
  'actOnReport',
  "Removes the reported pin or board, or suspends the reported person, and closes that thing's reports.",
  actOnReport,
);

const ReportContentInput = builder.inputType('ReportContentInput', {
  fields: (t) => ({
    pinId: t.string(),
    boardId: t.string(),
    userId: t.string(),
    reason: t.string({ required: true, description: 'One of the report reasons (core/instance.ts).' }),
    details: t.string(),
  }),
});

builder.mutationField('reportContent', (t) =>
  t.boolean({
    description: 'Reports one pin, board or person (give exactly one id) to the administrator.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ReportContentInput, required: true }) },
    resolve: (_, { input }, ctx) => reportContent(ctx, input),
  }),
);

const PageSpeedRef = builder
  .objectRef<Awaited<ReturnType<typeof visualCompletenessSummary>>[number]>('PageSpeed')
  .implement({
    description: 'How long one kind of page took to look finished in browsers over the last hour.',
    fields: (t) => ({
      pageKind: t.exposeString('pageKind', { description: 'home_feed or pin_closeup.' }),
      medianMs: t.exposeInt('medianMs', {
        nullable: true,
        description: 'The median milliseconds until it looked finished; null when none finished.',
      }),
      completed: t.exposeInt('completed', { description: 'Reports with a time.' }),
      timedOut: t.exposeInt('timedOut', { description: 'Watches that gave up (layout or timing timeout).' }),
    }),
  });

builder.queryField('adminPageSpeed', (t) =>
  t.field({
    type: [PageSpeedRef],
    description: 'For the administrator: per page kind, the median time to look finished over the last hour.',
    authScopes: { admin: true },
    resolve: (_, __, ctx) => visualCompletenessSummary(ctx),
  }),
);

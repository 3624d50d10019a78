import type { ConnectedAccountRow } from '../server/db/tables/connectedAccounts';
import { experimentGroup, isExperimentEnabled } from '../server/domain/experiments';
import { recordTrackingEvent } from '../server/domain/tracking';
import {
  connectAccount,
  disconnectAccount,
  type UserSettingsView,
  updateUserSettings,
  userSettings,
} from '../server/domain/userSettings';
import { addUserState, userStateValues } from '../server/domain/userStates';
import { builder } from './builder';
import { domainErrors } from './errors';

const ConnectedAccountRef = builder.objectRef<ConnectedAccountRow>('ConnectedAccount').implement({
  fields: (t) => ({
    network: t.exposeString('network'),
    username: t.exposeString('username'),
    connectedAt: t.field({ type: 'DateTime', resolve: (a) => a.connected_at }),
  }),
});

const UserSettingsRef = builder.objectRef<UserSettingsView>('UserSettings').implement({
  description: "The viewer's settings (GET /v3/users/settings) and connected accounts.",
  fields: (t) => ({
    connectedToInstagram: t.exposeBoolean('connectedToInstagram'),
    listedWebsiteUrl: t.exposeString('listedWebsiteUrl', { nullable: true }),
    videoUploadAllowed: t.exposeBoolean('videoUploadAllowed'),
    autoplayVideos: t.exposeBoolean('autoplayVideos', {
      description: 'Feeds play videos by themselves (muted, while in view).',
    }),
    connectedAccounts: t.field({ type: [ConnectedAccountRef], resolve: (s) => s.connectedAccounts }),
  }),
});

builder.queryField('userSettings', (t) =>
  t.field({
    type: UserSettingsRef,
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => userSettings(ctx),
  }),
);

const UpdateUserSettingsInput = builder.inputType('UpdateUserSettingsInput', {
  fields: (t) => ({
    listedWebsiteUrl: t.string({ description: 'The website listed on the profile; empty removes it.' }),
    autoplayVideos: t.boolean({ description: 'Feeds play videos by themselves (muted, while in view).' }),
  }),
});

builder.mutationField('updateUserSettings', (t) =>
  t.field({
    type: UserSettingsRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: UpdateUserSettingsInput, required: true }) },
    resolve: (_, { input }, ctx) =>
      updateUserSettings(ctx, {
        ...(input.listedWebsiteUrl === undefined ? {} : { listedWebsiteUrl: input.listedWebsiteUrl }),
        ...(input.autoplayVideos == null ? {} : { autoplayVideos: input.autoplayVideos }),
      }),
  }),
);

const ConnectAccountInput = builder.inputType('ConnectAccountInput', {
  fields: (t) => ({
    network: t.string({ required: true, description: 'instagram' }),
    username: t.string({ required: true }),
  }),
});

builder.mutationField('connectAccount', (t) =>
  t.field({
    type: UserSettingsRef,
    description: 'Records the account the viewer holds on a photo network (/settings/claim/).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ConnectAccountInput, required: true }) },
    resolve: (_, { input }, ctx) => connectAccount(ctx, input),
  }),
);

builder.mutationField('disconnectAccount', (t) =>
  t.field({
    type: UserSettingsRef,
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { network: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => disconnectAccount(ctx, args.network),
  }),
);

builder.queryField('userState', (t) =>
  t.stringList({
    description: "The values stored under one of the viewer's states (e.g. claiming_upsells_seen).",
    authScopes: { loggedIn: true },
    args: { state: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => userStateValues(ctx, args.state),
  }),
);

builder.mutationField('setUserState', (t) =>
  t.stringList({
    description:
      "Adds a value to one of the viewer's states (UserStateResource create); returns the state's values.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { state: t.arg.string({ required: true }), value: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => addUserState(ctx, args.state, args.value),
  }),
);

builder.queryField('experimentGroup', (t) =>
  t.string({
    nullable: true,
    description: "The viewer's group in an experiment; null when signed out or the experiment is unknown.",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => experimentGroup(ctx, args.name),
  }),
);

builder.queryField('experimentEnabled', (t) =>
  t.boolean({
    description: "Whether the viewer's group in an experiment sees the feature.",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_, args, ctx) => isExperimentEnabled(ctx, args.name),
  }),
);

const TrackEventInput = builder.inputType('TrackEventInput', {
  fields: (t) => ({
    event: t.string({
      required: true,
      description:
        'pin_create_success, pin_create_fail, a quick-promote stage: quick_promote_view, quick_promote_submit, quick_promote_submit_success, quick_promote_submit_error, or visual_complete (with pageKind and durationMs or timeoutReason)',
    }),
    pinId: t.string(),
    path: t.string(),
    pageKind: t.string({ description: 'visual_complete: home_feed or pin_closeup.' }),
    durationMs: t.int({ description: 'visual_complete: milliseconds until the page looked finished.' }),
    timeoutReason: t.string({
      description: 'visual_complete: layout timeout or timing timeout, instead of a time.',
    }),
    client: t.string({ defaultValue: 'web' }),
  }),
});

builder.mutationField('trackEvent', (t) =>
  t.boolean({
    description: 'The tracking request after the external pin-create page (also GET /v3/callback/event/).',
    errors: domainErrors,
    args: { input: t.arg({ type: TrackEventInput, required: true }) },
    resolve: async (_, { input }, ctx) => {
      await recordTrackingEvent(ctx, {
        client: input.client ?? 'web',
        event: input.event,
        pinId: input.pinId ?? null,
        path: input.path ?? null,
        pageKind: input.pageKind ?? null,
        durationMs: input.durationMs ?? null,
        timeoutReason: input.timeoutReason ?? null,
      });
      return true;
    },
  }),
);

import { BUSINESS_PERMISSIONS } from '../core/business';
import type { BusinessMember, BusinessProfile } from '../server/domain/business';
import {
  businessMembers,
  businessProfiles,
  convertToBusiness,
  createLinkedBusiness,
  grantBusinessAccess,
  revokeBusinessAccess,
  setBusinessRequiresMfa,
} from '../server/domain/business';
import { isActingAs } from '../server/domain/context';
import { loadersOf } from '../server/domain/loaders';
import { builder } from './builder';
import { domainErrors } from './errors';
import { UserRef } from './refs';
import { ViewerRef } from './viewer';

const BusinessPermissionEnum = builder.enumType('BusinessPermission', { values: BUSINESS_PERMISSIONS });

builder.objectFields(UserRef, (t) => ({
  isPartner: t.exposeBoolean('is_partner', { description: 'A business account.' }),
  businessName: t.exposeString('business_name', { nullable: true }),
}));

const BusinessAccessProfileRef = builder.objectRef<BusinessProfile>('BusinessAccessProfile').implement({
  description: 'A profile the signed-in person may switch to, with their permissions there.',
  fields: (t) => ({
    id: t.string({ resolve: (p) => p.user.id }),
    permissions: t.field({ type: [BusinessPermissionEnum], resolve: (p) => p.permissions }),
    user: t.field({ type: UserRef, resolve: (p) => p.user }),
    requiresMfa: t.boolean({ resolve: (p) => p.user.requires_mfa }),
    viewerMeetsMfaRequirement: t.exposeBoolean('viewerMeetsMfaRequirement'),
    merchantId: t.string({
      nullable: true,
      description: "The profile's advertiser account, null before it has one.",
      resolve: async (p, _, ctx) => (await loadersOf(ctx).merchantFacts.load(p.user.id)).merchantId,
    }),
    scheduledPinCount: t.int({
      resolve: async (p, _, ctx) => (await loadersOf(ctx).merchantFacts.load(p.user.id)).scheduledPinCount,
    }),
    eligibleForStlTool: t.boolean({
      description: 'May tag products on its pins: a business account with an advertiser account.',
      resolve: async (p, _, ctx) => (await loadersOf(ctx).merchantFacts.load(p.user.id)).eligibleForStlTool,
    }),
  }),
});

const BusinessMemberRef = builder.objectRef<BusinessMember>('BusinessMember').implement({
  description: 'Someone who may act for (or read the reports of) a business.',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (m) => m.user }),
    permission: t.field({ type: BusinessPermissionEnum, resolve: (m) => m.permission }),
    isBusinessAccount: t.exposeBoolean('isBusinessAccount'),
  }),
});

builder.objectFields(ViewerRef, (t) => ({
  isPartner: t.boolean({ resolve: (v) => v.user?.is_partner ?? false }),
  // The acting profile's, like the name, username and image: `v.user` is the profile the request acts as.
  merchantId: t.string({
    nullable: true,
    description: "The acting profile's advertiser account, null before it has one (or signed out).",
    resolve: async (v, _, ctx) =>
      v.user ? (await loadersOf(ctx).merchantFacts.load(v.user.id)).merchantId : null,
  }),
  scheduledPinCount: t.int({
    description: "The acting profile's pins waiting to be published at a set time.",
    resolve: async (v, _, ctx) =>
      v.user ? (await loadersOf(ctx).merchantFacts.load(v.user.id)).scheduledPinCount : 0,
  }),
  eligibleForStlTool: t.boolean({
    description:
      'The acting profile may tag products on its pins: a business account with an advertiser account.',
    resolve: async (v, _, ctx) =>
      v.user ? (await loadersOf(ctx).merchantFacts.load(v.user.id)).eligibleForStlTool : false,
  }),
  isActingAs: t.boolean({
    description: 'True while the signed-in person acts for a business profile other than their own account.',
    resolve: (_, __, ctx) => isActingAs(ctx),
  }),
  person: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in person, whichever profile they act for.',
    resolve: (_, __, ctx) => ctx.actor?.id ?? null,
  }),
  businessAccessProfiles: t.field({
    type: [BusinessAccessProfileRef],
    description: "The signed-in person's own profile first, then the businesses that let them in.",
    resolve: (_, __, ctx) => businessProfiles(ctx),
  }),
}));

builder.queryField('businessMembers', (t) =>
  t.field({
    type: [BusinessMemberRef],
    description: 'Who may act for the business the request acts as (its owners only).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    resolve: (_, __, ctx) => businessMembers(ctx),
  }),
);

const ConvertToBusinessInput = builder.inputType('ConvertToBusinessInput', {
  fields: (t) => ({
    businessName: t.string({ required: true }),
    website: t.string(),
    country: t.string({ description: 'ISO 3166-1 alpha-2 code' }),
  }),
});

builder.mutationField('convertToBusiness', (t) =>
  t.field({
    type: UserRef,
    description: "Turns the signed-in person's own account into a business account.",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: ConvertToBusinessInput, required: true }) },
    resolve: (_, { input }, ctx) => convertToBusiness(ctx, input),
  }),
);

const CreateLinkedBusinessInput = builder.inputType('CreateLinkedBusinessInput', {
  fields: (t) => ({
    businessName: t.string({ required: true }),
    email: t.string({ required: true }),
    website: t.string(),
    country: t.string(),
  }),
});

builder.mutationField('createLinkedBusiness', (t) =>
  t.field({
    type: BusinessAccessProfileRef,
    description: 'A new business profile the signed-in business person owns and reaches by switching to it.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CreateLinkedBusinessInput, required: true }) },
    resolve: (_, { input }, ctx) => createLinkedBusiness(ctx, input),
  }),
);

builder.mutationField('grantBusinessAccess', (t) =>
  t.field({
    type: BusinessMemberRef,
    description: 'Lets a business account act for the business the request acts as (owners only).',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: {
      login: t.arg.string({ required: true, description: 'Username or email' }),
      permission: t.arg({ type: BusinessPermissionEnum, required: true }),
    },
    resolve: (_, args, ctx) => grantBusinessAccess(ctx, args),
  }),
);

builder.mutationField('revokeBusinessAccess', (t) =>
  t.field({
    type: 'Boolean',
    description: "Ends someone's access (owners), or leaves a business (the member themselves).",
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { businessId: t.arg.string({ required: true }), memberId: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => {
      await revokeBusinessAccess(ctx, args);
      return true;
    },
  }),
);

builder.mutationField('setBusinessRequiresMfa', (t) =>
  t.field({
    type: UserRef,
    description: 'Asks everyone acting for the business (except owners) to use two-factor authentication.',
    errors: domainErrors,
    authScopes: { loggedIn: true },
    args: { requiresMfa: t.arg.boolean({ required: true }) },
    resolve: (_, { requiresMfa }, ctx) => setBusinessRequiresMfa(ctx, requiresMfa),
  }),
);

import { sql } from 'kysely';
import { ACTING_AS_REFUSED_DETAIL } from '../../core/actingAs';
import {
  ACTING_AS_NEEDS_MFA,
  ACTING_AS_READ_ONLY,
  ACTING_AS_REFUSED,
  BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT,
  BUSINESS_ACCESS_OWNER_ONLY,
  BUSINESS_EMAIL_FREE_MAIL,
  BUSINESS_MEMBER_LOGIN_REQUIRED,
  type BusinessPermission,
  businessNameError,
  isFreeMailAddress,
  permissionActs,
  profileUsable,
} from '../../core/business';
import { EMAIL_INVALID, isValidEmail, normalizeEmail } from '../../core/email';
import { EMAIL_TAKEN } from '../../core/texts';
import { usernameBase } from '../../core/username';
import { blockedBetween } from '../db/blocks';
import type { DbOrTx, Tx } from '../db/database';
import { isEntityId } from '../db/ids';
import { USER_COLUMNS, type UserRow } from '../db/tables/users';
import { emailExists, freeUsername } from './accounts';
import { requireActor, requireViewer } from './auth';
import type { RequestContext, Viewer } from './context';
import { DomainError, notFound, validationError } from './errors';
import { userHasMfa } from './mfa';

/** A profile the signed-in person may switch to, with what they may do there. */
export interface BusinessProfile {
  user: UserRow;
  permissions: BusinessPermission[];
  viewerMeetsMfaRequirement: boolean;
}

/** A person with access to a business, as its owners see them. */
export interface BusinessMember {
  user: UserRow;
  permission: BusinessPermission;
  /** The business's own account: always an owner, never removable. */
  isBusinessAccount: boolean;
}

/**
 * The profiles the signed-in person may switch between — their own account first (OWNER), then the
 * businesses that let them in, by name.
 */
export async function businessProfiles(ctx: RequestContext): Promise<BusinessProfile[]> {
  const actor = ctx.actor;
  if (!actor) return [];
  const own = await ctx.db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', actor.id)
    .executeTakeFirst();
  if (!own) return [];
  const rows = await ctx.db
    .selectFrom('business_access')
    .innerJoin('users', 'users.id', 'business_access.business_id')
    .select(USER_COLUMNS)
    .select('business_access.permission')
    .where('business_access.member_id', '=', actor.id)
    .orderBy(sql`lower(coalesce(users.business_name, users.full_name))`)
    .orderBy('users.id')
    .execute();
  const hasMfa = rows.some((r) => r.requires_mfa) && (await userHasMfa(ctx.db, actor.id));
  return [
    { user: own, permissions: ['OWNER'], viewerMeetsMfaRequirement: true },
    ...rows.map(({ permission, ...user }) => ({
      user,
      permissions: [permission],
      viewerMeetsMfaRequirement: !user.requires_mfa || hasMfa,
    })),
  ];
}

function actingRefused(message: string): DomainError {
  return new DomainError('FORBIDDEN', message, { messageDetail: ACTING_AS_REFUSED_DETAIL });
}

/**
 * The profile a request acts as when the person names one: their own account, or a business that
 * let them in with a permission that acts and whose two-factor requirement they meet (owners always may). Anything
 * else is refused rather than quietly falling back to the person's own account, so no write lands on the wrong
 * profile.
 */
export async function actingSubject(db: DbOrTx, person: Viewer, profileId: string): Promise<Viewer> {
  if (profileId === person.id) return person;
  if (!/^\d{1,19}$/.test(profileId)) throw actingRefused(ACTING_AS_REFUSED);
  const row = await db
    .selectFrom('business_access')
    .innerJoin('users as business', 'business.id', 'business_access.business_id')
    .innerJoin('users as person', 'person.id', 'business_access.member_id')
    .select([
      'business.id',
      'business.username',
      'business.requires_mfa',
      'business_access.permission',
      'person.is_partner as personIsPartner',
    ])
    .where('business_access.business_id', '=', profileId)
    .where('business_access.member_id', '=', person.id)
    .executeTakeFirst();
  // Switching is for partners; a person whose account stopped being a business keeps no access.
  if (!row?.personIsPartner) throw actingRefused(ACTING_AS_REFUSED);
  if (!permissionActs([row.permission])) throw actingRefused(ACTING_AS_READ_ONLY);
  const meetsMfa = !row.requires_mfa || (await userHasMfa(db, person.id));
  if (!profileUsable({ permissions: [row.permission], viewerMeetsMfaRequirement: meetsMfa })) {
    throw actingRefused(ACTING_AS_NEEDS_MFA);
  }
  return { id: row.id, username: row.username };
}

export interface ConvertToBusinessInput {
  businessName: string;
  website?: string | null;
  country?: string | null;
}

function cleanWebsite(website: string | null | undefined): string | null {
  const text = (website ?? '').trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw validationError('Please enter a valid website address.', 'website');
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) {
    throw validationError('Please enter a valid website address.', 'website');
  }
  return url.toString();
}

function cleanCountry(country: string | null | undefined): string | null {
  const text = (country ?? '').trim().toUpperCase();
  if (!text) return null;
  if (!/^[A-Z]{2}$/.test(text)) throw validationError('Please choose a country.', 'country');
  return text;
}

/** Turns the signed-in person's own account into a business account (/business/convert). Idempotent. */
export async function convertToBusiness(
  ctx: RequestContext,
  input: ConvertToBusinessInput,
): Promise<UserRow> {
  const actor = requireActor(ctx);
  const businessName = input.businessName.trim().replace(/\s+/g, ' ');
  const nameError = businessNameError(businessName);
  if (nameError) throw validationError(nameError, 'businessName');
  const website = cleanWebsite(input.website);
  const country = cleanCountry(input.country);
  return ctx.db
    .updateTable('users')
    .set({
      is_partner: true,
      business_name: businessName,
      business_website: website,
      business_country: country,
    })
    .where('id', '=', actor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface CreateLinkedBusinessInput {
  businessName: string;
  email: string;
  website?: string | null;
  country?: string | null;
}

/**
 * A new business profile the signed-in business person owns. It has no password: people reach it by acting for
 * it, so its owners' own log-in (and two-factor) protects it.
 */
export async function createLinkedBusiness(
  ctx: RequestContext,
  input: CreateLinkedBusinessInput,
): Promise<BusinessProfile> {
  const actor = requireActor(ctx);
  const businessName = input.businessName.trim().replace(/\s+/g, ' ');
  const nameError = businessNameError(businessName);
  if (nameError) throw validationError(nameError, 'businessName');
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw validationError(EMAIL_INVALID, 'email');
  if (isFreeMailAddress(email)) throw validationError(BUSINESS_EMAIL_FREE_MAIL, 'email');
  const website = cleanWebsite(input.website);
  const country = cleanCountry(input.country);
  const person = await ctx.db
    .selectFrom('users')
    .select('is_partner')
    .where('id', '=', actor.id)
    .executeTakeFirst();
  if (!person?.is_partner) throw new DomainError('FORBIDDEN', BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT);
  if (await emailExists(ctx, email)) throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const username = await freeUsername(tx, usernameBase(businessName, email));
      const business = await tx
        .insertInto('users')
        .values({
          username,
          email,
          password_hash: null,
          full_name: businessName,
          birth_date: null,
          image_id: null,
          is_partner: true,
          business_name: businessName,
          business_website: website,
          business_country: country,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('business_access')
        .values({ business_id: business.id, member_id: actor.id, permission: 'OWNER', granted_by: actor.id })
        .execute();
      const profile: BusinessProfile = {
        user: business,
        permissions: ['OWNER'],
        viewerMeetsMfaRequirement: true,
      };
      return profile;
    });
  } catch (error) {
    if (String(error).includes('users_email_key'))
      throw new DomainError('CONFLICT', EMAIL_TAKEN, { field: 'email' });
    throw error;
  }
}

/**
 * The business the request acts as, when the signed-in person owns it: its own account, or an OWNER grant. Who has
 * access and whether two-factor is required are the owners' to change.
 */
async function businessOwnedByActor(db: DbOrTx, ctx: RequestContext): Promise<UserRow> {
  const viewer = requireViewer(ctx);
  const actor = requireActor(ctx);
  const business = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', viewer.id)
    .executeTakeFirst();
  if (!business?.is_partner) throw new DomainError('FORBIDDEN', BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT);
  if (business.id === actor.id) return business;
  const grant = await db
    .selectFrom('business_access')
    .select('permission')
    .where('business_id', '=', business.id)
    .where('member_id', '=', actor.id)
    .executeTakeFirst();
  if (grant?.permission !== 'OWNER') throw new DomainError('FORBIDDEN', BUSINESS_ACCESS_OWNER_ONLY);
  return business;
}

/** Who may act for the business the request acts as: its own account first, then the people it let in. */
export async function businessMembers(ctx: RequestContext): Promise<BusinessMember[]> {
  const business = await businessOwnedByActor(ctx.db, ctx);
  const rows = await ctx.db
    .selectFrom('business_access')
    .innerJoin('users', 'users.id', 'business_access.member_id')
    .select(USER_COLUMNS)
    .select('business_access.permission')
    .where('business_access.business_id', '=', business.id)
    .orderBy('business_access.created_at')
    .orderBy('users.id')
    .execute();
  return [
    { user: business, permission: 'OWNER', isBusinessAccount: true },
    ...rows.map(({ permission, ...user }) => ({ user, permission, isBusinessAccount: false })),
  ];
}

async function userByLogin(tx: Tx, login: string): Promise<UserRow | undefined> {
  const text = login.trim().replace(/^@/, '');
  return tx
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) =>
      text.includes('@')
        ? eb(sql<string>`lower(email)`, '=', normalizeEmail(text))
        : eb(sql<string>`lower(username)`, '=', text.toLowerCase()),
    )
    .executeTakeFirst();
}

/** Lets another business account act for (or read the reports of) the business; changes the permission if set. */
export async function grantBusinessAccess(
  ctx: RequestContext,
  input: { login: string; permission: BusinessPermission },
): Promise<BusinessMember> {
  if (!['OWNER', 'ADMIN', 'ANALYST'].includes(input.permission)) {
    throw validationError('Please choose what they may do.', 'permission');
  }
  if (!input.login.trim()) throw validationError(BUSINESS_MEMBER_LOGIN_REQUIRED, 'login');
  return ctx.db.transaction().execute(async (tx) => {
    const business = await businessOwnedByActor(tx, ctx);
    const member = await userByLogin(tx, input.login);
    if (!member) throw validationError('We couldn’t find anyone with that username or email.', 'login');
    if (member.id === business.id) throw validationError('The business already owns its profile.', 'login');
    if (!member.is_partner) throw validationError(BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT, 'login');
    if (await blockedBetween(tx, business.id, member.id)) {
      throw validationError('Sorry, you can’t give this account access.', 'login');
    }
    await tx
      .insertInto('business_access')
      .values({
        business_id: business.id,
        member_id: member.id,
        permission: input.permission,
        granted_by: requireActor(ctx).id,
      })
      .onConflict((oc) =>
        oc.columns(['business_id', 'member_id']).doUpdateSet({ permission: input.permission }),
      )
      .execute();
    return { user: member, permission: input.permission, isBusinessAccount: false };
  });
}

/**
 * Ends someone's access: an owner removes anyone let in; a person may always leave a business themselves. The
 * business's own account cannot be removed, and at least one owner who can log in must stay for a profile that
 * has no password of its own.
 */
export async function revokeBusinessAccess(
  ctx: RequestContext,
  input: { businessId: string; memberId: string },
): Promise<void> {
  const actor = requireActor(ctx);
  if (!isEntityId(input.businessId) || !isEntityId(input.memberId)) throw notFound('access');
  await ctx.db.transaction().execute(async (tx) => {
    const grant = await tx
      .selectFrom('business_access')
      .select('permission')
      .where('business_id', '=', input.businessId)
      .where('member_id', '=', input.memberId)
      .forUpdate()
      .executeTakeFirst();
    const leaving = input.memberId === actor.id;
    if (!leaving) {
      const business = await businessOwnedByActor(tx, ctx);
      if (business.id !== input.businessId) throw new DomainError('FORBIDDEN', BUSINESS_ACCESS_OWNER_ONLY);
    }
    if (!grant) throw notFound('access');
    if (grant.permission === 'OWNER') {
      const business = await tx
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', input.businessId)
        .executeTakeFirstOrThrow();
      const owners = await tx
        .selectFrom('business_access')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('business_id', '=', input.businessId)
        .where('permission', '=', 'OWNER')
        .executeTakeFirstOrThrow();
      if (business.password_hash === null && owners.n <= 1) {
        throw new DomainError(
          'CONFLICT',
          'A business profile needs at least one owner. Add another owner first.',
        );
      }
    }
    await tx
      .deleteFrom('business_access')
      .where('business_id', '=', input.businessId)
      .where('member_id', '=', input.memberId)
      .execute();
  });
}

/** Owners may ask everyone else acting for the business to use two-factor authentication. */
export async function setBusinessRequiresMfa(ctx: RequestContext, requiresMfa: boolean): Promise<UserRow> {
  return ctx.db.transaction().execute(async (tx) => {
    const business = await businessOwnedByActor(tx, ctx);
    return tx
      .updateTable('users')
      .set({ requires_mfa: requiresMfa })
      .where('id', '=', business.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

import { normalizeEmail } from './email';
import { tooLongMessage } from './texts';

/** What a person may do for a business profile. A business's own account is its OWNER. */
export type BusinessPermission = 'OWNER' | 'ADMIN' | 'ANALYST';

export const BUSINESS_PERMISSIONS: readonly BusinessPermission[] = ['OWNER', 'ADMIN', 'ANALYST'];

export const BUSINESS_PERMISSION_LABELS: Record<BusinessPermission, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  ANALYST: 'Analyst',
};

/** Owners and admins act for the profile (save, create boards, promote); analysts only read its reports. */
export function permissionActs(permissions: readonly BusinessPermission[]): boolean {
  return permissions.includes('OWNER') || permissions.includes('ADMIN');
}

/**
 * The acting profile is used only if the MFA requirement is met or the profile is owner — and here
 * also only when the permission lets the person act at all.
 */
export function profileUsable(profile: {
  permissions: readonly BusinessPermission[];
  viewerMeetsMfaRequirement: boolean;
}): boolean {
  if (!permissionActs(profile.permissions)) return false;
  return profile.permissions.includes('OWNER') || profile.viewerMeetsMfaRequirement;
}

/** Switching works only for signed-in partners with more than one profile. */
export function switchingAvailable(isPartner: boolean, profileCount: number): boolean {
  return isPartner && profileCount > 1;
}

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const BUSINESS_NAME_REQUIRED = 'Please enter your business name.';

/** The error text a business name earns (a business account's, a linked profile's, an advertiser's), or null. */
export function businessNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return BUSINESS_NAME_REQUIRED;
  if (trimmed.length > BUSINESS_NAME_MAX_LENGTH) return tooLongMessage(BUSINESS_NAME_MAX_LENGTH);
  return null;
}

/** Giving someone access to a business needs their username or email. */
export const BUSINESS_MEMBER_LOGIN_REQUIRED = 'Enter their username or email.';

/**
 * The business-email check rejects free-mail domains — yahoo and hotmail by name, in any country's
 * variant; the third kind is not named, so Google's free mail (gmail, googlemail) stands for it here.
 */
const FREE_MAIL_DOMAIN = /(^|\.)(yahoo|ymail|hotmail|gmail|googlemail)\.[a-z.]+$/;

export const BUSINESS_EMAIL_FREE_MAIL = 'Please use an email address at your business’s own domain.';

export function isFreeMailAddress(email: string): boolean {
  const domain = normalizeEmail(email).split('@')[1] ?? '';
  return FREE_MAIL_DOMAIN.test(domain);
}

export const ACTING_AS_REFUSED = 'You can’t act for this business profile.';
export const ACTING_AS_NEEDS_MFA =
  'This business asks everyone acting for it to use two-factor authentication. Turn it on in Settings → Security first.';
/** An advertiser named in a request that belongs to no profile the person may act for (or to none at all). */
export const ADVERTISER_NOT_ACTED_FOR = 'You can’t act for this advertiser.';
export const ACTING_AS_READ_ONLY = 'Analysts can see this business’s reports but can’t act for it.';
export const BUSINESS_ACCESS_NEEDS_BUSINESS_ACCOUNT =
  'Only business accounts can be given access. Ask them to convert to a business account first.';
export const BUSINESS_ACCESS_OWNER_ONLY = 'Only the business’s owners can change who has access.';

/**
 * Whether a profile may use the shopping tool (tagging products a business sells on its pins): a business account
 * that is also a merchant, i.e. has an advertiser account its products and ads belong to.
 */
export function eligibleForShoppingTool(profile: { isPartner: boolean; merchantId: string | null }): boolean {
  return profile.isPartner && profile.merchantId !== null;
}

/**
 * What a person may do with an advertiser. MANAGE: its owner — the person, or someone acting for the profile that
 * owns it (owners and admins). READ: a member of that profile who does not act for it — an analyst, or an admin
 * who has not switched to it: campaigns, ad groups, ads, reports and insights, the report center, conversion
 * events and audiences, but never a change, the billing documents (money owed, the billing contact) or a secret
 * (conversion access tokens).
 */
export type AdvertiserAccess = 'MANAGE' | 'READ';

export const ADVERTISER_ACCESS_LEVELS: readonly AdvertiserAccess[] = ['MANAGE', 'READ'];

/** Whether `access` covers what a request needs: MANAGE covers everything, READ only reads. */
export function advertiserAccessAllows(access: AdvertiserAccess, need: AdvertiserAccess): boolean {
  return access === 'MANAGE' || need === 'READ';
}

/** A change (or a billing or secret read) asked by someone who may only read the advertiser. */
export const ADVERTISER_READ_ONLY =
  'You can see this advertiser’s campaigns and reports, but only its owners and admins can change them.';

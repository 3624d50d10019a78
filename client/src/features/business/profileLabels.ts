import {
  BUSINESS_PERMISSION_LABELS,
  type BusinessPermission,
  permissionActs,
  profileUsable,
} from '../../../../core/business';

/** What a profile shows for a person's access: "Owner", "Admin" or "Analyst". */
export function permissionLabel(permissions: readonly BusinessPermission[]): string {
  return permissions.map((p) => BUSINESS_PERMISSION_LABELS[p]).join(', ');
}

/**
 * Why a profile cannot be switched to, or null when it can: analysts only read reports, and a
 * business that requires two-factor authentication refuses admins who have not turned it on.
 */
export function unusableReason(profile: {
  permissions: readonly BusinessPermission[];
  viewerMeetsMfaRequirement: boolean;
}): string | null {
  if (profileUsable(profile)) return null;
  if (!permissionActs(profile.permissions)) return 'Analyst: reports only';
  return 'Needs two-factor authentication';
}

/** A business profile's shown name: the business name, or the account's full name for a personal one. */
export function profileName(user: { businessName?: string | null; fullName: string }): string {
  return user.businessName || user.fullName;
}

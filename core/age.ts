/** The date of birth must be at least this many years ago (configurable). */
export const MINIMUM_AGE_YEARS = 18;

export const TOO_YOUNG = `You must be at least ${MINIMUM_AGE_YEARS} years old to sign up.`;
export const BIRTHDATE_INVALID = 'Please enter a valid birthdate.';

/** Parses an ISO calendar date (YYYY-MM-DD) into its parts, or null when it is not a real date. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  if (year < 1900) return null;
  return { year, month, day };
}

/** True when someone born on `birthDate` has had their `years`-th birthday by `today`. */
export function isOldEnough(birthDate: string, today: Date, years: number = MINIMUM_AGE_YEARS): boolean {
  const born = parseBirthDate(birthDate);
  if (!born) return false;
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  const hadBirthdayThisYear = m > born.month || (m === born.month && d >= born.day);
  return y - born.year - (hadBirthdayThisYear ? 0 : 1) >= years;
}

/** The error text for a birth date, or null when it is acceptable. */
export function birthDateError(birthDate: string, today: Date): string | null {
  if (!parseBirthDate(birthDate)) return BIRTHDATE_INVALID;
  if (new Date(`${birthDate}T00:00:00Z`).getTime() > today.getTime()) return BIRTHDATE_INVALID;
  return isOldEnough(birthDate, today) ? null : TOO_YOUNG;
}

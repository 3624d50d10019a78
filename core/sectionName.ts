import { tooLongMessage } from './texts';

export const SECTION_NAME_MAX_LENGTH = 50;

export const SECTION_NAME_REQUIRED = 'Give your section a name';

/** Where a section name came from: typed (0), a recommendation taken as is (1), or an edited recommendation (2). */
export type SectionNameSource = 0 | 1 | 2;

export function sectionNameSource(name: string, recommendation: string | null): SectionNameSource {
  if (recommendation === null) return 0;
  return name.trim() === recommendation.trim() ? 1 : 2;
}

/** Returns the error text a section name earns, or null when its trimmed form is acceptable. */
export function sectionNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return SECTION_NAME_REQUIRED;
  if ([...trimmed].length > SECTION_NAME_MAX_LENGTH) return tooLongMessage(SECTION_NAME_MAX_LENGTH);
  return null;
}

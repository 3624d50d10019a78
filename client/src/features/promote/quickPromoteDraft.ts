import type { QUICK_PROMOTE_DRAFT_KEYS, QuickPromoteFormValues } from '../../../../core/quickPromote';

/** Where the settings form keeps its draft, so a reload or a detour keeps what was typed. */
const STORAGE_KEY = 'tackboard.quickPromoteDraft';

type Draft = Record<(typeof QUICK_PROMOTE_DRAFT_KEYS)[number], string | string[]>;

/** Storage failures (private mode, quota, disabled) are logged and ignored. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    console.warn('Cannot access localStorage.');
    return null;
  }
}

export function saveDraft(pinId: string, values: QuickPromoteFormValues): void {
  const draft: Draft = {
    pin: pinId,
    dailyBudget: values.budget,
    destinationUrl: values.destination_url,
    duration: values.duration,
    locale: navigator.language,
    name: values.name,
    interests: values.interests,
    ages: values.ages,
    genders: values.genders,
    adType: values.ad_type,
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    console.warn('Cannot access localStorage.');
  }
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

function list(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : fallback;
}

/** The stored draft for this pin laid over the form's defaults; the defaults alone when there is none. */
export function restoreDraft(pinId: string, defaults: QuickPromoteFormValues): QuickPromoteFormValues {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    console.warn('Cannot access localStorage.');
  }
  if (!raw) return defaults;
  let draft: Partial<Record<keyof Draft, unknown>>;
  try {
    draft = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
  } catch {
    return defaults;
  }
  if (draft.pin !== pinId) return defaults;
  const ages = list(draft.ages, defaults.ages);
  const genders = list(draft.genders, defaults.genders);
  return {
    ...defaults,
    budget: text(draft.dailyBudget, defaults.budget),
    destination_url: text(draft.destinationUrl, defaults.destination_url),
    duration: text(draft.duration, defaults.duration),
    name: text(draft.name, defaults.name),
    interests: list(draft.interests, defaults.interests),
    ages,
    genders,
    ad_type: text(draft.adType, defaults.ad_type),
    // A draft that narrowed the audience was not auto targeting.
    isAutoTargeting: ages.length === 0 && genders.length === 3,
  };
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    console.warn('Cannot access localStorage.');
  }
}

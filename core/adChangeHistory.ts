import { OBJECTIVE_LABELS } from './adsManager';
import { formatMinor } from './billing';

/**
 * The ads manager's change history: each create, edit, status change and duplicate of a campaign, ad group or ad
 * is kept with who made it and every setting it changed, before and after. Values are kept raw (minor units,
 * ISO times, id lists) and put into words when shown, in the advertiser's currency.
 */

export const AD_CHANGE_OBJECTS = ['CAMPAIGN', 'AD_GROUP', 'AD'] as const;
export type AdChangeObject = (typeof AD_CHANGE_OBJECTS)[number];

export const AD_CHANGE_ACTIONS = ['CREATED', 'EDITED', 'STATUS', 'DUPLICATED'] as const;
export type AdChangeAction = (typeof AD_CHANGE_ACTIONS)[number];

/** A setting's value as kept: text, minor units or an ISO time as text, a list of ids or codes, or unset. */
export type AdChangeValue = string | readonly string[] | null;

export interface AdSettingChange {
  field: AdChangeField;
  before: AdChangeValue;
  after: AdChangeValue;
}

/** Every setting the history follows, with how it is named and shown. */
export type AdChangeField =
  | 'name'
  | 'status'
  | 'objective'
  | 'budgetType'
  | 'budget'
  | 'startsAt'
  | 'endsAt'
  | 'bid'
  | 'countries'
  | 'interests'
  | 'audiencesInclude'
  | 'audiencesExclude'
  | 'pin'
  | 'productGroup';

type Shown = 'text' | 'money' | 'time' | 'list' | 'objective' | 'status';

const FIELDS: ReadonlyMap<AdChangeField, { label: string; shown: Shown }> = new Map([
  ['name', { label: 'Name', shown: 'text' }],
  ['status', { label: 'Status', shown: 'status' }],
  ['objective', { label: 'Objective', shown: 'objective' }],
  ['budgetType', { label: 'Budget type', shown: 'text' }],
  ['budget', { label: 'Budget', shown: 'money' }],
  ['startsAt', { label: 'Start', shown: 'time' }],
  ['endsAt', { label: 'End', shown: 'time' }],
  ['bid', { label: 'Bid (per 1,000 impressions)', shown: 'money' }],
  ['countries', { label: 'Countries', shown: 'list' }],
  ['interests', { label: 'Interests', shown: 'list' }],
  ['audiencesInclude', { label: 'Audiences served', shown: 'list' }],
  ['audiencesExclude', { label: 'Audiences left out', shown: 'list' }],
  ['pin', { label: 'Pin', shown: 'text' }],
  ['productGroup', { label: 'Product group', shown: 'text' }],
] as const);

export function isAdChangeField(value: string): value is AdChangeField {
  return FIELDS.has(value as AdChangeField);
}

export function adChangeFieldLabel(field: AdChangeField): string {
  return FIELDS.get(field)?.label ?? field;
}

const STATUS_WORDS: ReadonlyMap<string, string> = new Map([
  ['ACTIVE', 'Active'],
  ['PAUSED', 'Paused'],
  ['ARCHIVED', 'Archived'],
  ['DRAFT', 'Draft'],
  ['COMPLETED', 'Completed'],
]);

const BUDGET_TYPE_WORDS: ReadonlyMap<string, string> = new Map([
  ['DAILY', 'Daily'],
  ['LIFETIME', 'Lifetime'],
]);

/** A kept value in words: "US$12.50", "Paused", "2026-11-27 14:05 UTC", "US, GB"; "—" for unset. */
export function formatAdChangeValue(field: AdChangeField, value: AdChangeValue, currency: string): string {
  if (value === null) return field === 'endsAt' ? 'No end date' : '—';
  if (typeof value !== 'string') return value.length === 0 ? 'None' : value.join(', ');
  switch (FIELDS.get(field)?.shown) {
    case 'money':
      return /^-?\d+$/.test(value) ? formatMinor(value, currency) : value;
    case 'time': {
      const time = new Date(value);
      return Number.isNaN(time.getTime())
        ? value
        : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    }
    case 'objective':
      return Object.hasOwn(OBJECTIVE_LABELS, value)
        ? OBJECTIVE_LABELS[value as keyof typeof OBJECTIVE_LABELS]
        : value;
    case 'status':
      return STATUS_WORDS.get(value) ?? value;
    default:
      return field === 'budgetType' ? (BUDGET_TYPE_WORDS.get(value) ?? value) : value;
  }
}

function same(a: AdChangeValue, b: AdChangeValue): boolean {
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The settings that differ between two snapshots of an object, in the order of `after`'s keys. */
export function settingChanges(
  before: Partial<Record<AdChangeField, AdChangeValue>>,
  after: Partial<Record<AdChangeField, AdChangeValue>>,
): AdSettingChange[] {
  const changes: AdSettingChange[] = [];
  for (const [field, value] of Object.entries(after) as [AdChangeField, AdChangeValue][]) {
    const was = Object.hasOwn(before, field) ? (before[field] ?? null) : null;
    if (!same(was, value)) changes.push({ field, before: was, after: value });
  }
  return changes;
}

const ACTION_WORDS: ReadonlyMap<AdChangeAction, string> = new Map([
  ['CREATED', 'Created'],
  ['EDITED', 'Edited'],
  ['STATUS', 'Changed status'],
  ['DUPLICATED', 'Duplicated'],
]);

const OBJECT_WORDS: ReadonlyMap<AdChangeObject, string> = new Map([
  ['CAMPAIGN', 'Campaign'],
  ['AD_GROUP', 'Ad group'],
  ['AD', 'Ad'],
]);

export function adChangeActionLabel(action: AdChangeAction): string {
  return ACTION_WORDS.get(action) ?? action;
}

export function adChangeObjectLabel(object: AdChangeObject): string {
  return OBJECT_WORDS.get(object) ?? object;
}

import { formatBudget } from '../../../../core/quickPromote';
import { DAY_MS } from '../../../../core/time';
import type { BudgetType, CampaignStatus } from '../../gql/graphql';

export const STATUS_LABELS: Record<CampaignStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  COMPLETED: 'Completed',
  ARCHIVED: 'Archived',
  DRAFT: 'Draft',
};

export function budgetText(budget: number, budgetType: BudgetType, currency: string): string {
  return `${formatBudget(budget, currency)} ${budgetType === 'DAILY' ? 'a day' : 'in total'}`;
}

export function dateText(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A date input's day (UTC) as the moment it starts; the end date is inclusive, so it ends when the next day starts. */
export function startOfDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function endOfDay(date: string): Date {
  return new Date(startOfDay(date).getTime() + DAY_MS);
}

/** The inclusive end date of an end moment, for a date input. */
export function inclusiveEndDate(endsAt: string | null): string {
  return endsAt ? new Date(new Date(endsAt).getTime() - DAY_MS).toISOString().slice(0, 10) : '';
}

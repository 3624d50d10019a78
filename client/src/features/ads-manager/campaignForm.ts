import {
  type AdGroupField,
  adGroupSettingsError,
  amountToMinor,
  type CampaignField,
  type CampaignObjective,
  campaignSettingsError,
  minorToAmount,
  normalizeCountries,
  normalizeInterests,
} from '../../../../core/adsManager';
import type { AdGroupSettingsInput, BudgetType, CampaignSettingsInput } from '../../gql/graphql';
import { endOfDay, inclusiveEndDate, startOfDay } from './campaignLabels';

/** The create and edit forms' values, as typed. */
export interface CampaignFormValues {
  name: string;
  objectiveType: CampaignObjective;
  budgetType: BudgetType;
  budget: string;
  /** YYYY-MM-DD; blank: now. */
  startDate: string;
  /** YYYY-MM-DD, the last day it runs; blank: runs on. */
  endDate: string;
}

export interface AdGroupFormValues {
  name: string;
  countries: string;
  interests: string;
  bid: string;
}

export const DEFAULT_CAMPAIGN: CampaignFormValues = {
  name: 'New campaign',
  objectiveType: 'AWARENESS',
  budgetType: 'DAILY',
  budget: '10.00',
  startDate: '',
  endDate: '',
};

export const DEFAULT_AD_GROUP: AdGroupFormValues = {
  name: 'Ad group 1',
  countries: 'US',
  interests: '',
  bid: '2.00',
};

export function campaignInput(values: CampaignFormValues): CampaignSettingsInput {
  return {
    name: values.name,
    objectiveType: values.objectiveType,
    budgetType: values.budgetType,
    budgetMinor: amountToMinor(values.budget) ?? 0,
    startsAt: values.startDate ? startOfDay(values.startDate).toISOString() : null,
    endsAt: values.endDate ? endOfDay(values.endDate).toISOString() : null,
  };
}

export function adGroupInput(values: AdGroupFormValues): AdGroupSettingsInput {
  return {
    name: values.name,
    countries: normalizeCountries([values.countries]),
    interests: normalizeInterests([values.interests]),
    bidMinor: amountToMinor(values.bid) ?? 0,
  };
}

export interface AudienceChoice {
  include: ReadonlySet<string>;
  exclude: ReadonlySet<string>;
}

/**
 * Ticking an audience on one side takes it off the other: one ad group cannot both show only to people in an
 * audience and leave them out.
 */
export function chooseAudience(
  choice: AudienceChoice,
  side: 'include' | 'exclude',
  audienceId: string,
  on: boolean,
): AudienceChoice {
  const include = new Set(choice.include);
  const exclude = new Set(choice.exclude);
  const [mine, other] = side === 'include' ? [include, exclude] : [exclude, include];
  if (on) {
    mine.add(audienceId);
    other.delete(audienceId);
  } else {
    mine.delete(audienceId);
  }
  return { include, exclude };
}

/** An ad group's audience choice as the input's two lists. */
export function audienceInput(choice: AudienceChoice): {
  audiencesInclude: string[];
  audiencesExclude: string[];
} {
  return { audiencesInclude: [...choice.include], audiencesExclude: [...choice.exclude] };
}

/** The campaign form's first problem, checked with the server's rules. */
export function campaignFormError(
  values: CampaignFormValues,
  now: Date,
): { field: CampaignField; message: string } | null {
  const input = campaignInput(values);
  return campaignSettingsError(
    {
      name: input.name,
      objectiveType: input.objectiveType,
      budgetType: input.budgetType,
      budget: input.budgetMinor,
      startsAt: input.startsAt ? new Date(input.startsAt) : now,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
    },
    now,
  );
}

export function adGroupFormError(
  values: AdGroupFormValues,
  campaign: CampaignFormValues,
): { field: AdGroupField; message: string } | null {
  const input = adGroupInput(values);
  return adGroupSettingsError(
    {
      name: input.name,
      countries: input.countries,
      interests: input.interests,
      bid: input.bidMinor,
      budgetType: null,
      budget: null,
    },
    amountToMinor(campaign.budget) ?? 0,
  );
}

/** A saved campaign's settings as form values. */
export function campaignFormValues(campaign: {
  name: string;
  objectiveType: string;
  budgetType: BudgetType;
  budget: number;
  startsAt: string;
  endsAt?: string | null;
}): CampaignFormValues {
  return {
    name: campaign.name,
    objectiveType: campaign.objectiveType as CampaignObjective,
    budgetType: campaign.budgetType,
    budget: minorToAmount(Math.round(campaign.budget * 100)),
    startDate: campaign.startsAt.slice(0, 10),
    endDate: inclusiveEndDate(campaign.endsAt ?? null),
  };
}

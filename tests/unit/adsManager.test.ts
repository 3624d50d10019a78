import { describe, expect, it } from 'vitest';
import { AD_COUNTRY_TEXTS } from '../../core/adCountries';
import {
  ADS_MANAGER_TEXTS,
  adGroupSettingsError,
  amountToMinor,
  budgetFits,
  type CampaignSettings,
  campaignSettingsError,
  duplicateName,
  normalizeCountries,
  withinSchedule,
} from '../../core/adsManager';

const NOW = new Date('2026-05-01T12:00:00Z');
const DAY = 86_400_000;

const CAMPAIGN: CampaignSettings = {
  name: 'Spring desks',
  objectiveType: 'AWARENESS',
  budgetType: 'DAILY',
  budget: 5000,
  startsAt: NOW,
  endsAt: null,
};

const GROUP = {
  name: 'US makers',
  countries: ['US'],
  interests: ['wood'],
  bid: 250,
  budgetType: null,
  budget: null,
};

describe('campaign settings', () => {
  it('accepts a daily budget that runs on, and a lifetime budget with an end', () => {
    expect(campaignSettingsError(CAMPAIGN, NOW)).toBeNull();
    const lifetime = { ...CAMPAIGN, budgetType: 'LIFETIME', endsAt: new Date(NOW.getTime() + 7 * DAY) };
    expect(campaignSettingsError(lifetime, NOW)).toBeNull();
  });

  it('names the first problem and its field', () => {
    const cases: [Partial<CampaignSettings>, string, string][] = [
      [{ name: ' ' }, 'name', ADS_MANAGER_TEXTS.nameMissing],
      [{ name: 'x'.repeat(65) }, 'name', ADS_MANAGER_TEXTS.nameTooLong],
      [{ objectiveType: 'PURCHASE' }, 'objectiveType', ADS_MANAGER_TEXTS.objectiveInvalid],
      [{ budgetType: 'WEEKLY' }, 'budgetType', ADS_MANAGER_TEXTS.budgetTypeInvalid],
      [{ budget: 99 }, 'budget', ADS_MANAGER_TEXTS.budgetInvalid],
      [{ budget: 12.5 }, 'budget', ADS_MANAGER_TEXTS.budgetInvalid],
      [{ budget: 100_000_001 }, 'budget', ADS_MANAGER_TEXTS.budgetTooHigh],
      [{ budgetType: 'LIFETIME' }, 'endsAt', ADS_MANAGER_TEXTS.lifetimeNeedsEnd],
      [{ endsAt: new Date(NOW.getTime() - DAY) }, 'endsAt', ADS_MANAGER_TEXTS.endBeforeStart],
      [
        { startsAt: new Date(NOW.getTime() - 3 * DAY), endsAt: new Date(NOW.getTime() - DAY) },
        'endsAt',
        ADS_MANAGER_TEXTS.endInPast,
      ],
      [{ endsAt: new Date(NOW.getTime() + 731 * DAY) }, 'endsAt', ADS_MANAGER_TEXTS.scheduleTooLong],
    ];
    for (const [change, field, message] of cases) {
      expect(campaignSettingsError({ ...CAMPAIGN, ...change }, NOW)).toEqual({
        field,
        message,
      });
    }
  });
});

describe('ad group settings', () => {
  it('accepts targeting by country and interest with a bid inside the budgets', () => {
    expect(adGroupSettingsError(GROUP, 5000)).toBeNull();
    expect(
      adGroupSettingsError({ ...GROUP, countries: [], budgetType: 'DAILY', budget: 1000 }, 5000),
    ).toBeNull();
  });

  it('refuses bad countries, too many interests, bids outside the limits or above a budget', () => {
    expect(adGroupSettingsError({ ...GROUP, countries: ['USA'] }, 5000)?.field).toBe('countries');
    expect(adGroupSettingsError({ ...GROUP, countries: ['US', 'KP'] }, 5000)?.message).toBe(
      AD_COUNTRY_TEXTS.targetCountry,
    );
    expect(
      adGroupSettingsError({ ...GROUP, interests: Array.from({ length: 21 }, (_, i) => `i${i}`) }, 5000)
        ?.field,
    ).toBe('interests');
    expect(adGroupSettingsError({ ...GROUP, bid: 0 }, 5000)?.message).toBe(ADS_MANAGER_TEXTS.bidInvalid);
    expect(adGroupSettingsError({ ...GROUP, bid: 100_001 }, 200_000)?.message).toBe(
      ADS_MANAGER_TEXTS.bidTooHigh,
    );
    expect(adGroupSettingsError({ ...GROUP, bid: 6000 }, 5000)?.message).toBe(
      ADS_MANAGER_TEXTS.bidOverBudget,
    );
    expect(adGroupSettingsError({ ...GROUP, budgetType: 'DAILY', budget: 200 }, 5000)?.message).toBe(
      ADS_MANAGER_TEXTS.bidOverBudget,
    );
    expect(adGroupSettingsError({ ...GROUP, budgetType: null, budget: 1000 }, 5000)?.field).toBe(
      'budgetType',
    );
  });

  it('reads countries as typed', () => {
    expect(normalizeCountries(['us, ca', 'GB+us'])).toEqual(['US', 'CA', 'GB']);
  });
});

describe('budget pacing and schedule', () => {
  const spend = { spendDay: '2026-05-01', daySpendMilli: 4_999_750, totalSpendMilli: 9_000_000 };

  it('paces a daily budget by what was spent today, and starts afresh the next day', () => {
    expect(budgetFits('DAILY', 5000, spend, 250, '2026-05-01')).toBe(true);
    expect(budgetFits('DAILY', 5000, spend, 251, '2026-05-01')).toBe(false);
    expect(budgetFits('DAILY', 5000, spend, 251, '2026-05-02')).toBe(true);
  });

  it('caps a lifetime budget by everything spent', () => {
    expect(budgetFits('LIFETIME', 9000, spend, 1, '2026-05-02')).toBe(false);
    expect(budgetFits('LIFETIME', 9001, spend, 1000, '2026-05-02')).toBe(true);
  });

  it('runs from the start until the end', () => {
    expect(withinSchedule(NOW, null, NOW)).toBe(true);
    expect(withinSchedule(new Date(NOW.getTime() + 1), null, NOW)).toBe(false);
    expect(withinSchedule(new Date(NOW.getTime() - DAY), NOW, NOW)).toBe(false);
  });
});

describe('amounts and names', () => {
  it('reads amounts with at most two decimals into minor units', () => {
    expect(amountToMinor('12.5')).toBe(1250);
    expect(amountToMinor('3')).toBe(300);
    expect(amountToMinor('1.234')).toBeNull();
    expect(amountToMinor('-1')).toBeNull();
  });

  it('names a copy inside the name limit', () => {
    expect(duplicateName('Desks')).toBe('Copy of Desks');
    expect([...duplicateName('x'.repeat(64))].length).toBe(64);
  });
});

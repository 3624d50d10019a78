import { describe, expect, it } from 'vitest';
import {
  AGE_BUCKETS,
  ageBucketOf,
  ageTargetingMatches,
  CAMPAIGN_NAME_LIMIT,
  currencyForCountry,
  cutCampaignName,
  DEFAULT_GENDERS,
  formatBudget,
  initialQuickPromoteValues,
  MICRO_CURRENCY_MULTIPLIER,
  minimumBudget,
  parseCountryList,
  parseDuration,
  QUICK_PROMOTE_DEFAULT_COUNTRY,
  QUICK_PROMOTE_DEFAULT_DURATION_DAYS,
  QUICK_PROMOTE_DRAFT_KEYS,
  QUICK_PROMOTE_TEXTS,
  type QuickPromoteFormValues,
  type QuickPromoteSettings,
  quickPromoteDefaults,
  quickPromoteErrors,
  quickPromoteIneligibility,
  quickPromoteRequestBody,
  toMicroCurrency,
  watchTimeText,
} from '../../core/quickPromote';

const TODAY = new Date('2024-06-15T12:00:00Z');

describe('quick-promote default budget and duration by country', () => {
  it('US 3/10, CZ 80/10, SE, NO and DK 10/30, every other country 1/10', () => {
    expect(quickPromoteDefaults('US')).toEqual({ budget: 3, durationDays: 10 });
    expect(quickPromoteDefaults('CZ')).toEqual({ budget: 80, durationDays: 10 });
    for (const c of ['SE', 'NO', 'DK'])
      expect(quickPromoteDefaults(c)).toEqual({ budget: 10, durationDays: 30 });
    expect(quickPromoteDefaults('FR')).toEqual({ budget: 1, durationDays: 10 });
    expect(quickPromoteDefaults('gb')).toEqual({ budget: 1, durationDays: 10 });
  });

  it('an unknown or missing country is the default country US, with the default duration 10', () => {
    expect(QUICK_PROMOTE_DEFAULT_COUNTRY).toBe('US');
    expect(QUICK_PROMOTE_DEFAULT_DURATION_DAYS).toBe(10);
    expect(quickPromoteDefaults(null)).toEqual({ budget: 3, durationDays: 10 });
    expect(quickPromoteDefaults('not a country')).toEqual({ budget: 3, durationDays: 10 });
  });

  it('the minimum budget is 1, and 11 in CZ', () => {
    expect(minimumBudget('US')).toBe(1);
    expect(minimumBudget('DE')).toBe(1);
    expect(minimumBudget('cz')).toBe(11);
  });
});

describe('currency by country', () => {
  it('euro for the ten listed eurozone countries', () => {
    for (const c of ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT']) {
      expect(currencyForCountry(c)).toBe('EUR');
    }
  });
  it('AUD, CAD, CHF, DKK, GBP, NOK, NZD, SEK in their own countries', () => {
    expect(['AU', 'CA', 'CH', 'DK', 'GB', 'NO', 'NZ', 'SE'].map((c) => currencyForCountry(c))).toEqual([
      'AUD',
      'CAD',
      'CHF',
      'DKK',
      'GBP',
      'NOK',
      'NZD',
      'SEK',
    ]);
  });
  it('USD otherwise, even for eurozone countries outside the euro list and for CZ', () => {
    expect(currencyForCountry('US')).toBe('USD');
    expect(currencyForCountry('GR')).toBe('USD');
    expect(currencyForCountry('CZ')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });
});

describe('micro currency', () => {
  it('one unit is a million micros, rounded to whole micros', () => {
    expect(MICRO_CURRENCY_MULTIPLIER).toBe(1_000_000);
    expect(toMicroCurrency(3)).toBe(3_000_000);
    expect(toMicroCurrency(0.1 + 0.2)).toBe(300_000);
  });
  it('formats budgets with their currency', () => {
    expect(formatBudget(3, 'USD')).toBe('$3.00');
    expect(formatBudget(11, 'EUR')).toBe('€11.00');
  });
});

describe('campaign name', () => {
  it('keeps names under 64 characters', () => {
    const name = 'a'.repeat(63);
    expect(cutCampaignName(name)).toBe(name);
  });
  it('cuts names of 64 or more characters to 62 plus an ellipsis', () => {
    expect(CAMPAIGN_NAME_LIMIT).toBe(64);
    expect(cutCampaignName('b'.repeat(64))).toBe(`${'b'.repeat(62)}…`);
    expect(cutCampaignName('c'.repeat(200))).toHaveLength(63);
  });
});

describe('duration is parsed as an integer', () => {
  it('reads the leading integer', () => {
    expect(parseDuration('10')).toBe(10);
    expect(parseDuration('7.9')).toBe(7);
    expect(parseDuration('30 days')).toBe(30);
    expect(parseDuration(12.4)).toBe(12);
    expect(Number.isNaN(parseDuration('ten'))).toBe(true);
  });
});

describe('audience', () => {
  it('targets female, male and unknown by default', () => {
    expect(DEFAULT_GENDERS).toEqual(['female', 'male', 'unknown']);
  });
  it('puts ages into buckets, nobody under 18', () => {
    expect(AGE_BUCKETS[0]).toBe('18-24');
    expect(ageBucketOf(17)).toBeNull();
    expect(ageBucketOf(18)).toBe('18-24');
    expect(ageBucketOf(34)).toBe('25-34');
    expect(ageBucketOf(47)).toBe('45-49');
    expect(ageBucketOf(64)).toBe('55-64');
    expect(ageBucketOf(90)).toBe('65+');
  });
  it('matches age targeting against a birth date when known', () => {
    expect(ageTargetingMatches(['25-34'], '1990-06-16', TODAY)).toBe(true); // 33
    expect(ageTargetingMatches(['18-24'], '1990-06-16', TODAY)).toBe(false);
    expect(ageTargetingMatches([], '1990-06-16', TODAY)).toBe(true);
    expect(ageTargetingMatches(['18-24'], null, TODAY)).toBe(true);
  });
  it('reads the location from a plus-separated country string', () => {
    expect(parseCountryList('US+ca+XYZ+')).toEqual(['US', 'CA']);
  });
});

function settings(overrides: Partial<QuickPromoteSettings> = {}): QuickPromoteSettings {
  return {
    campaignName: 'Spring',
    destinationUrl: 'https://shop.example.com/spring',
    budgetInMicroCurrency: 3_000_000,
    durationDays: 10,
    isOngoing: false,
    inclusiveEndDate: null,
    autoTargeting: true,
    targeting: { ages: [], genders: ['female', 'male', 'unknown'], interests: [], country: ['US'] },
    ...overrides,
  };
}

describe('quick-promote validation', () => {
  const us = { country: 'US', today: TODAY };
  it('accepts good settings', () => {
    expect(quickPromoteErrors(settings(), us)).toEqual({});
  });
  it('needs a budget of at least the minimum, in the country currency', () => {
    expect(quickPromoteErrors(settings({ budgetInMicroCurrency: 999_999 }), us).budget).toBe(
      QUICK_PROMOTE_TEXTS.budgetTooLow('$1.00'),
    );
    expect(
      quickPromoteErrors(settings({ budgetInMicroCurrency: 10_000_000 }), { country: 'CZ', today: TODAY })
        .budget,
    ).toBe('Your daily budget must be at least $11.00.');
    expect(quickPromoteErrors(settings({ budgetInMicroCurrency: 0 }), us).budget).toBe(
      QUICK_PROMOTE_TEXTS.budgetMissing,
    );
  });
  it('needs a duration of 1 to 90 days unless ongoing or ending on a date', () => {
    expect(quickPromoteErrors(settings({ durationDays: 0 }), us).duration).toBe(
      QUICK_PROMOTE_TEXTS.durationInvalid,
    );
    expect(quickPromoteErrors(settings({ durationDays: 91 }), us).duration).toBe(
      QUICK_PROMOTE_TEXTS.durationInvalid,
    );
    expect(quickPromoteErrors(settings({ durationDays: 90 }), us).duration).toBeUndefined();
    expect(quickPromoteErrors(settings({ durationDays: null, isOngoing: true }), us)).toEqual({});
  });
  it('needs an end date after today', () => {
    expect(quickPromoteErrors(settings({ inclusiveEndDate: '2024-06-15' }), us).inclusiveEndDate).toBe(
      QUICK_PROMOTE_TEXTS.endDateInvalid,
    );
    expect(quickPromoteErrors(settings({ inclusiveEndDate: '2024-02-30' }), us).inclusiveEndDate).toBe(
      QUICK_PROMOTE_TEXTS.endDateInvalid,
    );
    expect(quickPromoteErrors(settings({ inclusiveEndDate: '2024-06-16' }), us)).toEqual({});
  });
  it('requires a link (ad creation)', () => {
    expect(quickPromoteErrors(settings({ destinationUrl: ' ' }), us).destinationUrl).toBe(
      QUICK_PROMOTE_TEXTS.linkRequired,
    );
    expect(quickPromoteErrors(settings({ destinationUrl: 'javascript:alert(1)' }), us).destinationUrl).toBe(
      QUICK_PROMOTE_TEXTS.linkInvalid,
    );
  });
  it('checks chosen genders and ages when not auto targeting', () => {
    const manual = (ages: string[], genders: string[]) =>
      settings({ autoTargeting: false, targeting: { ages, genders, interests: [], country: ['US'] } });
    expect(quickPromoteErrors(manual([], []), us).genders).toBe(QUICK_PROMOTE_TEXTS.gendersInvalid);
    expect(quickPromoteErrors(manual([], ['robot']), us).genders).toBe(QUICK_PROMOTE_TEXTS.gendersInvalid);
    expect(quickPromoteErrors(manual(['13-17'], ['female']), us).ages).toBe(QUICK_PROMOTE_TEXTS.agesInvalid);
    expect(quickPromoteErrors(manual(['25-34'], ['female']), us)).toEqual({});
  });
});

function formValues(overrides: Partial<QuickPromoteFormValues> = {}): QuickPromoteFormValues {
  return {
    ...initialQuickPromoteValues({
      advertiserId: '7',
      country: 'US',
      pinTitle: 'Lamp',
      pinLink: 'https://shop.example.com/lamp',
      today: TODAY,
    }),
    ...overrides,
  };
}

describe('the quick-promote request body', () => {
  const choice = { pinId: '42', productGroupId: null, country: 'US' };
  it('starts from the country default budget and duration and the pin link', () => {
    const values = formValues();
    expect(values.budget).toBe('3');
    expect(values.duration).toBe('10');
    expect(values.destination_url).toBe('https://shop.example.com/lamp');
    expect(values.genders).toEqual(['female', 'male', 'unknown']);
  });
  it('sends the fixed fields every quick-promote body carries', () => {
    const body = quickPromoteRequestBody(formValues({ budget: '4.5', duration: '12 days' }), choice)!;
    expect(body).toMatchObject({
      budget_in_micro_currency: 4_500_000,
      duration: 12,
      start_now: true,
      ads_client_type: 'quick_promote',
      flexible_daily_budget_enabled: false,
      pin_id: '42',
      product_group_id: null,
      advertiser_id: '7',
      destination_url: 'https://shop.example.com/lamp',
    });
    expect(body.targeting_spec).toEqual({
      ages: [],
      genders: ['female', 'male', 'unknown'],
      interests: [],
      country: ['US'],
    });
  });
  it('cuts the campaign name', () => {
    expect(quickPromoteRequestBody(formValues({ name: 'x'.repeat(80) }), choice)!.campaign_name).toHaveLength(
      63,
    );
  });
  it('sends the end date only when not ongoing and not blank', () => {
    expect(quickPromoteRequestBody(formValues({ inclusive_end_date: '2024-07-01' }), choice)).toHaveProperty(
      'inclusive_end_date',
      '2024-07-01',
    );
    expect(quickPromoteRequestBody(formValues({ inclusive_end_date: '  ' }), choice)).not.toHaveProperty(
      'inclusive_end_date',
    );
    expect(
      quickPromoteRequestBody(formValues({ inclusive_end_date: '2024-07-01', is_ongoing: true }), choice),
    ).not.toHaveProperty('inclusive_end_date');
  });
  it('sends the destination url only when a pin is chosen', () => {
    expect(quickPromoteRequestBody(formValues(), { ...choice, pinId: null })).not.toHaveProperty(
      'destination_url',
    );
  });
  it('does not submit a product group without a pin', () => {
    expect(
      quickPromoteRequestBody(formValues(), { pinId: null, productGroupId: '9', country: 'US' }),
    ).toBeNull();
  });
  it('sends the chosen ages and genders when not auto targeting', () => {
    const body = quickPromoteRequestBody(
      formValues({ isAutoTargeting: false, ages: ['25-34'], genders: ['female'] }),
      choice,
    )!;
    expect(body.targeting_spec.ages).toEqual(['25-34']);
    expect(body.targeting_spec.genders).toEqual(['female']);
  });
  it("keeps its draft under the legacy client's keys", () => {
    expect(QUICK_PROMOTE_DRAFT_KEYS).toEqual([
      'pin',
      'dailyBudget',
      'destinationUrl',
      'duration',
      'locale',
      'name',
      'interests',
      'ages',
      'genders',
      'adType',
    ]);
  });
});

describe('quick-promote eligibility', () => {
  const now = new Date('2024-06-15T12:00:00Z');
  it('needs a signed-in account at least a day old', () => {
    expect(quickPromoteIneligibility(null, now)).toBe('signedOut');
    expect(quickPromoteIneligibility({ createdAt: new Date('2024-06-15T00:00:00Z') }, now)).toBe('tooNew');
    expect(quickPromoteIneligibility({ createdAt: new Date('2024-06-14T12:00:00Z') }, now)).toBeNull();
    // The operator's setting (QUICK_PROMOTE_MIN_ACCOUNT_AGE_HOURS) replaces the day.
    expect(
      quickPromoteIneligibility({ createdAt: new Date('2024-06-15T11:00:00Z') }, now, 3_600_000),
    ).toBeNull();
  });

  it('does not refuse business (partner) accounts: Promote your Pin converts people on their way to it', () => {
    const business = { isPartner: true, createdAt: new Date('2020-01-01') };
    expect(quickPromoteIneligibility(business, now)).toBeNull();
  });
});

describe('watched time in the campaigns report', () => {
  it('reads as seconds, minutes and hours, whole units only', () => {
    expect(watchTimeText(0)).toBe('0 s');
    expect(watchTimeText(45.9)).toBe('45 s');
    expect(watchTimeText(200)).toBe('3 min 20 s');
    expect(watchTimeText(180)).toBe('3 min');
    expect(watchTimeText(7500)).toBe('2 h 5 min');
    expect(watchTimeText(7200)).toBe('2 h');
  });
});

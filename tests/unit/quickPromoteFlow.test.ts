import { describe, expect, it } from 'vitest';
import {
  errorModalBackSteps,
  firstStep,
  layoutSize,
  nextStep,
  QUICK_PROMOTE_CLOSE_EXPERIMENT,
  QUICK_PROMOTE_CLOSE_GROUPS,
  quickPromoteFailure,
  setupStep,
} from '../../core/quickPromoteFlow';
import { EXPERIMENTS, experimentBucket, groupForBucket } from '../../server/domain/experiments';

const none = { hasBusinessInfo: false, hasBillingInfo: false };
const businessOnly = { hasBusinessInfo: true, hasBillingInfo: false };
const both = { hasBusinessInfo: true, hasBillingInfo: true };

describe('quick-promote steps', () => {
  it('starts with pin selection when no pin is chosen (the dedicated page)', () => {
    expect(firstStep({ ...both, pinChosen: false })).toBe('PIN_SELECTION');
    expect(nextStep('PIN_SELECTION', { type: 'PIN_CHOSEN', ...none })).toBe('BUSINESS_FORM');
  });
  it('valid business and billing info go on to the ad, whose submit succeeds', () => {
    expect(setupStep(both)).toBe('SETTINGS_FORM');
    expect(nextStep('SETTINGS_FORM', { type: 'SUBMITTED' })).toBe('SUCCESS');
  });
  it('only business info goes to the billing form', () => {
    expect(setupStep(businessOnly)).toBe('BILLING_FORM');
    expect(nextStep('BUSINESS_FORM', { type: 'BUSINESS_SAVED' })).toBe('BILLING_FORM');
    expect(nextStep('BILLING_FORM', { type: 'BILLING_SAVED' })).toBe('SETTINGS_FORM');
  });
  it('otherwise the business form is shown', () => {
    expect(firstStep({ ...none, pinChosen: true })).toBe('BUSINESS_FORM');
  });
  it('a server error with area modal goes to the error modal; area pin stays on the form', () => {
    expect(nextStep('SETTINGS_FORM', { type: 'FAILED', area: 'modal' })).toBe('ERROR');
    expect(nextStep('SETTINGS_FORM', { type: 'FAILED', area: 'pin' })).toBe('SETTINGS_FORM');
  });
  it('stepping past the last step ends the flow', () => {
    expect(nextStep('SUCCESS', { type: 'NEXT' })).toBe('DONE');
    expect(nextStep('ERROR', { type: 'NEXT' })).toBe('DONE');
    expect(nextStep('BUSINESS_FORM', { type: 'NEXT' })).toBe('BUSINESS_FORM');
  });
  it('ignores events that do not belong to the step', () => {
    expect(nextStep('BILLING_FORM', { type: 'SUBMITTED' })).toBe('BILLING_FORM');
  });
});

describe('quick-promote failures', () => {
  it('shows a message with area pin on 401, otherwise with area modal', () => {
    expect(quickPromoteFailure(401, 'Log in again', 'generic')).toEqual({
      area: 'pin',
      message: 'Log in again',
    });
    expect(quickPromoteFailure(400, 'Too low', 'generic')).toEqual({ area: 'modal', message: 'Too low' });
  });
  it('without a message, a generic modal error', () => {
    expect(quickPromoteFailure(401, null, 'generic')).toEqual({ area: 'modal', message: 'generic' });
    expect(quickPromoteFailure(500, '  ', 'generic')).toEqual({ area: 'modal', message: 'generic' });
  });
});

describe('error modal closing', () => {
  it('goes back one entry, or three after the pin builder', () => {
    expect(errorModalBackSteps(null)).toBe(1);
    expect(errorModalBackSteps('/pin/4/')).toBe(1);
    expect(errorModalBackSteps('/pin-builder/')).toBe(3);
    expect(errorModalBackSteps('/pin-builder')).toBe(3);
    expect(errorModalBackSteps('/pin-builders-club/')).toBe(1);
  });
});

describe('layout breakpoints', () => {
  it('narrow below 870, medium 870 to 1275, wide above', () => {
    expect(layoutSize(869)).toBe('NARROW');
    expect(layoutSize(870)).toBe('MEDIUM');
    expect(layoutSize(1275)).toBe('MEDIUM');
    expect(layoutSize(1276)).toBe('WIDE');
  });
});

describe('the close-window experiment', () => {
  it('control keeps the window open on the success step; close_on_success closes it at once', () => {
    expect(nextStep('SETTINGS_FORM', { type: 'SUBMITTED' })).toBe('SUCCESS');
    expect(nextStep('SETTINGS_FORM', { type: 'SUBMITTED', closeOnSuccess: false })).toBe('SUCCESS');
    expect(nextStep('SETTINGS_FORM', { type: 'SUBMITTED', closeOnSuccess: true })).toBe('DONE');
    // A failure is shown in both groups.
    expect(nextStep('SETTINGS_FORM', { type: 'FAILED', area: 'modal' })).toBe('ERROR');
  });

  it('is a server experiment whose close_on_success group is the enabled one, drawn for about half', () => {
    const definition = EXPERIMENTS.get(QUICK_PROMOTE_CLOSE_EXPERIMENT)!;
    expect(definition.groups.map((g) => g.name)).toEqual([
      QUICK_PROMOTE_CLOSE_GROUPS.keepOpen,
      QUICK_PROMOTE_CLOSE_GROUPS.closeOnSuccess,
    ]);
    expect(definition.enabledGroups).toEqual([QUICK_PROMOTE_CLOSE_GROUPS.closeOnSuccess]);
    const drawn = new Map<string, number>();
    for (let id = 1; id <= 1000; id++) {
      const group = groupForBucket(definition, experimentBucket(QUICK_PROMOTE_CLOSE_EXPERIMENT, String(id)));
      drawn.set(group, (drawn.get(group) ?? 0) + 1);
    }
    expect(drawn.get(QUICK_PROMOTE_CLOSE_GROUPS.keepOpen)).toBeGreaterThan(400);
    expect(drawn.get(QUICK_PROMOTE_CLOSE_GROUPS.closeOnSuccess)).toBeGreaterThan(400);
  });
});

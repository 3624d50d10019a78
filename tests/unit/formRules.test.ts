import { describe, expect, it } from 'vitest';
import { BUSINESS_NAME_REQUIRED, businessNameError } from '../../core/business';
import { FULL_NAME_REQUIRED, fullNameError } from '../../core/fullName';
import { NEW_PASSWORD_HINT } from '../../core/password';
import { pinTextError } from '../../core/pinText';

describe('pin texts', () => {
  it.each([
    ['title', 100],
    ['description', 2500],
    ['altText', 500],
  ] as const)(
    'a %s fits up to %d characters and is refused past it with the legacy template',
    (field, max) => {
      expect(pinTextError(field, 'x'.repeat(max))).toBeNull();
      expect(pinTextError(field, 'x'.repeat(max + 1))).toBe(`Please enter no more than ${max} characters`);
    },
  );
});

describe('full name', () => {
  it('is required', () => {
    expect(fullNameError('  ')).toBe(FULL_NAME_REQUIRED);
    expect(FULL_NAME_REQUIRED).toBe('Please enter your name.');
  });

  it('is at most 100 characters once its spaces are tidied', () => {
    expect(fullNameError(`Ada ${'x'.repeat(96)}`)).toBeNull();
    expect(fullNameError(`Ada    ${'x'.repeat(96)}  `)).toBeNull();
    expect(fullNameError(`Ada ${'x'.repeat(97)}`)).toBe('Please enter no more than 100 characters');
  });
});

describe('business name', () => {
  it('is required and at most 100 characters', () => {
    expect(businessNameError(' ')).toBe(BUSINESS_NAME_REQUIRED);
    expect(businessNameError('x'.repeat(100))).toBeNull();
    expect(businessNameError('x'.repeat(101))).toBe('Please enter no more than 100 characters');
  });
});

describe('new password hint', () => {
  it('names the minimum length the rule checks', () => {
    expect(NEW_PASSWORD_HINT).toBe('Use 8 or more characters');
  });
});

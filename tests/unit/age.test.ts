import { describe, expect, it } from 'vitest';
import {
  BIRTHDATE_INVALID,
  birthDateError,
  isOldEnough,
  MINIMUM_AGE_YEARS,
  parseBirthDate,
  TOO_YOUNG,
} from '../../core/age';

const TODAY = new Date('2024-06-15T12:00:00Z');

describe('age check: born at least 18 years ago', () => {
  it('uses 18 years', () => {
    expect(MINIMUM_AGE_YEARS).toBe(18);
    expect(TOO_YOUNG).toBe('You must be at least 18 years old to sign up.');
  });

  it('accepts someone whose 18th birthday is today', () => {
    expect(isOldEnough('2006-06-15', TODAY)).toBe(true);
    expect(birthDateError('2006-06-15', TODAY)).toBeNull();
  });

  it('refuses someone whose 18th birthday is tomorrow', () => {
    expect(isOldEnough('2006-06-16', TODAY)).toBe(false);
    expect(birthDateError('2006-06-16', TODAY)).toBe(TOO_YOUNG);
  });

  it('accepts someone whose 18th birthday was yesterday', () => {
    expect(isOldEnough('2006-06-14', TODAY)).toBe(true);
  });

  it('counts a later month of the same year as not yet', () => {
    expect(isOldEnough('2006-07-01', TODAY)).toBe(false);
    expect(isOldEnough('2006-05-31', TODAY)).toBe(true);
  });

  it('makes someone born on 29 February 18 on 1 March of a non-leap year, not on 28 February', () => {
    expect(isOldEnough('2004-02-29', new Date('2022-02-28T12:00:00Z'))).toBe(false);
    expect(isOldEnough('2004-02-29', new Date('2022-03-01T00:00:00Z'))).toBe(true);
  });

  it('takes the calendar day in UTC', () => {
    expect(isOldEnough('2006-06-15', new Date('2024-06-14T23:59:59Z'))).toBe(false);
    expect(isOldEnough('2006-06-15', new Date('2024-06-15T00:00:00Z'))).toBe(true);
  });

  it('lets the number of years be configured', () => {
    expect(isOldEnough('2010-06-15', TODAY, 13)).toBe(true);
    expect(isOldEnough('2010-06-16', TODAY, 14)).toBe(false);
  });

  it.each([
    '2001-02-29',
    '2000-13-01',
    '2000-04-31',
    '2000-00-10',
    '15/06/2000',
    '2000-6-1',
    '',
    '1899-12-31',
  ])('refuses %j as not a valid birthdate', (text) => {
    expect(parseBirthDate(text)).toBeNull();
    expect(birthDateError(text, TODAY)).toBe(BIRTHDATE_INVALID);
    expect(isOldEnough(text, TODAY)).toBe(false);
  });

  it('accepts 29 February of a leap year as a date', () => {
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('refuses a birthdate in the future as invalid rather than too young', () => {
    expect(birthDateError('2030-01-01', TODAY)).toBe(BIRTHDATE_INVALID);
  });
});

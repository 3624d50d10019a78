import { describe, expect, it } from 'vitest';
import { SECTION_NAME_REQUIRED, sectionNameError, sectionNameSource } from '../../core/sectionName';

describe('section name', () => {
  it.each(['', '   ', '\n'])('must be non-empty once trimmed: %j', (name) => {
    expect(sectionNameError(name)).toBe(SECTION_NAME_REQUIRED);
  });

  it('accepts a name with spaces around it', () => {
    expect(sectionNameError('  Beach days  ')).toBeNull();
  });

  it('refuses more than 50 characters with the board-name template', () => {
    expect(sectionNameError('s'.repeat(50))).toBeNull();
    expect(sectionNameError('s'.repeat(51))).toBe('Please enter no more than 50 characters');
  });
});

describe('section name source', () => {
  it('is 0 when the name was typed with no recommendation', () => {
    expect(sectionNameSource('Beach days', null)).toBe(0);
  });

  it('is 1 when a recommendation was taken as is (ignoring surrounding spaces)', () => {
    expect(sectionNameSource('Beach days', 'Beach days')).toBe(1);
    expect(sectionNameSource(' Beach days ', 'Beach days')).toBe(1);
  });

  it('is 2 when a recommendation was edited', () => {
    expect(sectionNameSource('Beach days 2024', 'Beach days')).toBe(2);
    expect(sectionNameSource('beach days', 'Beach days')).toBe(2);
  });
});

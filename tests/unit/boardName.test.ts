import { describe, expect, it } from 'vitest';
import { BOARD_NAME_MAX_LENGTH, BOARD_NAME_REQUIRED, boardNameError } from '../../core/boardName';
import { tooLongMessage } from '../../core/texts';

describe('board name', () => {
  it.each(['', '   ', '\t\n'])('is required: %j', (name) => {
    expect(boardNameError(name)).toBe("Don't forget to name your board!");
  });

  it('exports the required text verbatim', () => {
    expect(BOARD_NAME_REQUIRED).toBe("Don't forget to name your board!");
  });

  it('accepts 50 characters and refuses 51 with "Please enter no more than 50 characters"', () => {
    expect(BOARD_NAME_MAX_LENGTH).toBe(50);
    expect(boardNameError('a'.repeat(50))).toBeNull();
    expect(boardNameError('a'.repeat(51))).toBe('Please enter no more than 50 characters');
  });

  it('measures the trimmed name', () => {
    expect(boardNameError(`  ${'a'.repeat(50)}  `)).toBeNull();
  });

  it('counts characters, not UTF-16 code units, so emoji names are not cut short', () => {
    expect(boardNameError('🌸'.repeat(50))).toBeNull();
    expect(boardNameError('🌸'.repeat(51))).toBe('Please enter no more than 50 characters');
  });

  it('fills the {{ maxLength }} template', () => {
    expect(tooLongMessage(30)).toBe('Please enter no more than 30 characters');
  });
});

import { describe, expect, it } from 'vitest';
import { DomainError } from '../../server/domain/errors';
import { flagOf, listOf, textOf } from '../../server/rest/fields';

// The legacy REST calls read their fields by one set of schemas: what legacy clients send is read as before,
// and a field of the wrong shape is a validation error naming it instead of an empty value.

function refusal(read: () => unknown): { message: string; field: string | null; code: string } {
  try {
    read();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, field: error.field, code: error.code };
    throw error;
  }
  throw new Error('not refused');
}

describe('REST fields', () => {
  it('reads texts as sent, numbers as their decimal text, and absent or null as empty', () => {
    expect(textOf({ a: 'x' }, 'a')).toBe('x');
    expect(textOf({ a: 42 }, 'a')).toBe('42');
    expect(textOf({ a: null }, 'a')).toBe('');
    expect(textOf({}, 'a')).toBe('');
  });

  it('takes the first alias given as a non-empty text', () => {
    expect(textOf({ section: '', section_id: '7' }, 'section', 'section_id')).toBe('7');
  });

  it('reads prototype names as absent, not as Object’s own members', () => {
    expect(textOf({}, 'constructor')).toBe('');
    expect(listOf({}, 'toString')).toEqual([]);
    expect(flagOf({}, '__proto__')).toBeNull();
  });

  it('reads lists as JSON lists or comma-separated texts', () => {
    expect(listOf({ a: ['x', 2] }, 'a')).toEqual(['x', '2']);
    expect(listOf({ a: 'x, y,,z' }, 'a')).toEqual(['x', 'y', 'z']);
    expect(listOf({}, 'a')).toEqual([]);
  });

  it('reads flags as booleans, "true"/"false", "1"/"0" and 1/0; absent or empty is not given', () => {
    expect([true, 'true', '1', 1].map((a) => flagOf({ a }, 'a'))).toEqual([true, true, true, true]);
    expect([false, 'false', '0', 0].map((a) => flagOf({ a }, 'a'))).toEqual([false, false, false, false]);
    expect(flagOf({ a: '' }, 'a')).toBeNull();
    expect(flagOf({}, 'a')).toBeNull();
  });

  it.each([
    ['an object as a text', () => textOf({ board_id: { id: 1 } }, 'board_id'), 'board_id must be a text.'],
    ['a list as a text', () => textOf({ board_id: ['1'] }, 'board_id'), 'board_id must be a text.'],
    ['a boolean as a text', () => textOf({ board_id: true }, 'board_id'), 'board_id must be a text.'],
    ['an infinite number', () => textOf({ board_id: Infinity }, 'board_id'), 'board_id must be a text.'],
    ['objects in a list', () => listOf({ ids: [{}] }, 'ids'), 'ids must be a list of texts.'],
    [
      'a word as a flag',
      () => flagOf({ is_removable: 'yes' }, 'is_removable'),
      'is_removable must be true or false.',
    ],
  ])('refuses %s as a validation error naming the field', (_, read, message) => {
    const { field, code, message: text } = refusal(read);
    expect(text).toBe(message);
    expect(code).toBe('VALIDATION');
    expect(field).toBe(message.split(' ')[0]);
  });
});

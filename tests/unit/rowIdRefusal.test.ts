import { describe, expect, it } from 'vitest';
import { isRowIdRefusal } from '../../server/db/ids';
import { asNotFoundIfRowId, DomainError } from '../../server/domain/errors';

describe('a database refusal of an id as a bigint', () => {
  const malformed = Object.assign(new Error('invalid input syntax for type bigint: "x"'), { code: '22P02' });
  const tooLarge = Object.assign(new Error('value "9223372036854775808" is out of range for type bigint'), {
    code: '22003',
  });

  it('is recognised for a malformed id and one past the range, and nothing else', () => {
    expect(isRowIdRefusal(malformed)).toBe(true);
    expect(isRowIdRefusal(tooLarge)).toBe(true);
    const otherType = Object.assign(new Error('invalid input syntax for type json'), { code: '22P02' });
    expect(isRowIdRefusal(otherType)).toBe(false);
    expect(isRowIdRefusal(new Error('invalid input syntax for type bigint'))).toBe(false);
    expect(isRowIdRefusal(null)).toBe(false);
  });

  it('reaches the client as "not found"; other errors stay as they are', () => {
    expect(asNotFoundIfRowId(tooLarge)).toMatchObject({
      code: 'NOT_FOUND',
      message: "Sorry, we couldn't find that item.",
    });
    expect(asNotFoundIfRowId(tooLarge)).toBeInstanceOf(DomainError);
    const other = new Error('boom');
    expect(asNotFoundIfRowId(other)).toBe(other);
  });
});

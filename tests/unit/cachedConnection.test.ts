import { describe, expect, it } from 'vitest';
import { lowerCount, withoutNodes } from '../../client/src/apollo/cachedConnection';

describe('cached connection edits', () => {
  it('drop the edges of the removed nodes and keep everything else the connection held', () => {
    const connection = {
      edges: [{ node: { __ref: 'Board:1' } }, { node: { __ref: 'Board:2' } }, { node: { __ref: 'Board:3' } }],
      pageInfo: { hasNextPage: true },
    };
    expect(withoutNodes(connection, new Set(['Board:2', undefined]))).toEqual({
      edges: [{ node: { __ref: 'Board:1' } }, { node: { __ref: 'Board:3' } }],
      pageInfo: { hasNextPage: true },
    });
  });

  it('lower a count, never below zero, and leave a count the cache does not hold alone', () => {
    expect(lowerCount(3)).toBe(2);
    expect(lowerCount(3, 5)).toBe(0);
    expect(lowerCount(undefined)).toBeUndefined();
  });
});

import type { Reference } from '@apollo/client';

/** A connection field as the cache holds it: edges naming their nodes by reference, and whatever else it had. */
export interface CachedConnection {
  edges: { node: Reference }[];
}

/** A cached connection without the edges whose node is one of `refs` (references as `cache.identify` gives them). */
export function withoutNodes<C extends CachedConnection>(
  connection: C,
  refs: ReadonlySet<string | undefined>,
): C {
  return { ...connection, edges: connection.edges.filter((edge) => !refs.has(edge.node.__ref)) };
}

/** A cached count lowered by `by`, never below zero; a count the cache does not hold a number for stays as it is. */
export function lowerCount<T>(count: T, by = 1): T | number {
  return typeof count === 'number' ? Math.max(0, count - by) : count;
}

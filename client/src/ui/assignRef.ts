import type { Ref } from 'react';

/** Hands an element to a ref of either kind, so a component can share its element with a caller's ref. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

import { type ComponentType, lazy } from 'react';

/** A page loaded with its route: `load` imports its module, `pick` names the component in it. */
export function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

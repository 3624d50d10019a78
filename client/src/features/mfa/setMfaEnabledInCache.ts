import type { ApolloCache } from '@apollo/client';
import { SecuritySettingsRouteQuery } from './securitySettingsQuery';

/** Viewer has no id of its own, so its cached answer is patched through the query that holds it. */
export function setMfaEnabledInCache(cache: ApolloCache, enabled: boolean): void {
  cache.updateQuery({ query: SecuritySettingsRouteQuery }, (data) =>
    data ? { ...data, viewer: { ...data.viewer, mfaEnabled: enabled } } : data,
  );
}

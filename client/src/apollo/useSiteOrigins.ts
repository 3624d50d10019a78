import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { hostedSiteTypeOfPath, type SiteOrigins, sitePath } from '../../../core/siteTypes';
import { graphql } from '../gql';

const SiteOriginsQuery = graphql(`
  query SiteOriginsQuery {
    siteOrigins {
      siteType
      origin
    }
  }
`);

/**
 * Builds links from the current page to our other pages, prefixed with the destination's host when it is another
 * site type with a host of its own (SITE_URL_*). The addresses come with the viewer's query at start-up, so this
 * reads the cache only and never sends a request of its own; before they are there, links are paths on this
 * host, which every site type also serves.
 */
export function useSitePath(): (path: string) => string {
  const { pathname } = useLocation();
  const { data } = useQuery(SiteOriginsQuery, { fetchPolicy: 'cache-only' });
  const origins: Record<number, string> = {};
  for (const { siteType, origin } of data?.siteOrigins ?? []) origins[siteType] = origin;
  const from = hostedSiteTypeOfPath(pathname);
  return (path) => sitePath(path, from, origins as SiteOrigins);
}

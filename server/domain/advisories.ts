import { type Advisory, advisoryFor, advisoryWithholdsResults } from '../../core/advisories';
import type { RequestContext } from './context';

/** The advisory a search shows with its results, if its words match one. */
export function searchAdvisory(ctx: RequestContext, query: string): Advisory | null {
  return advisoryFor(ctx.settings.searchAdvisories, query);
}

/** An abusive search (severity 0) gets its notice and nothing else: no results, no suggestions. */
export function searchWithheld(ctx: RequestContext, query: string): boolean {
  const advisory = searchAdvisory(ctx, query);
  return advisory !== null && advisoryWithholdsResults(advisory);
}

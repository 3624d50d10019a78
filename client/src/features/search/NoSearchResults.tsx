import { EmptyState } from '../../ui/EmptyState';

/** What a search that found nothing shows, in any scope. */
export function NoSearchResults({ query }: { query: string }) {
  return <EmptyState title={`No results for “${query}”`}>Check the spelling, or try other words.</EmptyState>;
}

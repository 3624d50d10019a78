import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { searchTerms } from '../../../../core/search';
import { graphql } from '../../gql';
import type { SearchTypeaheadQueryQuery } from '../../gql/graphql';

const SearchTypeaheadQuery = graphql(`
  query SearchTypeaheadQuery($term: String!) {
    typeahead(term: $term, scope: pins) {
      items {
        kind
        query
        user {
          id
          username
          fullName
          imageSmallUrl
        }
      }
      hint
    }
  }
`);

/** Typing pauses this long before the typeahead asks the server. */
const TYPEAHEAD_DELAY_MS = 150;

export type TypeaheadResult = SearchTypeaheadQueryQuery['typeahead'];

/**
 * Suggestions for what is being typed in the search box, while `enabled`. The term is the
 * typed words as the server reads them, so "Olive  " and "olive" are one term: Apollo's cache-first policy then
 * answers a term asked before without a request, and an empty term makes none. The server's default count (5)
 * applies. While a new term loads, the last suggestions stay, so the list does not flicker.
 */
export function useTypeahead(text: string, enabled: boolean): TypeaheadResult | null {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(searchTerms(text).join(' ')), TYPEAHEAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const typing = searchTerms(text).length > 0;
  const { data, previousData } = useQuery(SearchTypeaheadQuery, {
    variables: { term },
    skip: !enabled || term === '',
  });
  if (!enabled || !typing || term === '') return null;
  return (data ?? previousData)?.typeahead ?? null;
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const PageProductQuery = graphql(`
  query PageProductQuery($url: String!) {
    pageProduct(url: $url) {
      price
      currency
      availability
      originalPrice
    }
  }
`);

/**
 * The price the page being pinned describes (its schema.org Product or Open Graph price tags, read by the
 * server), or null: none, not yet known, or no page.
 */
export function usePageProduct(url: string | null) {
  const { data } = useQuery(PageProductQuery, { variables: { url: url ?? '' }, skip: !url });
  return data?.pageProduct ?? null;
}

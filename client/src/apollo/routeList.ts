import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * Changes one list of a page's cached query (a settings list: tokens, apps, sessions) after a mutation, when the
 * page has been loaded; a page not in the cache is left to load fresh. The page's query takes no variables.
 */
export function updateRouteList<Data, Variables extends OperationVariables, Field extends keyof Data>(
  cache: ApolloCache,
  query: TypedDocumentNode<Data, Variables>,
  field: Field,
  change: (list: Data[Field]) => Data[Field],
): void {
  cache.updateQuery<Data, Variables>({ query }, (page) =>
    page ? ({ ...page, [field]: change((page as Data)[field]) } as typeof page) : page,
  );
}

import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { LOGIN_REQUIRED } from '../core/texts';
import { DomainError } from '../server/domain/errors';
import type { GraphQLContext } from './context';
import TextInputPlugin from './textInputPlugin';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { loggedIn: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
}>({
  plugins: [ErrorsPlugin, ScopeAuthPlugin, RelayPlugin, DataloaderPlugin, ComplexityPlugin, TextInputPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (context) => ({ loggedIn: context.viewer !== null }),
    unauthorizedError: () => new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED),
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesOnConnection: false,
    // schema/node.ts defines node and nodes: an id of no known node type is "not found" there.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  errors: { defaultTypes: [] },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    // Generous enough for the app's own screens (a page of 50 pins with their boards and pinners), small
    // enough that a crafted query cannot ask for millions of rows.
    limit: { complexity: 20000, depth: 12, breadth: 400 },
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO date string');
    return date;
  },
});

import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin, { type AuthFailure, AuthScopeFailureType } from '@pothos/plugin-scope-auth';
import type { ApiScope } from '../core/apiScopes';
import { ADMIN_TEXTS, LOGIN_REQUIRED } from '../core/texts';
import { isAdmin } from '../server/domain/admin';
import { hasScope, missingScopeError } from '../server/domain/apiTokens';
import { DomainError } from '../server/domain/errors';
import type { GraphQLContext } from './context';
import TextInputPlugin from './textInputPlugin';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  /**
   * `apiScope`: the request's access token has this scope (a browser session has them all). `admin`: the signed-in
   * person is the instance administrator, in a browser session (a bearer token never administers).
   */
  AuthScopes: { loggedIn: boolean; apiScope: ApiScope; admin: boolean };
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
  };
}>({
  plugins: [ErrorsPlugin, ScopeAuthPlugin, RelayPlugin, DataloaderPlugin, ComplexityPlugin, TextInputPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: async (context) => ({
      loggedIn: context.viewer !== null,
      apiScope: (scope) => hasScope(context, scope),
      // Asked only by admin fields, so other requests spend no statement on it.
      admin: () => (context.actor && !context.grant ? isAdmin(context.db, context.actor.id) : false),
    }),
    unauthorizedError: (_parent, context, _info, result) => {
      const scope = missingApiScope(result.failure);
      if (scope) return missingScopeError(scope);
      if (context.viewer && failedScope(result.failure, 'admin'))
        return new DomainError('FORBIDDEN', ADMIN_TEXTS.adminOnly);
      return new DomainError('UNAUTHENTICATED', LOGIN_REQUIRED);
    },
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

/** The access-token scope a failed check asked for, so the error names it as /v5's 403 does. */
function missingApiScope(failure: AuthFailure): ApiScope | null {
  if (failure.kind === AuthScopeFailureType.AuthScope) {
    return failure.scope === 'apiScope' ? (failure.parameter as ApiScope) : null;
  }
  if (
    failure.kind === AuthScopeFailureType.AllAuthScopes ||
    failure.kind === AuthScopeFailureType.AnyAuthScopes
  ) {
    for (const inner of failure.failures) {
      const scope = missingApiScope(inner);
      if (scope) return scope;
    }
  }
  return null;
}

/** Whether a failed check asked for this scope. */
function failedScope(failure: AuthFailure, name: string): boolean {
  if (failure.kind === AuthScopeFailureType.AuthScope) return failure.scope === name;
  if (
    failure.kind === AuthScopeFailureType.AllAuthScopes ||
    failure.kind === AuthScopeFailureType.AnyAuthScopes
  )
    return failure.failures.some((inner) => failedScope(inner, name));
  return false;
}

import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Bounds on one GraphQL document, checked before it runs. The app's largest operation has 310 tokens, one alias
 * and two directives; these leave ten times that room for other clients while a crafted document (megabytes of
 * fields, thousands of chained fragments or directives) is refused before it can hold the event loop.
 */
export const GRAPHQL_LIMITS = {
  /** Tokens graphql-js's parser reads before it gives up (comments are not counted). */
  tokens: 3000,
  aliases: 30,
  directives: 50,
  fragments: 50,
  /** Validation stops after this many errors; a response carries at most this many errors. */
  errors: 10,
} as const;

/** The GraphQL body's own limit: room for a picture sent inline as a data URL, nothing like a 14 MB query. */
export const GRAPHQL_BODY_LIMIT = 2 * 1024 * 1024;

function tooMany(what: string, limit: number): GraphQLError {
  return new GraphQLError(`This query has too many ${what}: at most ${limit} are allowed.`, {
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
  });
}

/** Refuses documents with more aliases, directives or fragment definitions than GRAPHQL_LIMITS allows. */
export const documentSizeRule: ValidationRule = (context) => {
  let aliases = 0;
  let directives = 0;
  let fragments = 0;
  return {
    Field(node) {
      if (node.alias && ++aliases === GRAPHQL_LIMITS.aliases + 1) {
        context.reportError(tooMany('aliases', GRAPHQL_LIMITS.aliases));
      }
    },
    Directive() {
      if (++directives === GRAPHQL_LIMITS.directives + 1) {
        context.reportError(tooMany('directives', GRAPHQL_LIMITS.directives));
      }
    },
    FragmentDefinition() {
      if (++fragments === GRAPHQL_LIMITS.fragments + 1) {
        context.reportError(tooMany('fragments', GRAPHQL_LIMITS.fragments));
      }
    },
  };
};

/**
 * Keeps every answer's error list short: a list field can fail once per item, and a client learns nothing from
 * the hundredth copy of the same message.
 */
export function errorCapPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { errors } = response.body.singleResult;
          if (!errors || errors.length <= GRAPHQL_LIMITS.errors) return;
          const dropped = errors.length - GRAPHQL_LIMITS.errors + 1;
          response.body.singleResult.errors = [
            ...errors.slice(0, GRAPHQL_LIMITS.errors - 1),
            { message: `${dropped} more errors are not shown.`, extensions: { code: 'TOO_MANY_ERRORS' } },
          ];
        },
      };
    },
  };
}

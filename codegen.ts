import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the client, from the committed SDL and the operations written next to components. */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        useTypeImports: true,
        // Operations are named with their kind (`BoardRouteQuery`), so the types keep those names instead of `BoardRouteQueryQuery`.
        dedupeOperationSuffix: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        skipTypename: false,
        dedupeFragments: true,
      },
    },
    // Which types belong to each union and interface (mutation results, Node), so the cache matches fragments
    // on them exactly instead of guessing.
    'client/src/gql/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, useExplicitTyping: true },
    },
  },
};

export default config;

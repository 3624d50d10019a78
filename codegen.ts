import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the client, from the committed SDL and the operations written next to components; and for
 * the tests, from the operations they wrap in tests/gql's `graphql()`, so a renamed field fails `tsc`.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
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
    // Plain strings (the test client posts text) and unmasked fragments (tests read every field they ask for).
    'tests/gql/': {
      documents: ['tests/**/*.ts', '!tests/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        dedupeOperationSuffix: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string' },
        skipTypename: false,
        dedupeFragments: true,
      },
    },
    // Which types belong to the unions and interfaces the client's fragments name as type conditions, so the
    // cache matches those fragments exactly (only those: see codegen/possibleTypes.cjs).
    'client/src/gql/possibleTypes.ts': {
      documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
      plugins: ['./codegen/possibleTypes.cjs'],
    },
  },
};

export default config;

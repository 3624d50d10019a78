/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n": typeof types.DomainErrorFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }": typeof types.SignUpDocument,
    "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }": typeof types.CreateBoardDocument,
    "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }": typeof types.CreateSectionDocument,
};
const documents: Documents = {
    "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n": types.DomainErrorFieldsFragmentDoc,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }": types.SignUpDocument,
    "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }": types.CreateBoardDocument,
    "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }": types.CreateSectionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DomainErrorFields on DomainError { code message messageDetail field }\n"): typeof import('./graphql').DomainErrorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationSignUpSuccess { data { id entityId username email fullName } }\n    }\n  }"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBoard($input: CreateBoardInput!) {\n    createBoard(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateBoardSuccess { data { id entityId name slug privacy } }\n    }\n  }"): typeof import('./graphql').CreateBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSection($input: CreateSectionInput!) {\n    createSection(input: $input) {\n      __typename\n      ...DomainErrorFields\n      ... on MutationCreateSectionSuccess { data { id entityId title slug } }\n    }\n  }"): typeof import('./graphql').CreateSectionDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

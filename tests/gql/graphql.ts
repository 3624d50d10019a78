/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BoardPrivacy =
  | 'protected'
  | 'public'
  | 'secret';

export type CreateBoardInput = {
  description?: string | null | undefined;
  name: string;
  privacy?: BoardPrivacy | null | undefined;
};

export type CreateSectionInput = {
  boardId: string;
  /** Pins already on the board to move into the new section */
  initialPinIds?: Array<string> | null | undefined;
  name: string;
  /** 0 typed, 1 a recommendation as is, 2 an edited recommendation */
  nameSource?: number | null | undefined;
};

export type DomainErrorCode =
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED'
  | 'VALIDATION';

export type SignUpInput = {
  /** Calendar date, YYYY-MM-DD */
  birthDate: string;
  /** The solved bot-check challenge (see botCheckChallenge), when the server checks. */
  botCheckToken?: string | null | undefined;
  email: string;
  fullName: string;
  password: string;
};

export type DomainErrorFieldsFragment = { code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationSignUpSuccess', data: { id: string, entityId: string, username: string, email: string | null, fullName: string } }
   };

export type CreateBoardMutationVariables = Exact<{
  input: CreateBoardInput;
}>;


export type CreateBoardMutation = { createBoard:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateBoardSuccess', data: { id: string, entityId: string, name: string, slug: string, privacy: BoardPrivacy } }
   };

export type CreateSectionMutationVariables = Exact<{
  input: CreateSectionInput;
}>;


export type CreateSectionMutation = { createSection:
    | { __typename: 'DomainError', code: DomainErrorCode, message: string, messageDetail: string | null, field: string | null }
    | { __typename: 'MutationCreateSectionSuccess', data: { id: string, entityId: string, title: string, slug: string } }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const DomainErrorFieldsFragmentDoc = new TypedDocumentString(`
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}
    `, {"fragmentName":"DomainErrorFields"}) as unknown as TypedDocumentString<DomainErrorFieldsFragment, unknown>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationSignUpSuccess {
      data {
        id
        entityId
        username
        email
        fullName
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const CreateBoardDocument = new TypedDocumentString(`
    mutation CreateBoard($input: CreateBoardInput!) {
  createBoard(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateBoardSuccess {
      data {
        id
        entityId
        name
        slug
        privacy
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CreateBoardMutation, CreateBoardMutationVariables>;
export const CreateSectionDocument = new TypedDocumentString(`
    mutation CreateSection($input: CreateSectionInput!) {
  createSection(input: $input) {
    __typename
    ...DomainErrorFields
    ... on MutationCreateSectionSuccess {
      data {
        id
        entityId
        title
        slug
      }
    }
  }
}
    fragment DomainErrorFields on DomainError {
  code
  message
  messageDetail
  field
}`) as unknown as TypedDocumentString<CreateSectionMutation, CreateSectionMutationVariables>;
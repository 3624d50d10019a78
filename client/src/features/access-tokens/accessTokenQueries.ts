import { useMutation } from '@apollo/client/react';
import { updateRouteList } from '../../apollo/routeList';
import { graphql } from '../../gql';

/** Settings → Access tokens: the person's tokens in force, newest first. */
export const AccessTokensRouteQuery = graphql(`
  query AccessTokensRouteQuery {
    viewer {
      isAuth
    }
    accessTokens {
      id
      name
      scopes
      createdAt
      lastUsedAt
      expiresAt
    }
  }
`);

const CreateAccessTokenMutation = graphql(`
  mutation CreateAccessTokenMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      __typename
      ... on MutationCreateAccessTokenSuccess {
        data {
          secret
          token {
            id
            name
            scopes
            createdAt
            lastUsedAt
            expiresAt
          }
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

const RevokeAccessTokenMutation = graphql(`
  mutation RevokeAccessTokenMutation($id: String!) {
    revokeAccessToken(id: $id) {
      __typename
      ... on MutationRevokeAccessTokenSuccess {
        data {
          id
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

/** Makes a token and puts it first on the list (the list is newest first, as the server orders it). */
export function useCreateAccessTokenMutation() {
  return useMutation(CreateAccessTokenMutation, {
    update: (cache, { data }) => {
      const result = data?.createAccessToken;
      if (result?.__typename !== 'MutationCreateAccessTokenSuccess') return;
      updateRouteList(cache, AccessTokensRouteQuery, 'accessTokens', (tokens) => [
        result.data.token,
        ...tokens,
      ]);
    },
  });
}

/** Revokes a token and takes it off the list. */
export function useRevokeAccessTokenMutation() {
  return useMutation(RevokeAccessTokenMutation, {
    update: (cache, { data }) => {
      const result = data?.revokeAccessToken;
      if (result?.__typename !== 'MutationRevokeAccessTokenSuccess') return;
      updateRouteList(cache, AccessTokensRouteQuery, 'accessTokens', (tokens) =>
        tokens.filter((token) => token.id !== result.data.id),
      );
    },
  });
}

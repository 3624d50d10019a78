import { useMutation } from '@apollo/client/react';
import { updateRouteList } from '../../apollo/routeList';
import { graphql } from '../../gql';
import { ConnectedAppsRouteQuery, OAuthAppsRouteQuery } from './oauthQueries';

const RegisterOAuthAppMutation = graphql(`
  mutation RegisterOAuthAppMutation($input: RegisterOAuthAppInput!) {
    registerOAuthApp(input: $input) {
      __typename
      ... on MutationRegisterOAuthAppSuccess {
        data {
          clientSecret
          app {
            clientId
            name
            redirectUris
            confidential
            createdAt
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

const DeleteOAuthAppMutation = graphql(`
  mutation DeleteOAuthAppMutation($clientId: String!) {
    deleteOAuthApp(clientId: $clientId) {
      __typename
      ... on MutationDeleteOAuthAppSuccess {
        data
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

const RevokeConnectedAppMutation = graphql(`
  mutation RevokeConnectedAppMutation($clientId: String!) {
    revokeConnectedApp(clientId: $clientId) {
      __typename
      ... on MutationRevokeConnectedAppSuccess {
        data
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

/** Registers an app and puts it first on the Apps page's list. */
export function useRegisterOAuthAppMutation() {
  return useMutation(RegisterOAuthAppMutation, {
    update: (cache, { data }) => {
      const result = data?.registerOAuthApp;
      if (result?.__typename !== 'MutationRegisterOAuthAppSuccess') return;
      updateRouteList(cache, OAuthAppsRouteQuery, 'oauthApps', (apps) => [result.data.app, ...apps]);
    },
  });
}

/** Deletes an app and takes it off the Apps page's list. */
export function useDeleteOAuthAppMutation() {
  return useMutation(DeleteOAuthAppMutation, {
    update: (cache, { data }) => {
      const result = data?.deleteOAuthApp;
      if (result?.__typename !== 'MutationDeleteOAuthAppSuccess') return;
      updateRouteList(cache, OAuthAppsRouteQuery, 'oauthApps', (apps) =>
        apps.filter((app) => app.clientId !== result.data),
      );
    },
  });
}

/** Revokes an app's access and takes it off the Connected apps list. */
export function useRevokeConnectedAppMutation() {
  return useMutation(RevokeConnectedAppMutation, {
    update: (cache, { data }) => {
      const result = data?.revokeConnectedApp;
      if (result?.__typename !== 'MutationRevokeConnectedAppSuccess') return;
      updateRouteList(cache, ConnectedAppsRouteQuery, 'connectedApps', (apps) =>
        apps.filter((app) => app.clientId !== result.data),
      );
    },
  });
}

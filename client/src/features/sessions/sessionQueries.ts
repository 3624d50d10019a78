import { useMutation } from '@apollo/client/react';
import { updateRouteList } from '../../apollo/routeList';
import { graphql } from '../../gql';

/** Settings → Sessions: the browsers signed in to the account, the one in use first. */
export const SessionsRouteQuery = graphql(`
  query SessionsRouteQuery {
    viewer {
      isAuth
    }
    sessions {
      id
      createdAt
      device
      loginMethodLabel
      current
    }
  }
`);

const EndSessionMutation = graphql(`
  mutation EndSessionMutation($id: String!) {
    endSession(id: $id) {
      __typename
      ... on MutationEndSessionSuccess {
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

const EndOtherSessionsMutation = graphql(`
  mutation EndOtherSessionsMutation {
    endOtherSessions {
      __typename
      ... on MutationEndOtherSessionsSuccess {
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

/** Signs another browser out and takes it off the list. */
export function useEndSessionMutation() {
  return useMutation(EndSessionMutation, {
    update: (cache, { data }) => {
      const result = data?.endSession;
      if (result?.__typename !== 'MutationEndSessionSuccess') return;
      updateRouteList(cache, SessionsRouteQuery, 'sessions', (sessions) =>
        sessions.filter((session) => session.id !== result.data),
      );
    },
  });
}

/** Signs every other browser out: the list keeps only this one. */
export function useEndOtherSessionsMutation() {
  return useMutation(EndOtherSessionsMutation, {
    update: (cache, { data }) => {
      if (data?.endOtherSessions.__typename !== 'MutationEndOtherSessionsSuccess') return;
      updateRouteList(cache, SessionsRouteQuery, 'sessions', (sessions) =>
        sessions.filter((session) => session.current),
      );
    },
  });
}

import { useMutation } from '@apollo/client/react';
import { updateRouteList } from '../../apollo/routeList';
import { graphql } from '../../gql';

/** Whether the viewer may schedule (business accounts), and the pins they have waiting. */
export const PinScheduleQuery = graphql(`
  query PinScheduleQuery {
    viewer {
      isPartner
    }
    scheduledPins {
      id
      publishAt
      title
      board {
        id
        name
      }
      imageSpec_236x {
        url
        width
        height
      }
    }
  }
`);

const SchedulePinMutation = graphql(`
  mutation SchedulePinMutation($input: SchedulePinInput!) {
    schedulePin(input: $input) {
      __typename
      ... on MutationSchedulePinSuccess {
        data {
          id
          publishAt
          title
          board {
            id
            name
          }
          imageSpec_236x {
            url
            width
            height
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

const CancelScheduledPinMutation = graphql(`
  mutation CancelScheduledPinMutation($id: String!) {
    cancelScheduledPin(id: $id) {
      __typename
      ... on MutationCancelScheduledPinSuccess {
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

/** Schedules a pin and puts it in the waiting list, soonest first. */
export function useSchedulePinMutation() {
  return useMutation(SchedulePinMutation, {
    update: (cache, { data }) => {
      const result = data?.schedulePin;
      if (result?.__typename !== 'MutationSchedulePinSuccess') return;
      updateRouteList(cache, PinScheduleQuery, 'scheduledPins', (pins) =>
        [...pins, result.data].sort((a, b) => a.publishAt.localeCompare(b.publishAt)),
      );
    },
  });
}

/** Drops a waiting pin and takes it off the list. */
export function useCancelScheduledPinMutation() {
  return useMutation(CancelScheduledPinMutation, {
    update: (cache, { data }) => {
      const result = data?.cancelScheduledPin;
      if (result?.__typename !== 'MutationCancelScheduledPinSuccess') return;
      updateRouteList(cache, PinScheduleQuery, 'scheduledPins', (pins) =>
        pins.filter((pin) => pin.id !== result.data),
      );
    },
  });
}

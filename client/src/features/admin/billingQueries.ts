import { graphql } from '../../gql';

export const AdminAdvertisersQuery = graphql(`
  query AdminAdvertisersQuery($after: String) {
    adminAdvertisers(first: 50, after: $after) {
      edges {
        node {
          id
          name
          currency
          ownerUsername
          pausedAt
          pauseReason
          monthSpendMinor
          totalSpendMinor
          openInvoiceCount
          openInvoiceMinor
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AdminOpenInvoicesQuery = graphql(`
  query AdminOpenInvoicesQuery($after: String) {
    adminOpenInvoices(first: 50, after: $after) {
      edges {
        node {
          entityId
          number
          advertiserName
          currency
          totalMinor
          dueOn
          pdfPath
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MarkInvoicePaidMutation = graphql(`
  mutation MarkInvoicePaidMutation($invoiceId: String!) {
    markInvoicePaid(invoiceId: $invoiceId) {
      __typename
      ... on MutationMarkInvoicePaidSuccess {
        data {
          entityId
          status
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const PauseAdvertiserMutation = graphql(`
  mutation PauseAdvertiserMutation($advertiserId: String!, $reason: String!) {
    pauseAdvertiser(advertiserId: $advertiserId, reason: $reason) {
      __typename
      ... on MutationPauseAdvertiserSuccess {
        data {
          id
          pausedAt
          pauseReason
        }
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

export const LiftAdvertiserPauseMutation = graphql(`
  mutation LiftAdvertiserPauseMutation($advertiserId: String!) {
    liftAdvertiserPause(advertiserId: $advertiserId) {
      __typename
      ... on MutationLiftAdvertiserPauseSuccess {
        data {
          id
          pausedAt
          pauseReason
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

import { graphql } from '../../gql';

/** `/admin/` accounts: a page of accounts, newest first, or those matching the search. */
export const AdminAccountsQuery = graphql(`
  query AdminAccountsQuery($search: String, $after: String) {
    adminAccounts(search: $search, first: 20, after: $after) {
      edges {
        node {
          id
          username
          fullName
          email
          createdAt
          isAdmin
          suspendedAt
          limitedUntil
          pinCount
          boardCount
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** `/admin/` reports: the open ones, newest first. */
export const AdminReportsQuery = graphql(`
  query AdminReportsQuery($after: String) {
    adminReports(first: 20, after: $after) {
      edges {
        node {
          id
          targetType
          targetLabel
          targetPath
          reasonLabel
          details
          reporterUsername
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const SuspendAccountMutation = graphql(`
  mutation SuspendAccountMutation($userId: String!) {
    suspendAccount(userId: $userId) {
      __typename
      ... on MutationSuspendAccountSuccess {
        data {
          id
          suspendedAt
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const UnsuspendAccountMutation = graphql(`
  mutation UnsuspendAccountMutation($userId: String!) {
    unsuspendAccount(userId: $userId) {
      __typename
      ... on MutationUnsuspendAccountSuccess {
        data {
          id
          suspendedAt
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccountMutation($userId: String!) {
    deleteAccount(userId: $userId) {
      __typename
      ... on MutationDeleteAccountSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const CreatePasswordResetLinkMutation = graphql(`
  mutation CreatePasswordResetLinkMutation($userId: String!) {
    createPasswordResetLink(userId: $userId) {
      __typename
      ... on MutationCreatePasswordResetLinkSuccess {
        data {
          path
          expiresAt
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const CreateSignUpInviteMutation = graphql(`
  mutation CreateSignUpInviteMutation {
    createSignUpInvite {
      __typename
      ... on MutationCreateSignUpInviteSuccess {
        data {
          path
          expiresAt
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const UpdateInstanceSettingsMutation = graphql(`
  mutation UpdateInstanceSettingsMutation($input: UpdateInstanceSettingsInput!) {
    updateInstanceSettings(input: $input) {
      __typename
      ... on MutationUpdateInstanceSettingsSuccess {
        data {
          siteName
          signUpMode
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

export const DismissReportMutation = graphql(`
  mutation DismissReportMutation($reportId: String!) {
    dismissReport(reportId: $reportId) {
      __typename
      ... on MutationDismissReportSuccess {
        data {
          id
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const ActOnReportMutation = graphql(`
  mutation ActOnReportMutation($reportId: String!) {
    actOnReport(reportId: $reportId) {
      __typename
      ... on MutationActOnReportSuccess {
        data {
          id
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** `/admin/` page speed: per page kind, the median time to look finished over the last hour. */
export const AdminPageSpeedQuery = graphql(`
  query AdminPageSpeedQuery {
    adminPageSpeed {
      pageKind
      medianMs
      completed
      timedOut
    }
  }
`);

/** Limits an account for a number of days (it cannot log in meanwhile). */
export const LimitAccountMutation = graphql(`
  mutation LimitAccountMutation($userId: String!, $days: Int!) {
    limitAccount(userId: $userId, days: $days) {
      __typename
      ... on MutationLimitAccountSuccess {
        data {
          id
          limitedUntil
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

export const LiftAccountLimitMutation = graphql(`
  mutation LiftAccountLimitMutation($userId: String!) {
    liftAccountLimit(userId: $userId) {
      __typename
      ... on MutationLiftAccountLimitSuccess {
        data {
          id
          limitedUntil
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

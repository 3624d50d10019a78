import { graphql } from '../../gql';

export const ReportContentMutation = graphql(`
  mutation ReportContentMutation($input: ReportContentInput!) {
    reportContent(input: $input) {
      __typename
      ... on MutationReportContentSuccess {
        data
      }
      ... on DomainError {
        message
        messageDetail
        field
      }
    }
  }
`);

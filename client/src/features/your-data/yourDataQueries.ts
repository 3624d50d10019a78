import { graphql } from '../../gql';

/** Settings → Your data: the person's exports and imports with their progress and reports. */
export const YourDataRouteQuery = graphql(`
  query YourDataRouteQuery {
    viewer {
      isAuth
    }
    dataExports {
      id
      status
      done
      total
      downloadUrl
      expiresAt
    }
    dataImports {
      id
      kind
      fileName
      status
      done
      total
      createdCount
      skippedCount
      problems {
        item
        reason
      }
    }
  }
`);

export const StartDataExportMutation = graphql(`
  mutation StartDataExport {
    startDataExport {
      __typename
      ... on MutationStartDataExportSuccess {
        data {
          id
          status
          done
          total
          downloadUrl
          expiresAt
        }
      }
      ... on DomainError {
        message
      }
    }
  }
`);

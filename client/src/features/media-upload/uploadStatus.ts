import { graphql } from '../../gql';
import type { UploadStatusFieldsFragment } from '../../gql/graphql';

export const UploadStatusFields = graphql(`
  fragment UploadStatusFields on UploadStatus {
    uploadId
    status
    failureMessage
    imageUrl
    image {
      signature
      width
      height
      dominantColor
    }
    video {
      url
      durationMs
      width
      height
      coverImageSpec_236x {
        url
        width
        height
      }
    }
  }
`);

export const UploadStatusQuery = graphql(`
  query UploadStatusQuery($ids: [String!]!) {
    uploadStatus(ids: $ids) {
      ...UploadStatusFields
    }
  }
`);

/** One upload's state as the pages read it (the fragment is not masked: it is plain data, not a component's). */
export type UploadState = UploadStatusFieldsFragment;

import { graphql } from '../../gql';

export const AdsManager_campaign = graphql(`
  fragment AdsManager_campaign on Campaign {
    id
    entityId
    name
    status
    objectiveType
    budgetType
    budget
    currency
    spend
    startsAt
    endsAt
    impressions
    clicks
  }
`);

/** The ads manager's campaigns table: newest first, drafts and archived ones included. */
export const AdsRouteQuery = graphql(`
  query AdsRouteQuery($advertiserId: String!, $first: Int!) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        access
        name
        currency
        pausedAt
        pauseReason
        campaigns(first: $first) {
          edges {
            node {
              ...AdsManager_campaign
            }
          }
        }
      }
    }
  }
`);

export const CampaignEditQuery = graphql(`
  query CampaignEditQuery($advertiserId: String!, $campaignId: String!) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        access
        currency
        audiences {
          entityId
          name
          size
        }
        campaign(entityId: $campaignId) {
          ...AdsManager_campaign
          quickPromoteAnswer
          quickPromoteAnswerNote
          adGroups(first: 50) {
            edges {
              node {
                id
                entityId
                name
                status
                bidMinor
                budgetType
                budgetMinor
                spend
                impressions
                clicks
                audiencesInclude
                audiencesExclude
                targeting {
                  country
                  interests
                }
                ads(first: 50) {
                  edges {
                    node {
                      id
                      entityId
                      name
                      status
                      impressions
                      clicks
                      pin {
                        id
                        entityId
                        title
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** The create wizard's advertiser: its audiences for the ad group step. */
export const CampaignCreateQuery = graphql(`
  query CampaignCreateQuery($advertiserId: String!) {
    viewer {
      isAuth
      advertiser(entityId: $advertiserId) {
        entityId
        audiences {
          entityId
          name
          size
        }
      }
    }
  }
`);

/** The viewer's newest pins for the ads step; the promotable ones (public board, with a link) are offered. */
export const AdPinsQuery = graphql(`
  query AdPinsQuery($first: Int!) {
    viewer {
      user {
        id
        pins(first: $first) {
          edges {
            node {
              id
              entityId
              title
              promotable
              imageSpec_236x {
                url
              }
            }
          }
        }
      }
    }
  }
`);

export const SetCampaignsStatusMutation = graphql(`
  mutation SetCampaignsStatusMutation($campaignIds: [String!]!, $status: DeliveryStatus!) {
    setCampaignsStatus(campaignIds: $campaignIds, status: $status) {
      __typename
      ... on MutationSetCampaignsStatusSuccess {
        data {
          id
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

export const DuplicateCampaignMutation = graphql(`
  mutation DuplicateCampaignMutation($campaignId: String!) {
    duplicateCampaign(campaignId: $campaignId) {
      __typename
      ... on MutationDuplicateCampaignSuccess {
        data {
          entityId
          ...AdsManager_campaign
        }
      }
      ... on DomainError {
        message
        messageDetail
      }
    }
  }
`);

/** The advertiser's product groups, for a catalog sales campaign's ads. */
export const AdProductGroupsQuery = graphql(`
  query AdProductGroupsQuery($advertiserId: String!) {
    productCatalog(advertiserId: $advertiserId) {
      advertiserId
      productGroups {
        entityId
        name
        summary
        itemCount
      }
    }
  }
`);

export const CreateCampaignMutation = graphql(`
  mutation CreateCampaignMutation($input: CreateCampaignInput!) {
    createCampaign(input: $input) {
      __typename
      ... on MutationCreateCampaignSuccess {
        data {
          ...AdsManager_campaign
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

export const UpdateCampaignMutation = graphql(`
  mutation UpdateCampaignMutation($campaignId: String!, $input: CampaignSettingsInput!) {
    updateCampaign(campaignId: $campaignId, input: $input) {
      __typename
      ... on MutationUpdateCampaignSuccess {
        data {
          ...AdsManager_campaign
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

export const SetAdGroupStatusMutation = graphql(`
  mutation SetAdGroupStatusMutation($adGroupId: String!, $status: DeliveryStatus!) {
    setAdGroupStatus(adGroupId: $adGroupId, status: $status) {
      __typename
      ... on MutationSetAdGroupStatusSuccess {
        data {
          id
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

export const SetAdStatusMutation = graphql(`
  mutation SetAdStatusMutation($adId: String!, $status: DeliveryStatus!) {
    setAdStatus(adId: $adId, status: $status) {
      __typename
      ... on MutationSetAdStatusSuccess {
        data {
          id
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

export const UpdateAdGroupMutation = graphql(`
  mutation UpdateAdGroupMutation($adGroupId: String!, $input: AdGroupSettingsInput!) {
    updateAdGroup(adGroupId: $adGroupId, input: $input) {
      __typename
      ... on MutationUpdateAdGroupSuccess {
        data {
          id
          name
          bidMinor
          budgetType
          budgetMinor
          targeting {
            country
            interests
          }
          audiencesInclude
          audiencesExclude
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

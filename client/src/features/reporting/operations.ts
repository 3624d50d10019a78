import { graphql } from '../../gql';

export const AdvertiserReportQuery = graphql(`
  query AdvertiserReportQuery(
    $advertiserId: String!
    $level: ReportLevel!
    $from: String!
    $to: String!
    $campaignId: String
    $adGroupId: String
  ) {
    advertiserReport(
      advertiserId: $advertiserId
      level: $level
      from: $from
      to: $to
      campaignId: $campaignId
      adGroupId: $adGroupId
    ) {
      level
      from
      to
      currency
      rows {
        entityId
        name
        status
        campaignId
        campaignName
        adGroupId
        adGroupName
        impressions
        clicks
        saves
        videoViews
        videoWatchSeconds
        spend
        ctr
        cpc
      }
    }
  }
`);

export const CampaignInsightsQuery = graphql(`
  query CampaignInsightsQuery(
    $advertiserId: String!
    $campaignId: String!
    $from: String!
    $to: String!
    $compareFrom: String!
    $compareTo: String!
  ) {
    campaignInsights(
      advertiserId: $advertiserId
      campaignId: $campaignId
      from: $from
      to: $to
      compareFrom: $compareFrom
      compareTo: $compareTo
    ) {
      campaign {
        id
        entityId
        name
      }
      currency
      days {
        day
        impressions
        clicks
        saves
        videoViews
        videoWatchSeconds
        spend
        ctr
        cpc
      }
      comparisonDays {
        day
        impressions
        clicks
        saves
        videoViews
        videoWatchSeconds
        spend
        ctr
        cpc
      }
      totals {
        impressions
        clicks
        saves
        videoViews
        videoWatchSeconds
        spend
        ctr
        cpc
      }
      comparisonTotals {
        impressions
        clicks
        saves
        videoViews
        videoWatchSeconds
        spend
        ctr
        cpc
      }
    }
  }
`);

export const AdReportRunsQuery = graphql(`
  query AdReportRunsQuery($advertiserId: String!, $first: Int!, $after: String) {
    adReportRuns(advertiserId: $advertiserId, first: $first, after: $after) {
      edges {
        node {
          entityId
          level
          columns
          from
          to
          rowCount
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

export const AdReportRunCsvQuery = graphql(`
  query AdReportRunCsvQuery($advertiserId: String!, $reportId: String!) {
    adReportRun(advertiserId: $advertiserId, reportId: $reportId) {
      entityId
      csv
    }
  }
`);

export const CreateAdReportMutation = graphql(`
  mutation CreateAdReportMutation($input: CreateAdReportInput!) {
    createAdReport(input: $input) {
      __typename
      ... on MutationCreateAdReportSuccess {
        data {
          entityId
          level
          columns
          from
          to
          rowCount
          createdAt
          csv
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

import { graphql } from '../../gql';

export const QuickPromote_advertiser = graphql(`
  fragment QuickPromote_advertiser on Advertiser {
    entityId
    productGroups {
      entityId
      name
    }
    name
    country
    currency
    website
    billing {
      contactName
      email
      address
      country
      paymentMethod
    }
    quickPromoteDefaults {
      budget
      durationDays
      minimumBudget
    }
  }
`);

export const QuickPromote_pin = graphql(`
  fragment QuickPromote_pin on Pin {
    id
    entityId
    title
    description
    link
    promotable
    imageSpec_236x {
      url
      width
      height
    }
  }
`);

/** Whether the viewer may promote, and their advertiser (null before the business form). */
export const QuickPromoteSetupQuery = graphql(`
  query QuickPromoteSetupQuery {
    viewer {
      isAuth
      quickPromoteEligible
      quickPromoteIneligibleReason
      advertiser {
        ...QuickPromote_advertiser
      }
    }
  }
`);

/**
 * The close-window experiment's group (core/quickPromoteFlow.ts), asked only by the flow itself, so only people who
 * open quick promote take part.
 */
export const QuickPromoteCloseExperimentQuery = graphql(`
  query QuickPromoteCloseExperimentQuery($name: String!) {
    closeOnSuccess: experimentEnabled(name: $name)
  }
`);

import { graphql } from '../../gql';

/** The billing page: the viewer's advertiser, its billing contact, invoices and spend not yet invoiced. */
export const BillingRouteQuery = graphql(`
  query BillingRouteQuery {
    viewer {
      isAuth
      advertiser {
        entityId
        name
        currency
        pausedAt
        pauseReason
        billing {
          contactName
          email
          address
          country
        }
        invoices {
          entityId
          number
          periodStart
          periodEnd
          currency
          totalMinor
          status
          issuedAt
          dueOn
          paidAt
          pdfPath
          lines {
            campaignId
            campaignName
            amountMinor
          }
        }
        orderLines {
          campaignId
          campaignName
          month
          amountMinor
        }
      }
    }
  }
`);

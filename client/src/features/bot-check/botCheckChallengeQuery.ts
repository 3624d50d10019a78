import { graphql } from '../../gql';

/** A fresh challenge per token: never cached, each one is spent once. */
export const BotCheckChallengeQuery = graphql(`
  query BotCheckChallengeQuery($action: BotCheckAction!) {
    botCheckChallenge(action: $action) {
      algorithm
      challenge
      maxNumber
      salt
      signature
    }
  }
`);

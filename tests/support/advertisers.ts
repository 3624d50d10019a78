import { sql } from 'kysely';
import { graphql } from '../gql';
import type { QuickPromoteInput } from '../gql/graphql';
import { newUser, succeeded, type TestUser } from './fixtures';
import type { TestClient } from './httpClient';
import type { TestApp } from './testApp';

/** Someone signed in, with their client. */
export interface Person {
  client: TestClient;
  user: TestUser;
}

const ADVERTISER_BUSINESS = graphql(`
  mutation SupportAdvertiserBusiness($input: AdvertiserBusinessInfoInput!) {
    saveAdvertiserBusinessInfo(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBusinessInfoSuccess { data { entityId } }
    }
  }`);

/** Saves an advertiser's billing contact (the ads manager refuses to run campaigns without one). */
export const ADVERTISER_BILLING = graphql(`
  mutation SupportAdvertiserBilling($input: AdvertiserBillingInput!) {
    saveAdvertiserBilling(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationSaveAdvertiserBillingSuccess { data { entityId } }
    }
  }`);

/** A new person whose account is two days old: accounts made today may not promote yet. */
export async function seasonedUser(app: TestApp): Promise<Person> {
  const person = await newUser(app);
  await app.db
    .updateTable('users')
    .set({ created_at: sql<Date>`now() - interval '2 days'` })
    .where('id', '=', person.user.id)
    .execute();
  return person;
}

export interface AdvertiserOptions {
  name?: string;
  country?: string;
  website?: string;
  /** The billing contact's name; `null` saves no billing contact at all. */
  billTo?: string | null;
}

/**
 * Makes the person's advertiser from the quick-promote business form, and its billing contact (at the website's
 * host) unless `billTo` is null. Answers the advertiser's id.
 */
export async function newAdvertiser(person: Person, options: AdvertiserOptions = {}): Promise<string> {
  const country = options.country ?? 'US';
  const website = options.website ?? 'https://goods.example.com';
  const { saveAdvertiserBusinessInfo } = await person.client.query(ADVERTISER_BUSINESS, {
    input: { name: options.name ?? `${person.user.fullName} Goods`, country, website },
  });
  const advertiserId = succeeded(saveAdvertiserBusinessInfo).entityId;
  if (options.billTo !== null) {
    const { saveAdvertiserBilling } = await person.client.query(ADVERTISER_BILLING, {
      input: {
        advertiserId,
        contactName: options.billTo ?? 'Ada',
        email: `billing@${new URL(website).host}`,
        address: '1 Main St',
        country,
      },
    });
    succeeded(saveAdvertiserBilling);
  }
  return advertiserId;
}

const QUICK_PROMOTE = graphql(`
  mutation SupportQuickPromote($input: QuickPromoteInput!) {
    quickPromote(input: $input) {
      __typename ...DomainErrorFields
      ... on MutationQuickPromoteSuccess { data { entityId } }
    }
  }`);

/** Promotes a pin with quick promote (fixtures' `quickPromoteInput` makes the input); answers the campaign's id. */
export async function quickPromoted(person: Person, input: QuickPromoteInput): Promise<string> {
  const { quickPromote } = await person.client.query(QUICK_PROMOTE, { input });
  return succeeded(quickPromote).entityId;
}

import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type FragmentType, graphql } from '../../gql';
import type {
  AdvertiserBillingInput,
  AdvertiserBusinessInfoInput,
  DomainErrorCode,
  QuickPromoteInput,
} from '../../gql/graphql';
import { type QuickPromote_advertiser, QuickPromoteSetupQuery } from './operations';

/** A refusal: its text, the input it names, and its code (a 401-like code shows beside the pin). */
export interface PromoteFailure {
  message: string | null;
  field: string | null;
  code: DomainErrorCode | null;
}

type Outcome<T> = { ok: true; data: T } | { ok: false; failure: PromoteFailure };

const SaveBusinessMutation = graphql(`
  mutation SaveAdvertiserBusinessInfoMutation($input: AdvertiserBusinessInfoInput!) {
    saveAdvertiserBusinessInfo(input: $input) {
      __typename
      ... on MutationSaveAdvertiserBusinessInfoSuccess {
        data {
          ...QuickPromote_advertiser
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

const SaveBillingMutation = graphql(`
  mutation SaveAdvertiserBillingMutation($input: AdvertiserBillingInput!) {
    saveAdvertiserBilling(input: $input) {
      __typename
      ... on MutationSaveAdvertiserBillingSuccess {
        data {
          ...QuickPromote_advertiser
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

const QuickPromoteMutation = graphql(`
  mutation QuickPromoteMutation($input: QuickPromoteInput!) {
    quickPromote(input: $input) {
      __typename
      ... on MutationQuickPromoteSuccess {
        data {
          id
          entityId
          advertiserId
          name
          status
          pin {
            id
          }
        }
      }
      ... on DomainError {
        code
        message
        messageDetail
        field
      }
    }
  }
`);

type DomainErrorShape = {
  __typename: 'DomainError';
  code: DomainErrorCode;
  message: string;
  messageDetail?: string | null;
  field?: string | null;
};

function refusal(result: { __typename: string } | null | undefined): PromoteFailure {
  if (result?.__typename === 'DomainError') {
    const error = result as DomainErrorShape;
    return { message: error.messageDetail || error.message, field: error.field ?? null, code: error.code };
  }
  return { message: null, field: null, code: null };
}

/** The viewer's advertiser lives under the setup query's viewer: put the saved one there. */
function storeAdvertiser(cache: ApolloCache, advertiser: FragmentType<typeof QuickPromote_advertiser>): void {
  cache.updateQuery({ query: QuickPromoteSetupQuery }, (data) =>
    data ? { ...data, viewer: { ...data.viewer, advertiser } } : data,
  );
}

export function useSaveAdvertiserBusinessInfoMutation() {
  const [mutate, state] = useMutation(SaveBusinessMutation);
  const save = useCallback(
    async (
      input: AdvertiserBusinessInfoInput,
    ): Promise<Outcome<FragmentType<typeof QuickPromote_advertiser>>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            const result = answer?.saveAdvertiserBusinessInfo;
            if (result?.__typename === 'MutationSaveAdvertiserBusinessInfoSuccess')
              storeAdvertiser(cache, result.data);
          },
        });
        const result = data?.saveAdvertiserBusinessInfo;
        if (result?.__typename === 'MutationSaveAdvertiserBusinessInfoSuccess')
          return { ok: true, data: result.data };
        return { ok: false, failure: refusal(result) };
      } catch {
        return { ok: false, failure: refusal(null) };
      }
    },
    [mutate],
  );
  return [save, state] as const;
}

export function useSaveAdvertiserBillingMutation() {
  const [mutate, state] = useMutation(SaveBillingMutation);
  const save = useCallback(
    async (input: AdvertiserBillingInput): Promise<Outcome<FragmentType<typeof QuickPromote_advertiser>>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            const result = answer?.saveAdvertiserBilling;
            if (result?.__typename === 'MutationSaveAdvertiserBillingSuccess')
              storeAdvertiser(cache, result.data);
          },
        });
        const result = data?.saveAdvertiserBilling;
        if (result?.__typename === 'MutationSaveAdvertiserBillingSuccess')
          return { ok: true, data: result.data };
        return { ok: false, failure: refusal(result) };
      } catch {
        return { ok: false, failure: refusal(null) };
      }
    },
    [mutate],
  );
  return [save, state] as const;
}

export interface PromotedCampaign {
  entityId: string;
  advertiserId: string;
  name: string;
}

/**
 * Promotes a pin. On success the pin reads as promoted everywhere it is shown (its cache entry is patched); the
 * campaigns page loads its list afresh, as a new campaign's place in it is the server's to say.
 */
export function useQuickPromoteMutation() {
  const [mutate, state] = useMutation(QuickPromoteMutation);
  const promote = useCallback(
    async (input: QuickPromoteInput, promoter: string): Promise<Outcome<PromotedCampaign>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            const result = answer?.quickPromote;
            if (result?.__typename !== 'MutationQuickPromoteSuccess' || !result.data.pin) return;
            cache.modify({
              id: cache.identify({ __typename: 'Pin', id: result.data.pin.id }),
              fields: { isPromoted: () => true, promoter: () => promoter },
            });
          },
        });
        const result = data?.quickPromote;
        if (result?.__typename === 'MutationQuickPromoteSuccess') return { ok: true, data: result.data };
        return { ok: false, failure: refusal(result) };
      } catch {
        return { ok: false, failure: refusal(null) };
      }
    },
    [mutate],
  );
  return [promote, state] as const;
}

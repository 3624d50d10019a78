import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type FragmentType, graphql } from '../../gql';
import type {
  DomainErrorCode,
  QuickPromoteInput,
  SaveAdvertiserBillingMutationMutation,
  SaveAdvertiserBusinessInfoMutationMutation,
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

type AdvertiserRef = FragmentType<typeof QuickPromote_advertiser>;

/** The viewer's advertiser lives under the setup query's viewer: put the saved one there. */
function storeAdvertiser(cache: ApolloCache, advertiser: AdvertiserRef): void {
  cache.updateQuery({ query: QuickPromoteSetupQuery }, (data) =>
    data ? { ...data, viewer: { ...data.viewer, advertiser } } : data,
  );
}

/** The advertiser a save answered with, or null when it was refused (a refusal has no data). */
function savedAdvertiser(
  result: { __typename: string; data?: AdvertiserRef } | undefined,
): AdvertiserRef | null {
  return result?.data ?? null;
}

/**
 * Saves a part of the viewer's advertiser (its business details, its billing): the advertiser answered goes into
 * the setup query's cache, and the caller gets it or the refusal.
 */
function useSaveAdvertiser<TData, TInput>(
  document: TypedDocumentNode<TData, { input: TInput }>,
  answerOf: (data: TData | null | undefined) => { __typename: string; data?: AdvertiserRef } | undefined,
) {
  const [mutate, state] = useMutation(document);
  const save = useCallback(
    async (input: TInput): Promise<Outcome<AdvertiserRef>> => {
      try {
        const { data } = await mutate({
          variables: { input },
          update: (cache, { data: answer }) => {
            const saved = savedAdvertiser(answerOf(answer));
            if (saved) storeAdvertiser(cache, saved);
          },
        });
        const result = answerOf(data);
        const saved = savedAdvertiser(result);
        return saved ? { ok: true, data: saved } : { ok: false, failure: refusal(result) };
      } catch {
        return { ok: false, failure: refusal(null) };
      }
    },
    [mutate, answerOf],
  );
  return [save, state] as const;
}

const businessInfoAnswer = (data: SaveAdvertiserBusinessInfoMutationMutation | null | undefined) =>
  data?.saveAdvertiserBusinessInfo;
const billingAnswer = (data: SaveAdvertiserBillingMutationMutation | null | undefined) =>
  data?.saveAdvertiserBilling;

export function useSaveAdvertiserBusinessInfoMutation() {
  return useSaveAdvertiser(SaveBusinessMutation, businessInfoAnswer);
}

export function useSaveAdvertiserBillingMutation() {
  return useSaveAdvertiser(SaveBillingMutation, billingAnswer);
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

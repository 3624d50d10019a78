import { describe, expect, it } from 'vitest';
import { mutationOutcome } from '../../client/src/apollo/mutationOutcome';
import { GENERIC_ERROR } from '../../core/texts';

type Answer =
  | { __typename: 'MutationRevokeAccessTokenSuccess'; data: { id: string } }
  | { __typename: 'DomainError'; message: string; messageDetail?: string | null; field?: string | null };

const SUCCESS = 'MutationRevokeAccessTokenSuccess';

describe('the text a failed mutation shows', () => {
  it('hands back the success branch as it is', async () => {
    const answer: Answer = { __typename: SUCCESS, data: { id: '7' } };
    expect(await mutationOutcome(async (): Promise<Answer> => answer, SUCCESS)).toEqual({ ok: true, answer });
  });

  it('shows a refusal as its message and detail, with the refusal for its field', async () => {
    const refusal: Answer = {
      __typename: 'DomainError',
      message: 'Sorry, we couldn’t find that token.',
      messageDetail: 'It may have been revoked.',
      field: 'id',
    };
    expect(await mutationOutcome(async (): Promise<Answer> => refusal, SUCCESS)).toEqual({
      ok: false,
      text: 'Sorry, we couldn’t find that token. It may have been revoked.',
      refusal,
    });
  });

  it('words a refusal as the caller asks', async () => {
    const refusal: Answer = { __typename: 'DomainError', message: 'No.', messageDetail: 'Not yours.' };
    const outcome = await mutationOutcome(
      async (): Promise<Answer> => refusal,
      SUCCESS,
      (r) => r.messageDetail || r.message,
    );
    expect(outcome).toMatchObject({ ok: false, text: 'Not yours.' });
  });

  it('shows the generic text for no answer and for a failed request', async () => {
    expect(await mutationOutcome<Answer, typeof SUCCESS>(async () => null, SUCCESS)).toEqual({
      ok: false,
      text: GENERIC_ERROR,
      refusal: null,
    });
    const failed = await mutationOutcome<Answer, typeof SUCCESS>(
      () => Promise.reject(new Error('offline')),
      SUCCESS,
    );
    expect(failed).toEqual({ ok: false, text: GENERIC_ERROR, refusal: null });
  });
});

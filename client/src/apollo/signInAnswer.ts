import { type FragmentType, getFragmentData, graphql } from '../gql';

/** The code step a sign-in asks for when the account has two-factor authentication on. */
export const SignInAnswer_codeStep = graphql(`
  fragment SignInAnswer_codeStep on LogInMfaRequired {
    ticket
  }
`);

/** A refused sign-in: the text to show and the input it is about. */
export const SignInAnswer_refusal = graphql(`
  fragment SignInAnswer_refusal on DomainError {
    code
    message
    messageDetail
    field
  }
`);

/** What the mutations that sign someone in (log in, a password reset) answer, each in its own success type. */
export type SignInResult =
  | ({ __typename: 'LogInMfaRequired' } & FragmentType<typeof SignInAnswer_codeStep>)
  | ({ __typename: 'DomainError' } & FragmentType<typeof SignInAnswer_refusal>)
  | {
      __typename:
        | 'MutationLogInSuccess'
        | 'MutationResetPasswordSuccess'
        | 'MutationFinishLoginAssistanceSuccess';
    };

export type SignInAnswer =
  | { kind: 'signedIn' }
  | { kind: 'codeNeeded'; ticket: string }
  | {
      kind: 'refused';
      refusal: { code: string; message: string; messageDetail?: string | null; field?: string | null };
    }
  | { kind: 'noAnswer' };

/**
 * Reads a sign-in mutation's answer: a session started, a code is needed first (LogInMfaRequired's ticket), or the
 * server refused. The log-in page and the password-reset page act on it alike.
 */
export function signInAnswer(result: SignInResult | null | undefined): SignInAnswer {
  if (!result) return { kind: 'noAnswer' };
  switch (result.__typename) {
    case 'LogInMfaRequired':
      return { kind: 'codeNeeded', ticket: getFragmentData(SignInAnswer_codeStep, result).ticket };
    case 'DomainError':
      return { kind: 'refused', refusal: getFragmentData(SignInAnswer_refusal, result) };
    default:
      return { kind: 'signedIn' };
  }
}

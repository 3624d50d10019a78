/** The text for a refusal, as the log-in and sign-up forms show it: the message, then its detail if any. */
export function domainErrorText(error: { message: string; messageDetail?: string | null }): string {
  return error.messageDetail ? `${error.message} ${error.messageDetail}` : error.message;
}

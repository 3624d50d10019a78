/** Whether a mutation's DomainError is the server refusing the bot-check token (it names that input). */
export function isBotCheckRefusal(error: { field?: string | null }): boolean {
  return error.field === 'botCheckToken';
}

import type { BotCheck } from './useBotCheckToken';

/**
 * The token a form's send carries (null when the server does not check), or undefined when there is none to
 * give: the bot-check notice already says why (load error with Retry, or the local block), so the send stops.
 */
export async function takeTokenForSend(botCheck: BotCheck): Promise<{ token: string | null } | undefined> {
  try {
    return { token: await botCheck.takeToken() };
  } catch {
    return undefined;
  }
}

/** A spent bot-check token: its challenge's signature, until the challenge expires. */
export interface BotCheckSpentTable {
  signature: string;
  expires_at: Date;
}

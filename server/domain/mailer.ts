export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends email: over SMTP when configured, otherwise into an outbox folder a self-hoster can read. */
export interface Mailer {
  /** The public origin links in messages point at. */
  readonly siteUrl: string;
  send(mail: OutgoingMail): Promise<void>;
}

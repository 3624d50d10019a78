import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The messages mailed to an address so far, oldest first (without SMTP the server writes .eml files). */
export function mailsTo(dataDir: string, to: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => readFileSync(path.join(outbox, name), 'utf8'))
    .filter((mail) => mail.includes(`\r\nTo: ${to}\r\n`));
}

/** The tokens of the email-verification links mailed to an address, oldest first. */
export function verificationTokensMailedTo(dataDir: string, to: string): string[] {
  return mailsTo(dataDir, to)
    .map((mail) => /\/verify-email\/([A-Za-z0-9_-]+)\//.exec(mail)?.[1])
    .filter((token): token is string => Boolean(token));
}

/** The token of the newest verification link mailed to an address; throws when none was. */
export function newestVerificationToken(dataDir: string, to: string): string {
  const token = verificationTokensMailedTo(dataDir, to).at(-1);
  if (!token) throw new Error(`No verification link was mailed to ${to}`);
  return token;
}

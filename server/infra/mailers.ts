import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '../domain/mailer';

const FROM = 'Tackboard <no-reply@tackboard.local>';

/** Writes each message as an .eml file under `dir` (the README points there). */
export function outboxMailer(dir: string, siteUrl: string): Mailer {
  return {
    siteUrl,
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const message = [
        `From: ${FROM}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(path.join(dir, name), message);
    },
  };
}

export function smtpMailer(url: string, siteUrl: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    siteUrl,
    async send(mail) {
      await transport.sendMail({ from: FROM, ...mail });
    },
  };
}

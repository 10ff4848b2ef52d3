import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /**
   * Mail an address may get before its owner has confirmed it: only the confirmation link and a
   * password reset (the mail queue skips anything else to an unconfirmed address).
   */
  beforeConfirmation?: boolean;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the transport is handed: the message without the queue's own flag. */
const message = ({ beforeConfirmation: _, ...rest }: Mail) => rest;

/**
 * Writes every message as an .eml file under `outboxDir` (the default), or sends it through
 * SMTP when a MAIL_URL is configured. Both build the message with nodemailer, so the file is
 * exactly what SMTP would have carried.
 */
export function createMailer(opts: {
  url: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.url) {
    const transport = nodemailer.createTransport(opts.url);
    return {
      async send(mail) {
        const info = await transport.sendMail({ from: opts.from, ...message(mail) });
        // By the server's message id, not the address or the subject (personal details).
        opts.log.info({ messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...message(mail) });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 16)}.eml`;
      const file = path.join(opts.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ file }, 'mail written to outbox');
    },
  };
}

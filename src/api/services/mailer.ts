/**
 * Outgoing email: SMTP through nodemailer when SMTP_URL is set, otherwise .eml files in the outbox
 * folder (./data/outbox), each also logged, so nothing is lost in development or tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Stable id of an outbox message: its Message-ID and outbox file name, so a repeat send is the same mail. */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the message, e.g. an order's tax invoice PDF. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The message as nodemailer takes it: our id becomes the Message-ID at the sender's domain. */
function envelope(from: string, { id, ...message }: MailMessage) {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return { from, ...message, ...(id ? { messageId: `<${id}@${domain}>` } : {}) };
}

export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail(envelope(options.from, message));
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = (await composer.sendMail(envelope(options.from, message))) as unknown as {
        message: Buffer;
      };
      await mkdir(options.outboxDir, { recursive: true });
      // An outbox message sent again after a crash overwrites its own file instead of adding one.
      const name = message.id ?? `${Date.now()}-${randomBytes(4).toString('hex')}`;
      const file = join(options.outboxDir, `${name}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      console.log(`[mail] "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}

/**
 * The shop's outbox as the browser tests read it (.e2e/data/outbox/*.eml, written by the API's default
 * mailer): each message parsed and decoded (tests/helpers/mime.ts), so a test reads the text part a
 * customer reads, whatever transfer encoding nodemailer chose for the multipart message.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, parseMail } from '../helpers/mime.ts';

export const OUTBOX_DIR = join('.e2e', 'data', 'outbox');

export interface OutboxMail extends ParsedMail {
  file: string;
}

/** Every message in the outbox now, newest file name first. */
export async function outboxMails(): Promise<OutboxMail[]> {
  const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const mails: OutboxMail[] = [];
  for (const file of files.sort().reverse()) {
    const raw = await readFile(join(OUTBOX_DIR, file), 'utf8').catch(() => null);
    if (raw) mails.push({ ...parseMail(raw), file });
  }
  return mails;
}

/** Whether a message is addressed to `email` (compared without case). */
export const isTo = (mail: ParsedMail, email: string) =>
  mail.to.trim().toLowerCase() === email.trim().toLowerCase();

/** The first message `match` accepts, waiting for the outbox to deliver it; `what` names it in the error. */
export async function waitForMail(
  match: (mail: OutboxMail) => boolean,
  what: string,
  { tries = 40, everyMs = 250 } = {},
): Promise<OutboxMail> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const found = (await outboxMails()).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`No ${what} in ${OUTBOX_DIR}`);
}

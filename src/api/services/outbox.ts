/**
 * The email outbox (docs/design.md#back-office): a message is a row written in the same transaction as the
 * change that causes it, then delivered from the table. A failed send is retried with backoff and a
 * send cut off by a crash is retried once its claim lapses, so no message is lost (delivery is at
 * least once; each message carries a stable Message-ID so a rare repeat is recognisable).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { attachmentsFor } from './mail-attachments.ts';
import type { MailAttachment, Mailer, MailMessage } from './mailer.ts';

/** A transaction or the database itself: enqueueing joins whichever the caller is writing with. */
export type Writer = Pick<Db, 'insert'>;

/** How long a claimed message is left to its sender before another delivery may take it. */
const CLAIM_MS = 2 * 60_000;
/** Tries before a message is marked failed (about a day of backoff). */
export const MAX_ATTEMPTS = 12;
const BATCH = 20;
/** Recipients sent to at once within a batch. */
const SENDERS = 4;
/** Tries that wait for a message's attachments before it is sent without them. */
const ATTACHMENT_TRIES = 3;

/** Wait before try n+1: 30 s, 1 min, 2 min, ... capped at 4 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 3600_000);
}

/** A message and the key that makes it once-only (a second enqueue with the key writes nothing). */
export interface Enqueued {
  message: MailMessage;
  dedupeKey?: string;
  /** Not sent before this time (a review request waits days after delivery); now when left out. */
  notBefore?: Date;
}

const outboxRow = ({ message, dedupeKey, notBefore }: Enqueued) => ({
  dedupeKey: dedupeKey ?? null,
  ...(notBefore ? { nextAttemptAt: notBefore } : {}),
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html ?? null,
  replyTo: message.replyTo ?? null,
});

/**
 * Writes messages to the outbox in one statement; returns their ids in order, null for one whose
 * `dedupeKey` was enqueued before. Files are not stored: the message's dedupe key names them and they
 * are made at send time (attachmentsFor).
 */
export async function enqueueEmails(db: Writer, messages: readonly Enqueued[]): Promise<(number | null)[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(emailOutbox)
    .values(messages.map(outboxRow))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey });
  // Matched by key; messages without one are all written, their ids drawn in the order given.
  const byKey = new Map(rows.map((r) => [r.dedupeKey, r.id]));
  const unkeyed = rows
    .filter((r) => r.dedupeKey === null)
    .sort((a, b) => a.id - b.id)
    .values();
  return messages.map(({ dedupeKey }) =>
    dedupeKey ? (byKey.get(dedupeKey) ?? null) : (unkeyed.next().value?.id ?? null),
  );
}

/** Writes one message to the outbox; its id, or null when `dedupeKey` was enqueued before. */
export async function enqueueEmail(
  db: Writer,
  message: MailMessage,
  dedupeKey?: string,
): Promise<number | null> {
  const [id] = await enqueueEmails(db, [{ message, dedupeKey }]);
  return id ?? null;
}

export interface Outbox {
  /** Delivers due messages (only `ids`, when given); returns how many were sent. */
  deliver(ids?: (number | null)[]): Promise<number>;
  /**
   * Delivers these messages after the caller has answered: queued, and sent by one background run
   * at a time that takes every message queued meanwhile in one claim. A failure stays in the outbox
   * for its retries. With `background: false` (tests), delivered before it resolves.
   */
  later(ids: (number | null)[]): Promise<void>;
  /** Resolves once the messages queued by `later` so far have been tried. */
  settled(): Promise<void>;
  /** Starts delivering due messages every `intervalMs` (timers do not keep the process alive). */
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox(
  db: Db,
  mailer: Mailer,
  options: { intervalMs?: number; log?: (line: string) => void; background?: boolean } = {},
): Outbox {
  const log = options.log ?? ((line) => console.error(line));
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  /** Messages `later` was given that no run has claimed yet, and the background run, if one is on. */
  const queued = new Set<number>();
  let sending: Promise<void> | null = null;

  /**
   * Claims due rows for this sender in one statement: SKIP LOCKED so several API instances never take
   * the same row, and no transaction of its own (one round trip, not four).
   */
  async function claim(ids?: number[]) {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, sql`now()`),
          ids ? inArray(emailOutbox.id, ids) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(Date.now() + CLAIM_MS),
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * Attachments are made at send time from what the row names (services/mail-attachments.ts), so the
   * row stays small. One that keeps failing must not hold the message back for good: after a few
   * tries it goes without (an order confirmation also links to its invoice).
   */
  async function attachments(row: typeof emailOutbox.$inferSelect): Promise<MailAttachment[]> {
    try {
      return await attachmentsFor(db, row.dedupeKey);
    } catch (error) {
      if (row.attempts < ATTACHMENT_TRIES) throw error;
      log(
        `[mail] "${row.subject}" to ${row.to} is sent without its attachments: ${(error as Error).message}`,
      );
      return [];
    }
  }

  /** Sends one message; true when sent. A failure is written back with its retry time. */
  async function sendOne(row: typeof emailOutbox.$inferSelect): Promise<boolean> {
    try {
      const files = await attachments(row);
      await mailer.send({
        id: `outbox-${row.createdAt.getTime()}-${row.id}`,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        replyTo: row.replyTo ?? undefined,
        ...(files.length ? { attachments: files } : {}),
      });
      return true;
    } catch (error) {
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const reason = (error as Error)?.message ?? String(error);
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      log(`[mail] "${row.subject}" to ${row.to} failed (try ${row.attempts}): ${reason}`);
      return false;
    }
  }

  /**
   * Sends claimed rows: one recipient's in the order they were written (an order's confirmation stays
   * its last message), SENDERS recipients at a time, so one slow send does not hold the rest. The
   * sent ones are marked in one statement; a crash before it sends them again once their claim
   * lapses (at least once, as above).
   */
  async function sendAll(rows: (typeof emailOutbox.$inferSelect)[]): Promise<number> {
    const byRecipient = new Map<string, (typeof emailOutbox.$inferSelect)[]>();
    for (const row of rows) {
      const queue = byRecipient.get(row.to);
      if (queue) queue.push(row);
      else byRecipient.set(row.to, [row]);
    }
    const sent: number[] = [];
    await pLimit(SENDERS).map(byRecipient.values(), async (queue) => {
      for (const row of queue) if (await sendOne(row)) sent.push(row.id);
    });
    if (sent.length)
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(inArray(emailOutbox.id, sent));
    return sent.length;
  }

  async function deliver(ids?: (number | null)[]): Promise<number> {
    const wanted = ids?.filter((id): id is number => id !== null);
    if (wanted && wanted.length === 0) return 0;
    let sent = 0;
    for (;;) {
      const rows = await claim(wanted);
      sent += await sendAll(rows);
      if (rows.length < BATCH) return sent;
    }
  }

  const failed = (error: Error) => log(`[mail] outbox delivery failed: ${error.message}`);

  /** Sends what is queued until nothing is (deliver claims BATCH at a time); starts after the current turn's answer. */
  async function sendQueued() {
    await new Promise((resolve) => setImmediate(resolve));
    while (queued.size > 0) {
      const ids = [...queued];
      queued.clear();
      await deliver(ids).catch(failed);
    }
  }

  async function settled() {
    while (sending) await sending;
  }

  const tick = () => {
    running = running.then(() => deliver()).catch(failed);
  };

  return {
    deliver,
    async later(ids) {
      if (options.background === false) {
        await deliver(ids).catch(failed);
        return;
      }
      for (const id of ids) if (id !== null) queued.add(id);
      if (!sending && queued.size > 0)
        sending = sendQueued().finally(() => {
          sending = null;
        });
    },
    settled,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.intervalMs ?? 30_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([running, settled()]);
    },
  };
}

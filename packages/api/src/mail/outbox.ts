// The email outbox (docs/ARCHITECTURE.md §4): every email caused by a change is written in the same transaction
// as the change, and a worker sends it. A receipt therefore exists exactly when its gift does, and a
// crash between the commit and the send only delays it. Rows are claimed by the leased queue
// (src/db/leasedQueue.ts, which webhook deliveries share: `FOR UPDATE SKIP LOCKED` in a short
// transaction), so several instances on one PostgreSQL share the work and never send a message twice
// at once; a claim is a lease, so a message whose sender died is claimed again once the lease ends.
// Each message carries its outbox id, and the embedded mailer names its file by it, so a message
// sent again after a crash replaces itself.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { backoffMs, databaseTimeIn, workThroughDue, type LeasedQueue } from '../db/leasedQueue';
import { noteQueued } from '../db/queuedWork';
import { outboxMessages, type OutboxMessageBody, type OutboxMessageRow } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

export interface OutboxSettings {
  /** Attempts before a message is kept as failed. */
  maxAttempts: number;
  /** How long a claimed message is left to its sender before another may claim it. */
  leaseMs: number;
  /** Delay before the second attempt; each later one doubles it, up to an hour. */
  firstRetryMs: number;
  batchSize: number;
}

export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  maxAttempts: 8,
  leaseMs: 60_000,
  firstRetryMs: 30_000,
  batchSize: 20,
};

function toBody(message: MailMessage): OutboxMessageBody {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments
      ? {
          attachments: message.attachments.map(({ filename, content, contentType }) => ({
            filename,
            contentType,
            contentBase64: content.toString('base64'),
          })),
        }
      : {}),
  };
}

function fromBody(body: OutboxMessageBody): MailMessage {
  return {
    to: body.to,
    subject: body.subject,
    text: body.text,
    ...(body.html === undefined ? {} : { html: body.html }),
    ...(body.attachments
      ? {
          attachments: body.attachments.map(({ filename, contentType, contentBase64 }) => ({
            filename,
            contentType,
            content: Buffer.from(contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

/**
 * Whether no mailbox can ever receive mail at `address`: one under the reserved top-level domain
 * `.invalid` (RFC 2606), such as the lobby kiosk's anonymous donor record (docs/PRODUCT.md §20).
 */
export function isUndeliverableAddress(address: string): boolean {
  return /\.invalid$/i.test(address.trim());
}

/**
 * Queues `message` in `tx`, the transaction that writes its cause. It leaves once that commits (the
 * worker is woken after the request that queued it, and on its timer). A message to an
 * undeliverable address is not queued (0): a statement or notice of every donor passes over the
 * anonymous donor record.
 */
export async function enqueueMail(
  tx: Database,
  message: MailMessage,
  organizationId: number | null = null,
): Promise<number> {
  if (isUndeliverableAddress(message.to)) return 0;
  const [row] = await tx
    .insert(outboxMessages)
    .values({ organizationId, message: toBody(message) })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('outbox: insert returned nothing');
  noteQueued('outbox');
  return row.id;
}

const later = databaseTimeIn;

/** Retry delay after `attempts` failed attempts: first, then doubling, at most an hour. */
export function retryDelayMs(settings: OutboxSettings, attempts: number): number {
  return backoffMs(settings.firstRetryMs, attempts, 60 * 60_000);
}

export interface OutboxRun {
  sent: number;
  failed: number;
}

const OUTBOX_QUEUE: LeasedQueue<typeof outboxMessages> = {
  table: outboxMessages,
  id: outboxMessages.id,
  attempts: outboxMessages.attempts,
  availableAt: outboxMessages.availableAt,
  finishedAt: [outboxMessages.sentAt, outboxMessages.failedAt],
};

/** One pass: sends every message due when it claims; returns what happened. */
export async function sendDueMail(
  db: Database,
  mailer: Mailer,
  options: {
    settings: OutboxSettings;
    log: (error: unknown, row: OutboxMessageRow) => void;
  },
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0 };
  await workThroughDue(db, OUTBOX_QUEUE, options.settings, async (claimed) => {
    for (const row of claimed) {
      try {
        await mailer.send(fromBody(row.message), { outboxId: row.id, queuedAt: row.createdAt });
        await db
          .update(outboxMessages)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(outboxMessages.id, row.id));
        run.sent += 1;
      } catch (error) {
        run.failed += 1;
        options.log(error, row);
        const spent = row.attempts >= options.settings.maxAttempts;
        await db
          .update(outboxMessages)
          .set({
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
            ...(spent
              ? { failedAt: sql`now()` }
              : { availableAt: later(retryDelayMs(options.settings, row.attempts)) }),
          })
          .where(eq(outboxMessages.id, row.id));
      }
    }
  });
  return run;
}

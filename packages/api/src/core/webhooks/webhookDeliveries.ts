// Sends the webhook deliveries that are due: claimed by the leased queue the email outbox uses
// (src/db/leasedQueue.ts), so two instances never send one at once and a worker that dies leaves its
// claim to be taken again when the lease ends. A batch is sent side by side, well within the lease
// (each request has a 10 s deadline). A 2xx delivers; anything else, a refused address or no answer
// is tried again after 30 s, then doubling up to 6 hours between attempts, for three days from the
// event; then the delivery is kept as failed.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  backoffMs,
  workThroughDue,
  databaseTimeIn,
  type ClaimSettings,
  type LeasedQueue,
} from '../../db/leasedQueue';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema';
import type { OutboundPolicy, Resolver } from './outboundAddress';
import { postWebhook, systemResolver } from './webhookPost';
import { webhookSecretBox } from './webhookSecret';
import { signedHeaders } from './webhookSignature';

export interface WebhookSettings extends ClaimSettings {
  /** The deadline of one request. */
  timeoutMs: number;
  /** Wait before the second attempt; each later one doubles it, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long after the event attempts go on. */
  giveUpAfterMs: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  batchSize: 20,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  firstRetryMs: 30_000,
  maxRetryMs: 6 * 60 * 60_000,
  giveUpAfterMs: 3 * 24 * 60 * 60_000,
};

const WEBHOOK_QUEUE: LeasedQueue<typeof webhookDeliveries> = {
  table: webhookDeliveries,
  id: webhookDeliveries.id,
  attempts: webhookDeliveries.attempts,
  availableAt: webhookDeliveries.availableAt,
  finishedAt: [webhookDeliveries.deliveredAt, webhookDeliveries.failedAt],
};

export interface WebhookDelivering {
  settings: WebhookSettings;
  appKey: string;
  policy: OutboundPolicy;
  /** How names are resolved (node's DNS unless a test stands in). */
  resolve?: Resolver;
  log: (problem: string, row: WebhookDeliveryRow) => void;
}

export interface WebhookRun {
  delivered: number;
  failed: number;
}

class EndpointAnswered extends Error {
  constructor(readonly status: number) {
    super(`The endpoint answered ${status}`);
  }
}

async function attempt(
  row: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow | undefined,
  options: WebhookDelivering,
): Promise<number> {
  if (!endpoint || endpoint.disabledAt) throw new Error('The endpoint was removed');
  const secret = webhookSecretBox(options.appKey).open(endpoint.secretSealed);
  const status = await postWebhook(
    new URL(endpoint.url),
    { ...signedHeaders(secret, row.eventId, new Date(), row.body) },
    row.body,
    {
      policy: options.policy,
      resolve: options.resolve ?? systemResolver,
      timeoutMs: options.settings.timeoutMs,
    },
  );
  if (status < 200 || status > 299) throw new EndpointAnswered(status);
  return status;
}

async function recordOutcome(
  db: Database,
  row: WebhookDeliveryRow,
  outcome: { status: number } | { error: unknown },
  settings: WebhookSettings,
): Promise<void> {
  // A claim taken over after its lease ended belongs to the newer attempt, which records its own.
  const stillOurs = and(
    eq(webhookDeliveries.id, row.id),
    eq(webhookDeliveries.attempts, row.attempts),
    isNull(webhookDeliveries.deliveredAt),
  );
  if ('status' in outcome) {
    await db
      .update(webhookDeliveries)
      .set({
        deliveredAt: sql`now()`,
        lastAttemptAt: sql`now()`,
        lastResponseCode: outcome.status,
        lastError: null,
      })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  const { error } = outcome;
  const status = error instanceof EndpointAnswered ? error.status : null;
  const message = error instanceof Error ? error.message : String(error);
  const removed = message === 'The endpoint was removed';
  const next = databaseTimeIn(backoffMs(settings.firstRetryMs, row.attempts, settings.maxRetryMs));
  const giveUpAt = sql`${webhookDeliveries.createdAt} + make_interval(secs => ${settings.giveUpAfterMs / 1000})`;
  await db
    .update(webhookDeliveries)
    .set({
      lastAttemptAt: sql`now()`,
      lastResponseCode: status,
      lastError: message.slice(0, 500),
      availableAt: next,
      failedAt: removed ? sql`now()` : sql`case when ${next} > ${giveUpAt} then now() end`,
    })
    .where(stillOurs);
}

/** One pass: sends every delivery due when it claims; returns what happened. */
export async function deliverDueWebhooks(db: Database, options: WebhookDelivering): Promise<WebhookRun> {
  const run: WebhookRun = { delivered: 0, failed: 0 };
  await workThroughDue(db, WEBHOOK_QUEUE, options.settings, async (claimed) => {
    const endpointIds = [...new Set(claimed.map((row) => row.endpointId))];
    const endpoints = new Map(
      (await db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, endpointIds))).map(
        (endpoint) => [endpoint.id, endpoint],
      ),
    );
    await Promise.all(
      claimed.map(async (row) => {
        let outcome: { status: number } | { error: unknown };
        try {
          outcome = { status: await attempt(row, endpoints.get(row.endpointId), options) };
          run.delivered += 1;
        } catch (error) {
          outcome = { error };
          run.failed += 1;
          options.log(error instanceof Error ? error.message : String(error), row);
        }
        await recordOutcome(db, row, outcome, options.settings);
      }),
    );
  });
  return run;
}

// Queuing an event for the church's endpoints, in the transaction of the change that causes it: an
// event exists exactly when its change committed (a rolled-back gift sends nothing, a committed one
// is never lost), and the delivery worker (webhookDeliveries.ts) sends it after the commit. Features
// call the helpers beside this file (giftWebhookEvents.ts, recurringWebhookEvents.ts,
// donorWebhookEvents.ts); a church without an endpoint for the type costs one indexed query.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { noteQueued } from '../../db/queuedWork';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { WebhookEventType } from './webhookEventTypes';

/** What an endpoint receives: the Standard Webhooks body `{ type, timestamp, data }`. */
export interface WebhookEventBody {
  type: WebhookEventType;
  /** When the event happened (ISO 8601, UTC). */
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Queues `type` for every live endpoint of the church that subscribed to it. `data` is read only
 * when some endpoint wants the event. Returns the event id (`webhook-id`), or null when none did.
 */
export async function emitWebhookEvent(
  tx: Database,
  organizationId: number,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown> | null>,
): Promise<string | null> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, organizationId),
        isNull(webhookEndpoints.disabledAt),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
  if (endpoints.length === 0) return null;
  const payload = await data();
  if (payload === null) return null;
  const eventId = newPrefixedId('msg');
  const body: WebhookEventBody = { type, timestamp: new Date().toISOString(), data: payload };
  const text = JSON.stringify(body);
  await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({ organizationId, endpointId: endpoint.id, eventId, type, body: text })),
    );
  noteQueued('webhooks');
  return eventId;
}

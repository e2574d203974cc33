// A church's webhook endpoints: added with a new secret (shown once, kept sealed), listed with how
// their deliveries fare, removed (disabled, with the deliveries still waiting given up, so nothing
// more is sent to it). The halo CLI and the console's Webhooks section call these; each runs in the
// caller's transaction.
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Keyset } from '../keysetCursor';
import * as v from 'valibot';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { noteQueued } from '../../db/queuedWork';
import {
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../../db/schema';
import { urlRefusal, type OutboundPolicy, type UrlRefusal } from './outboundAddress';
import { isWebhookEventType, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhookEventTypes';
import { newWebhookSecret, webhookSecretBox } from './webhookSecret';

/** A church's live endpoints at most: each event is one request per endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export type WebhookEndpointRefusal =
  | { field: 'url'; code: 'urlInvalid' | UrlRefusal['code'] | 'urlKnown' | 'tooMany' }
  | { field: 'events'; code: 'eventsInvalid'; value: string }
  | { field: 'endpoint'; code: 'endpointUnknown' }
  | { field: 'event'; code: 'eventUnknown' };

/** Refuses an endpoint change; the caller words it in its reader's language, naming the field. */
export class WebhookEndpointError extends Error {
  constructor(readonly refusal: WebhookEndpointRefusal) {
    super(`webhook endpoint refused: ${refusal.field} ${refusal.code}`);
    this.name = 'WebhookEndpointError';
  }
}

const urlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.check((text: string) => URL.canParse(text)),
);

/** `gift.succeeded,gift.refunded` (commas or spaces) → the types, each known; none → all of them. */
const eventsSchema = v.pipe(
  v.string(),
  v.transform((text) => text.split(/[\s,]+/).filter(Boolean)),
  v.check((types) => types.length > 0 && types.every(isWebhookEventType)),
  v.transform((types) => [...new Set(types as WebhookEventType[])]),
);

export function parseWebhookEvents(text: string | undefined): WebhookEventType[] {
  if (text === undefined) return [...WEBHOOK_EVENT_TYPES];
  const parsed = v.safeParse(eventsSchema, text);
  if (!parsed.success) {
    const unknown = text.split(/[\s,]+/).find((type) => type && !isWebhookEventType(type)) ?? text;
    throw new WebhookEndpointError({ field: 'events', code: 'eventsInvalid', value: unknown });
  }
  return parsed.output;
}

export function parseWebhookUrl(text: string, policy: OutboundPolicy): URL {
  const parsed = v.safeParse(urlSchema, text);
  if (!parsed.success) throw new WebhookEndpointError({ field: 'url', code: 'urlInvalid' });
  const url = new URL(parsed.output);
  // A fragment never leaves the client; keeping it would only make two spellings of one address.
  url.hash = '';
  const refusal = urlRefusal(url, policy);
  if (refusal) throw new WebhookEndpointError({ field: 'url', code: refusal.code });
  return url;
}

const liveEndpoints = (organizationId: number) =>
  and(eq(webhookEndpoints.organizationId, organizationId), isNull(webhookEndpoints.disabledAt));

/** Adds an endpoint; the secret is returned this once and never again. */
export async function addWebhookEndpoint(
  tx: Database,
  organizationId: number,
  input: { url: string; events?: string | undefined },
  settings: { appKey: string; policy: OutboundPolicy },
): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
  const url = parseWebhookUrl(input.url, settings.policy).href;
  const events = parseWebhookEvents(input.events);
  const live = await tx
    .select({ url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(liveEndpoints(organizationId))
    .for('update');
  if (live.some((endpoint) => endpoint.url === url)) {
    throw new WebhookEndpointError({ field: 'url', code: 'urlKnown' });
  }
  if (live.length >= MAX_WEBHOOK_ENDPOINTS) throw new WebhookEndpointError({ field: 'url', code: 'tooMany' });
  const secret = newWebhookSecret();
  const [endpoint] = await tx
    .insert(webhookEndpoints)
    .values({
      prefixedId: newPrefixedId('whk'),
      organizationId,
      url,
      events,
      secretSealed: webhookSecretBox(settings.appKey).seal(secret),
    })
    .returning();
  if (!endpoint) throw new Error('webhook endpoint insert returned nothing');
  return { endpoint, secret };
}

export interface WebhookEndpointSummary {
  endpoint: WebhookEndpointRow;
  waiting: number;
  failed: number;
  last: {
    createdAt: Date;
    type: string;
    deliveredAt: Date | null;
    failedAt: Date | null;
    responseCode: number | null;
    attempts: number;
  } | null;
}

/** Which endpoints a read finds: the live ones, or the removed ones too (their logs are kept). */
interface EndpointReach {
  includeRemoved?: boolean;
  /** Only deliveries older than this keyset (a page's last `logKey` and id): the log's next page. */
  before?: Keyset | null;
}

const reachable = (organizationId: number, reach: EndpointReach) =>
  reach.includeRemoved ? eq(webhookEndpoints.organizationId, organizationId) : liveEndpoints(organizationId);

/** The church's live endpoints (and removed ones when asked), oldest first, with how their deliveries fare. */
export async function listWebhookEndpoints(
  db: Database,
  organizationId: number,
  reach: EndpointReach = {},
): Promise<WebhookEndpointSummary[]> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(reachable(organizationId, reach))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return Promise.all(
    endpoints.map(async (endpoint) => {
      const [counts] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null)::int`,
          failed: sql<number>`count(*) filter (where ${webhookDeliveries.failedAt} is not null)::int`,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      const [last] = await db
        .select({
          createdAt: webhookDeliveries.createdAt,
          type: webhookDeliveries.type,
          deliveredAt: webhookDeliveries.deliveredAt,
          failedAt: webhookDeliveries.failedAt,
          responseCode: webhookDeliveries.lastResponseCode,
          attempts: webhookDeliveries.attempts,
        })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(1);
      return { endpoint, waiting: counts?.waiting ?? 0, failed: counts?.failed ?? 0, last: last ?? null };
    }),
  );
}

/** An endpoint by its id (`whk_…`) or its URL as a person writes it. */
function endpointNamed(idOrUrl: string) {
  const name = idOrUrl.trim();
  return name.startsWith('whk_')
    ? eq(webhookEndpoints.prefixedId, name)
    : eq(webhookEndpoints.url, URL.canParse(name) ? new URL(name).href : name);
}

/** Disables the endpoint named by its id (`whk_…`) or its URL; what waits for it is given up. */
export async function removeWebhookEndpoint(
  tx: Database,
  organizationId: number,
  idOrUrl: string,
): Promise<{ endpoint: WebhookEndpointRow; givenUp: number }> {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ disabledAt: sql`now()` })
    .where(and(liveEndpoints(organizationId), endpointNamed(idOrUrl)))
    .returning();
  if (!endpoint) throw new WebhookEndpointError({ field: 'endpoint', code: 'endpointUnknown' });
  const givenUp = await tx
    .update(webhookDeliveries)
    .set({ failedAt: sql`now()`, lastError: 'The endpoint was removed' })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return { endpoint, givenUp: givenUp.length };
}

/**
 * When a delivery was queued to the microsecond, as the log's keyset key: an ISO instant in
 * milliseconds would repeat for deliveries queued in the same millisecond and skip some of them.
 */
const logKey = sql<string>`to_char(${webhookDeliveries.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A live endpoint's delivery log (a removed one's when asked), newest first by (queued at, id). */
export async function webhookDeliveryLog(
  db: Database,
  organizationId: number,
  idOrUrl: string,
  limit: number,
  reach: EndpointReach = {},
): Promise<{ endpoint: WebhookEndpointRow; deliveries: (WebhookDeliveryRow & { logKey: string })[] }> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(reachable(organizationId, reach), endpointNamed(idOrUrl)))
    // A URL may name an endpoint removed and added again: the newest is the one meant.
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(1);
  if (!endpoint) throw new WebhookEndpointError({ field: 'endpoint', code: 'endpointUnknown' });
  const { before } = reach;
  const deliveries = await db
    .select({ ...getTableColumns(webhookDeliveries), logKey })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpoint.id),
        before
          ? sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${before.key}::timestamptz, ${before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  return { endpoint, deliveries };
}

/**
 * Sends an event again to the church's live endpoints that had it, delivered or not: the same body
 * and `webhook-id` (a receiver that kept it drops the repeat), attempts counted afresh and three more
 * days of retries. Returns how many deliveries were queued again.
 */
export async function resendWebhookEvent(
  tx: Database,
  organizationId: number,
  eventId: string,
): Promise<number> {
  const live = tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(liveEndpoints(organizationId));
  const queued = await tx
    .update(webhookDeliveries)
    .set({
      attempts: 0,
      availableAt: sql`now()`,
      createdAt: sql`now()`,
      deliveredAt: null,
      failedAt: null,
      lastError: null,
    })
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.eventId, eventId.trim()),
        inArray(webhookDeliveries.endpointId, live),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (queued.length === 0) throw new WebhookEndpointError({ field: 'event', code: 'eventUnknown' });
  noteQueued('webhooks');
  return queued.length;
}

// The console's "Webhooks" (docs/PRODUCT.md §12): a church's endpoints listed with how their
// deliveries fare, added (the signing secret shown this once), removed, each one's delivery log, and
// an event sent again. The same core service as the halo CLI's webhook:* commands
// (core/webhooks/webhookEndpoints.ts), so both refuse the same addresses by the same rules; here a
// refusal is a validation error naming its field, in the request's language.
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema';
import { resolveAppKey } from '../../core/appKey';
import {
  addWebhookEndpoint,
  listWebhookEndpoints,
  MAX_WEBHOOK_ENDPOINTS,
  removeWebhookEndpoint,
  resendWebhookEvent,
  webhookDeliveryLog,
  WebhookEndpointError,
  type WebhookEndpointSummary,
} from '../../core/webhooks/webhookEndpoints';
import { WEBHOOK_EVENT_TYPES } from '../../core/webhooks/webhookEventTypes';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { webhookMessage } from './webhookMessages';
import { adminMessage } from '../adminMessages';
import { decodeCursor, encodeCursor } from '../../core/keysetCursor';

/** How many deliveries the log shows at most in one read. */
export const MAX_LOG_LENGTH = 100;

type DeliveryState = 'delivered' | 'failed' | 'waiting';

const stateOf = (row: { deliveredAt: Date | null; failedAt: Date | null }): DeliveryState =>
  row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'waiting';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function presentEndpoint(endpoint: WebhookEndpointRow, summary?: WebhookEndpointSummary) {
  const last = summary?.last ?? null;
  return {
    prefixedId: endpoint.prefixedId,
    url: endpoint.url,
    events: endpoint.events,
    createdAt: endpoint.createdAt.toISOString(),
    removedAt: iso(endpoint.disabledAt),
    waiting: summary?.waiting ?? 0,
    failed: summary?.failed ?? 0,
    lastDelivery: last
      ? {
          type: last.type,
          createdAt: last.createdAt.toISOString(),
          state: stateOf(last),
          attempts: last.attempts,
          responseCode: last.responseCode,
          deliveredAt: iso(last.deliveredAt),
          failedAt: iso(last.failedAt),
        }
      : null,
  };
}

function presentDelivery(row: WebhookDeliveryRow) {
  const state = stateOf(row);
  return {
    eventId: row.eventId,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    state,
    attempts: row.attempts,
    lastResponseCode: row.lastResponseCode,
    // The reason of the last failure; none once delivered.
    lastError: state === 'delivered' ? null : row.lastError,
    lastAttemptAt: iso(row.lastAttemptAt),
    deliveredAt: iso(row.deliveredAt),
    failedAt: iso(row.failedAt),
    nextAttemptAt: state === 'waiting' ? row.availableAt.toISOString() : null,
  };
}

/** The core's refusal as a validation error on the field it names, in the administrator's words. */
async function inConsoleWords<T>(scope: AdminScope, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WebhookEndpointError)) throw error;
    const { refusal } = error;
    const message =
      refusal.code === 'eventsInvalid'
        ? webhookMessage(scope.locale, refusal.value ? 'eventsInvalid' : 'eventsNone', {
            value: refusal.value,
          })
        : webhookMessage(scope.locale, refusal.code, { max: MAX_WEBHOOK_ENDPOINTS });
    throw validationError({ [refusal.field]: [message] });
  }
}

/** The church's endpoints, removed ones too (their logs are kept), oldest first. */
export async function listConsoleWebhooks(scope: AdminScope) {
  const summaries = await listWebhookEndpoints(scope.app.db, scope.organization.id, { includeRemoved: true });
  return {
    endpoints: summaries.map((summary) => presentEndpoint(summary.endpoint, summary)),
    eventTypes: [...WEBHOOK_EVENT_TYPES],
    maxEndpoints: MAX_WEBHOOK_ENDPOINTS,
  };
}

/** Adds an endpoint for the chosen events; the answer carries its secret, never shown again. */
export async function addConsoleWebhook(scope: AdminScope, url: string, events: readonly string[]) {
  const appKey = await resolveAppKey(scope.app.config);
  return inConsoleWords(scope, () =>
    adminChange(scope, 'webhook.add', async (tx, organization) => {
      const { endpoint, secret } = await addWebhookEndpoint(
        tx,
        organization.id,
        { url, events: events.join(',') },
        { appKey, policy: { local: !scope.app.config.production } },
      );
      return {
        value: { endpoint: presentEndpoint(endpoint), secret },
        // Never the secret: the log is read by every administrator with manage-team.
        details: { endpoint: endpoint.prefixedId, url: endpoint.url, events: endpoint.events },
      };
    }),
  );
}

/** Removes an endpoint by its id: nothing more is sent to it, and what waited for it is given up. */
export async function removeConsoleWebhook(scope: AdminScope, endpointPrefixedId: string) {
  // Only an id: the core also takes a URL, which the console never sends in this argument.
  const id = endpointPrefixedId.trim();
  return inConsoleWords(scope, () =>
    adminChange(scope, 'webhook.remove', async (tx, organization) => {
      if (!id.startsWith('whk_'))
        throw new WebhookEndpointError({ field: 'endpoint', code: 'endpointUnknown' });
      const { endpoint, givenUp } = await removeWebhookEndpoint(tx, organization.id, id);
      return {
        value: presentEndpoint(endpoint),
        details: { endpoint: endpoint.prefixedId, url: endpoint.url, givenUp },
      };
    }),
  );
}

/** An endpoint's deliveries, newest first: at most `first` of them. */
export async function consoleWebhookLog(
  scope: AdminScope,
  endpointPrefixedId: string,
  first: number,
  after: string | null,
) {
  if (!Number.isInteger(first) || first < 1 || first > MAX_LOG_LENGTH) {
    throw validationError({ first: [webhookMessage(scope.locale, 'limitInvalid', { max: MAX_LOG_LENGTH })] });
  }
  const before = after?.trim() ? decodeCursor(after.trim()) : null;
  if (after?.trim() && !before)
    throw validationError({ after: [adminMessage(scope.locale, 'cursorInvalid')] });
  const id = endpointPrefixedId.trim();
  return inConsoleWords(scope, async () => {
    if (!id.startsWith('whk_'))
      throw new WebhookEndpointError({ field: 'endpoint', code: 'endpointUnknown' });
    const { deliveries } = await webhookDeliveryLog(scope.app.db, scope.organization.id, id, first + 1, {
      includeRemoved: true,
      before,
    });
    const page = deliveries.slice(0, first);
    const last = page[page.length - 1];
    return {
      items: page.map(presentDelivery),
      nextCursor: deliveries.length > first && last ? encodeCursor({ key: last.logKey, id: last.id }) : null,
    };
  });
}

/** Queues an event again for the church's live endpoints that had it; answers how many. */
export async function resendConsoleWebhookEvent(scope: AdminScope, eventId: string) {
  return inConsoleWords(scope, () =>
    adminChange(scope, 'webhook.resend', async (tx, organization) => {
      const count = await resendWebhookEvent(tx, organization.id, eventId);
      return { value: count, details: { event: eventId.trim(), count } };
    }),
  );
}

// webhook:add, webhook:list, webhook:remove, webhook:log, webhook:resend: the addresses of a church's own software that are sent
// its events, signed the Standard Webhooks way (docs/CONTRACTS.md "Webhooks").
import * as v from 'valibot';
import { CLI_ACTOR, recordAdminActivity } from '../../admin/adminActivityLog';
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
import { findChurchForChange } from '../../organizations/updateChurch';
import { CliRefusal, defineCommand, type CliContext } from '../cliCommand';
import type { CliMessageKey } from '../cliMessages';

const subdomain = { type: 'string', value: 'LABEL', required: true, help: 'which church' } as const;

const REFUSAL_KEY = {
  urlInvalid: 'webhookUrlInvalid',
  notHttps: 'webhookUrlNotHttps',
  credentials: 'webhookUrlCredentials',
  privateAddress: 'webhookUrlPrivate',
  urlKnown: 'webhookUrlKnown',
  tooMany: 'webhookTooMany',
  eventsInvalid: 'webhookEventsInvalid',
  endpointUnknown: 'webhookEndpointUnknown',
  eventUnknown: 'webhookEventUnknown',
} as const satisfies Record<string, CliMessageKey>;

/** The core's refusal as the CLI's line, naming the option and repeating what was given. */
async function refusingInCliWords<T>(given: Record<string, string>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WebhookEndpointError)) throw error;
    const { refusal } = error;
    throw new CliRefusal(REFUSAL_KEY[refusal.code], {
      value: 'value' in refusal ? refusal.value : (given[refusal.field] ?? ''),
      max: MAX_WEBHOOK_ENDPOINTS,
      known: WEBHOOK_EVENT_TYPES.join(', '),
    });
  }
}

const day = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

function lastDelivery(context: CliContext, last: WebhookEndpointSummary['last']): string {
  if (!last) return context.say('none');
  const params = {
    type: last.type,
    when: day(last.deliveredAt ?? last.createdAt),
    code: last.responseCode ?? '—',
    attempts: last.attempts,
  };
  if (last.deliveredAt) return context.say('webhookLastDelivered', params);
  if (last.failedAt) return context.say('webhookLastFailed', params);
  return context.say('webhookLastWaiting', params);
}

export const webhookAdd = defineCommand({
  kind: 'database',
  name: 'webhook:add',
  summary: "Send a church's events (gifts, recurring gifts, donors) to an address of its own software.",
  options: {
    subdomain,
    url: { type: 'string', value: 'URL', required: true, help: 'where to POST the events: https://…' },
    events: {
      type: 'string',
      value: 'LIST',
      help: `which events, separated by commas (all by default): ${WEBHOOK_EVENT_TYPES.join(', ')}`,
    },
  },
  notes: [
    'Prints the signing secret (whsec_…) once: the receiver checks each request with it (Standard Webhooks:',
    'headers webhook-id, webhook-timestamp, webhook-signature). A request that is not answered 2xx within',
    '10 s is tried again, less and less often, for 3 days. The address must be https and public; on a local',
    'PUBLIC_URL http://localhost and http://127.0.0.1 work too, for development.',
  ],
  schema: v.object({ subdomain: v.string(), url: v.string(), events: v.optional(v.string()) }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const appKey = await resolveAppKey(context.config);
    const { endpoint, secret } = await refusingInCliWords({ url: input.url }, () =>
      addWebhookEndpoint(tx, organization.id, input, {
        appKey,
        policy: { local: !context.config.production },
      }),
    );
    // Never the secret: the log is read by every administrator with manage-team.
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'webhook.add', {
      endpoint: endpoint.prefixedId,
      url: endpoint.url,
      events: endpoint.events,
    });
    return [
      context.say('webhookAdded', { id: endpoint.prefixedId, church: organization.name, url: endpoint.url }),
      context.say('webhookEvents', { value: endpoint.events.join(', ') }),
      context.say('webhookSecret', { value: secret }),
    ];
  },
});

export const webhookList = defineCommand({
  kind: 'database',
  name: 'webhook:list',
  summary: "List a church's webhook endpoints: events, deliveries waiting and failed, the last one.",
  options: { subdomain },
  schema: v.object({ subdomain: v.string() }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const endpoints = await listWebhookEndpoints(tx, organization.id);
    if (endpoints.length === 0) return [context.say('noWebhooks', { church: organization.name })];
    return endpoints.map(({ endpoint, waiting, failed, last }) =>
      context.say('webhookLine', {
        id: endpoint.prefixedId,
        url: endpoint.url,
        events: endpoint.events.join(','),
        added: day(endpoint.createdAt),
        waiting,
        failed,
        last: lastDelivery(context, last),
      }),
    );
  },
});

export const webhookRemove = defineCommand({
  kind: 'database',
  name: 'webhook:remove',
  summary: 'Stop sending events to a webhook endpoint (its delivery log is kept).',
  options: {
    subdomain,
    endpoint: { type: 'string', value: 'ID|URL', required: true, help: 'its whk_… id or its URL' },
  },
  schema: v.object({ subdomain: v.string(), endpoint: v.string() }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const { endpoint, givenUp } = await refusingInCliWords({ endpoint: input.endpoint }, () =>
      removeWebhookEndpoint(tx, organization.id, input.endpoint),
    );
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'webhook.remove', {
      endpoint: endpoint.prefixedId,
      url: endpoint.url,
    });
    return [
      context.say('webhookRemoved', { id: endpoint.prefixedId, url: endpoint.url }),
      ...(givenUp > 0 ? [context.say('webhookGivenUp', { count: givenUp })] : []),
    ];
  },
});

export const webhookLog = defineCommand({
  kind: 'database',
  name: 'webhook:log',
  summary: "A webhook endpoint's deliveries, newest first: event, state, attempts, last answer.",
  options: {
    subdomain,
    endpoint: { type: 'string', value: 'ID|URL', required: true, help: 'its whk_… id or its URL' },
    limit: { type: 'string', value: 'N', help: 'how many deliveries (20 by default, at most 500)' },
  },
  schema: v.object({
    subdomain: v.string(),
    endpoint: v.string(),
    limit: v.optional(v.string()),
  }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const limit = input.limit === undefined ? 20 : Number(input.limit);
    if (!/^\d{1,3}$/.test(input.limit ?? '20') || limit < 1 || limit > 500) {
      throw new CliRefusal('webhookLimitInvalid', { value: input.limit ?? '' });
    }
    const { endpoint, deliveries } = await refusingInCliWords({ endpoint: input.endpoint }, () =>
      webhookDeliveryLog(tx, organization.id, input.endpoint, limit),
    );
    if (deliveries.length === 0) return [context.say('noWebhookDeliveries', { value: endpoint.url })];
    return deliveries.map((delivery) =>
      context.say('webhookDeliveryLine', {
        created: day(delivery.createdAt),
        event: delivery.eventId,
        type: delivery.type,
        state: delivery.deliveredAt
          ? context.say('webhookDelivered', { when: day(delivery.deliveredAt) })
          : delivery.failedAt
            ? context.say('webhookFailed', { when: day(delivery.failedAt) })
            : context.say('webhookWaiting', { when: day(delivery.availableAt) }),
        attempts: delivery.attempts,
        code: delivery.lastResponseCode ?? '—',
        error: delivery.lastError && !delivery.deliveredAt ? ` (${delivery.lastError})` : '',
      }),
    );
  },
});

export const webhookResend = defineCommand({
  kind: 'database',
  name: 'webhook:resend',
  summary: 'Send an event again to the endpoints that had it (the same webhook-id and body).',
  options: {
    subdomain,
    event: { type: 'string', value: 'MSG_ID', required: true, help: 'the msg_… id (webhook:log lists them)' },
  },
  notes: ['The server sends it (within seconds while it runs), retrying for 3 days as for a new event.'],
  schema: v.object({ subdomain: v.string(), event: v.string() }),
  async run(tx, input, context) {
    const organization = await findChurchForChange(tx, input.subdomain);
    const count = await refusingInCliWords({ event: input.event }, () =>
      resendWebhookEvent(tx, organization.id, input.event),
    );
    await recordAdminActivity(tx, organization.id, CLI_ACTOR, 'webhook.resend', {
      event: input.event.trim(),
      count,
    });
    return [context.say('webhookResent', { value: input.event.trim(), count })];
  },
});

// The events a church's endpoints may subscribe to (docs/CONTRACTS.md "Webhooks").
export const WEBHOOK_EVENT_TYPES = [
  'gift.succeeded',
  'gift.failed',
  'gift.refunded',
  'gift.refund_failed',
  'recurring.created',
  'recurring.updated',
  'recurring.cancelled',
  'donor.created',
  'deposit.paid',
  'deposit.failed',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const isWebhookEventType = (text: string): text is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(text);

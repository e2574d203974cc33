// The headers that sign a delivery (Standard Webhooks): `webhook-signature` is `v1,` and the base64
// HMAC-SHA256 of "id.timestamp.body" under the secret's key, made by the `standardwebhooks` package
// that receivers verify with.
import { Webhook } from 'standardwebhooks';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** `sentAt` is the attempt's own time: a receiver refuses a timestamp more than 5 minutes off. */
export function signedHeaders(secret: string, eventId: string, sentAt: Date, body: string): SignedHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, sentAt, body),
  };
}

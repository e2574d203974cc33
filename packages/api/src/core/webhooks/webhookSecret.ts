// An endpoint's signing secret, the Standard Webhooks way: `whsec_` and the base64 of a random key
// (the HMAC key is the decoded part). Stored sealed under its own key derived from APP_KEY.
import { randomBytes } from 'node:crypto';
import { createSecretBox, type SecretBox } from '../secretBox';

/** 24 random bytes, as the Standard Webhooks reference libraries make them. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function webhookSecretBox(appKey: string): SecretBox {
  return createSecretBox(appKey, 'webhook-secret-v1');
}

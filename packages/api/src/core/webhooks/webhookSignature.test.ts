import { Webhook } from 'standardwebhooks';
import { newWebhookSecret, webhookSecretBox } from './webhookSecret';
import { signedHeaders } from './webhookSignature';

const body = JSON.stringify({
  type: 'gift.succeeded',
  timestamp: '2026-12-02T08:00:00.000Z',
  data: { id: 'con_1' },
});

describe('the signing secret', () => {
  it('is whsec_ and the base64 of 24 random bytes, different each time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it('is kept sealed: opened only with the same APP_KEY', () => {
    const secret = newWebhookSecret();
    const sealed = webhookSecretBox('app-key-one-0123456789abcdef0123').seal(secret);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(webhookSecretBox('app-key-one-0123456789abcdef0123').open(sealed)).toBe(secret);
    expect(() => webhookSecretBox('app-key-two-0123456789abcdef0123').open(sealed)).toThrow();
  });
});

describe('a delivery’s signature (Standard Webhooks)', () => {
  const secret = newWebhookSecret();
  const sentAt = new Date();
  const headers = signedHeaders(secret, 'msg_1', sentAt, body);

  it('is v1, and the base64 HMAC-SHA256 of "id.timestamp.body" under the decoded key', async () => {
    const { createHmac } = await import('node:crypto');
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key)
      .update(`msg_1.${Math.floor(sentAt.getTime() / 1000)}.${body}`)
      .digest('base64');
    expect(headers).toEqual({
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': `v1,${expected}`,
    });
  });

  it('verifies with the standardwebhooks package', () => {
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('does not verify when forged: another body, id, timestamp or secret', () => {
    const receiver = new Webhook(secret);
    expect(() => receiver.verify(body.replace('con_1', 'con_2'), { ...headers })).toThrow();
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_2' })).toThrow();
    expect(() =>
      receiver.verify(body, {
        ...headers,
        'webhook-timestamp': String(Number(headers['webhook-timestamp']) - 1),
      }),
    ).toThrow();
    const forged = signedHeaders(newWebhookSecret(), 'msg_1', sentAt, body);
    expect(() => receiver.verify(body, { ...forged })).toThrow();
  });

  it('is refused by a receiver when its timestamp is more than five minutes off', () => {
    const old = signedHeaders(secret, 'msg_1', new Date(Date.now() - 6 * 60_000), body);
    expect(() => new Webhook(secret).verify(body, { ...old })).toThrow(/timestamp/i);
  });
});

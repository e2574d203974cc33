import Stripe from 'stripe';
import type { StripeSettings } from '../../config';

export interface StripeClientOptions {
  /**
   * Retries of a failed request (connection error, 409, 5xx) inside one call, with the same
   * idempotency key, so a retry never charges twice. Tests pass 0 to see the first failure.
   */
  maxNetworkRetries?: number;
  /** Per request, in ms (the SDK's default is 80 s; a giving form should not wait that long). */
  timeoutMs?: number;
}

/**
 * One SDK client for the whole process: it keeps the connection pool, and each organization's
 * connected account is chosen per request (`stripeAccount`), not per client.
 */
export function createStripeClient(settings: StripeSettings, options: StripeClientOptions = {}): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 30_000,
    // Latency telemetry goes to Stripe in a header; a local double has no use for it.
    telemetry: settings.api === null,
    appInfo: { name: 'Halo Give' },
    ...(settings.api
      ? {
          host: settings.api.host,
          protocol: settings.api.protocol,
          ...(settings.api.port === null ? {} : { port: settings.api.port }),
        }
      : {}),
  });
}

// The built product with the demo church in Stripe mode on the testkit's Stripe double: the double
// started, the church switched to Stripe (processor_mode 'stripe' and its connected account) in a
// seeded folder before the server's one start, and the API's Stripe SDK pointed at the double. The
// browser's side of Stripe (the stand-in Stripe.js) is in ./stripeMode.ts.
import { rmSync } from 'node:fs';
import { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { queryDatabase } from './database';
import { seededDataDir, startServer, type RunningServer } from './server';
import type { StripeModeKeys } from './stripeMode';

export interface RunningStripeServer {
  /** The double the API talks to: its recorded requests and Stripe's own side of a test. */
  stripe: StripeDouble;
  /** The server; its `dataDir` is the folder it writes to (its database and its mail). */
  server: RunningServer;
  /** Stops the server, removes its data folder and closes the double. */
  stop(): Promise<void>;
}

export interface StripeServerOptions {
  /** More of the server's environment (a webhook's signing secret). */
  env?: Record<string, string>;
  /** The connected account may take charges (`stripe_charges_enabled`), as once onboarding is done. */
  chargesEnabled?: boolean;
  /** Writes rows to the stopped, seeded folder before the start (with `queryDatabase`). */
  prepare?: (dataDir: string) => Promise<unknown>;
}

/** Starts the Stripe double and, once, the server with the demo church in Stripe mode against it. */
export async function startStripeServer(
  keys: StripeModeKeys,
  options: StripeServerOptions = {},
): Promise<RunningStripeServer> {
  const stripe = await new StripeDouble().start();
  let dataDir: string | undefined;
  try {
    dataDir = await seededDataDir();
    const chargesEnabled = options.chargesEnabled ? ', stripe_charges_enabled = true' : '';
    await queryDatabase(
      dataDir,
      `UPDATE organizations SET processor_mode = 'stripe', stripe_account_id = '${keys.account}'${chargesEnabled}
       WHERE subdomain = 'demo'`,
    );
    await options.prepare?.(dataDir);
    const server = await startServer(
      { ...stripe.env(keys.secretKey, keys.publishableKey), ...options.env },
      { dataDir },
    );
    return {
      stripe,
      server,
      stop: async () => {
        await server.stop();
        server.removeDataDir();
        await stripe.close();
      },
    };
  } catch (error) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await stripe.close();
    throw error;
  }
}

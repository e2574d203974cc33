// The settings of the API under benchmark: production defaults except what a benchmark must pin.

/**
 * The giving limits per IP and per customer (30 and 10 a minute by default) would answer 429 to
 * almost every gift of a load test from one address and one donor: raised so that the gift
 * benchmark measures the giving path, not the limiter.
 */
export const RAISED_GIVING_LIMITS = {
  GIVE_RATE_LIMIT_PER_MINUTE: '1000000',
  GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE: '1000000',
  CARD_RATE_LIMIT_PER_MINUTE: '1000000',
} as const;

export const RAISED_GIVING_LIMITS_NOTE =
  'giving rate limits raised to 1,000,000/min (GIVE_RATE_LIMIT_PER_MINUTE, ' +
  'GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE, CARD_RATE_LIMIT_PER_MINUTE) so gifts measure throughput, ' +
  'not the limiter';

/** loadConfig's environment: nothing is read from the shell, so a developer's .env cannot skew a run. */
export function benchAppSettings(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    // Mail (a receipt .eml per gift) and the app key go here, not into the repository's data/.
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // A timer-driven worker would add its own queries to the measured ones.
    RECURRING_WORKER: 'off',
    ...RAISED_GIVING_LIMITS,
  };
}

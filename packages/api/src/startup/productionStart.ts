// What a start for a real church must have. A production start (PUBLIC_URL not this machine) is
// refused, with one line saying what to set, rather than run in a way that loses gifts or money:
// - without APP_KEY, giving tokens and emailed links would be signed with a key generated into one
//   machine's DATA_DIR, which a second instance or a restored backup does not share;
// - without Stripe keys, no card is really charged: only a staging site says so with ALLOW_SANDBOX;
// - on the embedded database, a power cut can lose commits (PGlite does not flush each one to
//   disk): production belongs on PostgreSQL unless ALLOW_EMBEDDED_DATABASE says otherwise;
// - without SMTP_URL, receipts, password resets and invitations would only be written as .eml files
//   under DATA_DIR/mail that nobody reads: only a staging site says so with ALLOW_FILE_MAIL. The CLI
//   asks the same before a command that sends mail (src/cli/runCli.ts).
import type { Config } from '../config';

const productionSite = (config: Config) => `PUBLIC_URL is ${config.publicUrl}, a production address`;

/** Why this start must not go on, or null. */
export function productionStartProblem(config: Config): string | null {
  if (!config.production) return null;
  const site = productionSite(config);
  if (!config.appKey) {
    return `${site}: set APP_KEY (at least 32 random characters, the same on every instance, e.g. from \`openssl rand -base64 48\`).`;
  }
  if (!config.stripe && !config.allowSandbox) {
    return `${site}: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or ALLOW_SANDBOX=true for a staging site that takes only test cards.`;
  }
  if (!isServerDatabase(config.databaseUrl) && !config.allowEmbeddedDatabase) {
    return `${site}: set DATABASE_URL to a PostgreSQL database, or ALLOW_EMBEDDED_DATABASE=true to accept that the embedded database can lose recent gifts in a power cut.`;
  }
  return productionMailProblem(config);
}

/** Why mail cannot be sent for a real church (no SMTP_URL), or null. */
export function productionMailProblem(config: Config): string | null {
  if (!config.production || config.smtpUrl || config.allowFileMail) return null;
  return `${productionSite(config)}: set SMTP_URL (e.g. smtps://user:pass@smtp.example.org:465), or ALLOW_FILE_MAIL=true for a staging site whose mail is only written to DATA_DIR/mail.`;
}

/** Whether an empty database gets the demo church: SEED_DEMO decides, else only on this machine. */
export function shouldSeedDemo(config: Config): boolean {
  return config.seedDemo ?? !config.production;
}

function isServerDatabase(databaseUrl: string | null): boolean {
  return databaseUrl !== null && databaseUrl !== 'memory://';
}

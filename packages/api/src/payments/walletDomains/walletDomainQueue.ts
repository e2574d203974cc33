// Apple Pay and Google Pay need each website that shows them registered with Stripe as a payment
// method domain (docs/PRODUCT.md §23). Adding or removing an allowed website writes its row here in
// the same transaction (queueWalletDomain); a worker then tells the processor through the leased
// queue of src/db/leasedQueue.ts, so the change reaches Stripe even after a crash or an outage, and
// records what Stripe answered for the console's Allowed websites.
import { walletWebsiteOf, type WalletWebsiteState } from '@halo/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { organizationUrl } from '../../core/organizationUrl';
import type { Database } from '../../db/database';
import {
  backoffMs,
  workThroughDue,
  databaseTimeIn,
  type ClaimSettings,
  type LeasedQueue,
} from '../../db/leasedQueue';
import { noteQueued } from '../../db/queuedWork';
import { organizations, walletDomains, type OrganizationRow, type WalletDomainRow } from '../../db/schema';
import type { PaymentMethodDomain, PaymentProcessor } from '../paymentProcessor';

export interface WalletDomainSettings extends ClaimSettings {
  /** Wait before the second attempt; each later one doubles it, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
}

export const DEFAULT_WALLET_DOMAIN_SETTINGS: WalletDomainSettings = {
  batchSize: 10,
  leaseMs: 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 6 * 60 * 60_000,
};

/** Attempts after which a registration Stripe keeps refusing shows as failed (it is still retried). */
const FAILED_AFTER_ATTEMPTS = 3;

const WALLET_DOMAIN_QUEUE: LeasedQueue<typeof walletDomains> = {
  table: walletDomains,
  id: walletDomains.id,
  attempts: walletDomains.attempts,
  availableAt: walletDomains.availableAt,
  finishedAt: [walletDomains.syncedAt],
};

/**
 * Records, in the caller's transaction, that `origin` (a stored allowed-website pattern) was added
 * (`wanted`) or removed. A wildcard pattern names no one domain: it is recorded as such, with
 * nothing to tell the processor.
 */
export async function queueWalletDomain(
  tx: Database,
  organizationId: number,
  origin: string,
  wanted: boolean,
): Promise<void> {
  const website = walletWebsiteOf(origin);
  const domainName = 'domain' in website ? website.domain : null;
  const wildcard = domainName === null;
  const state: WalletWebsiteState =
    'unregistrable' in website ? (wanted ? website.unregistrable : 'removed') : 'pending';
  await tx
    .insert(walletDomains)
    .values({
      organizationId,
      origin,
      domainName,
      wanted,
      state,
      syncedAt: wildcard ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: [walletDomains.organizationId, walletDomains.origin],
      set: {
        wanted,
        state,
        attempts: 0,
        availableAt: sql`now()`,
        lastError: null,
        syncedAt: wildcard ? sql`now()` : null,
      },
    });
  noteQueued('walletDomains');
}

export interface WalletDomainSyncing {
  settings: WalletDomainSettings;
  /** The church's processor; throws (ProcessorUnavailableError) while it has none that can take gifts. */
  processorFor(organization: OrganizationRow): PaymentProcessor;
  log: (problem: string, row: WalletDomainRow) => void;
}

export interface WalletDomainRun {
  synced: number;
  failed: number;
}

type Outcome = Partial<typeof walletDomains.$inferInsert>;

function registered(domain: PaymentMethodDomain, mode: 'sandbox' | 'stripe'): Outcome {
  return {
    state: domain.applePay === 'active' && domain.googlePay === 'active' ? 'active' : 'needs_action',
    applePayStatus: domain.applePay,
    googlePayStatus: domain.googlePay,
    applePayProblem: domain.applePay === 'active' ? null : domain.applePayProblem,
    processorDomainId: domain.id,
    processorMode: mode,
  };
}

async function sync(row: WalletDomainRow, options: WalletDomainSyncing, db: Database): Promise<Outcome> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  if (!organization || row.domainName === null) return { state: row.wanted ? row.state : 'removed' };
  if (!row.wanted) {
    // Only Stripe holds a registration to turn off; with none, there is nothing to tell.
    if (row.processorMode === 'stripe' && row.processorDomainId && organization.processorMode === 'stripe') {
      await options.processorFor(organization).setPaymentMethodDomainEnabled(row.processorDomainId, false);
    }
    return { state: 'removed' };
  }
  const processor = options.processorFor(organization);
  // The sandbox shows only its labelled test wallet, on any website: nothing to register.
  if (processor.mode === 'sandbox') {
    return {
      state: 'sandbox',
      applePayStatus: null,
      googlePayStatus: null,
      applePayProblem: null,
      processorMode: 'sandbox',
    };
  }
  const domain =
    row.processorMode === 'stripe' && row.processorDomainId
      ? await processor.setPaymentMethodDomainEnabled(row.processorDomainId, true)
      : await processor.registerPaymentMethodDomain(row.domainName);
  return registered(domain, 'stripe');
}

async function recordOutcome(
  db: Database,
  row: WalletDomainRow,
  outcome: { done: Outcome } | { error: unknown },
  settings: WalletDomainSettings,
): Promise<void> {
  // A row changed again (added, then removed) since it was claimed is the newer change's to settle.
  const stillOurs = and(
    eq(walletDomains.id, row.id),
    eq(walletDomains.attempts, row.attempts),
    eq(walletDomains.wanted, row.wanted),
  );
  if ('done' in outcome) {
    await db
      .update(walletDomains)
      .set({ ...outcome.done, lastError: null, syncedAt: sql`now()` })
      .where(stillOurs);
    return;
  }
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  await db
    .update(walletDomains)
    .set({
      lastError: message.slice(0, 500),
      availableAt: databaseTimeIn(backoffMs(settings.firstRetryMs, row.attempts, settings.maxRetryMs)),
      ...(row.wanted && row.attempts >= FAILED_AFTER_ATTEMPTS ? { state: 'failed' as const } : {}),
    })
    .where(stillOurs);
}

/** One pass: tells the processor of every change due when it claims; returns what happened. */
export async function syncDueWalletDomains(
  db: Database,
  options: WalletDomainSyncing,
): Promise<WalletDomainRun> {
  const run: WalletDomainRun = { synced: 0, failed: 0 };
  await workThroughDue(db, WALLET_DOMAIN_QUEUE, options.settings, async (claimed) => {
    for (const row of claimed) {
      let outcome: { done: Outcome } | { error: unknown };
      try {
        outcome = { done: await sync(row, options, db) };
        run.synced += 1;
      } catch (error) {
        outcome = { error };
        run.failed += 1;
        options.log(error instanceof Error ? error.message : String(error), row);
      }
      await recordOutcome(db, row, outcome, options.settings);
    }
  });
  return run;
}

/**
 * The key of the hosted giving page's own row (`{org}.{domain}`, docs/PRODUCT.md §23): no allowed
 * website's pattern is this, so the console's list and removing a website never touch it.
 */
export const HOSTED_PAGE_WEBSITE = 'hosted-giving-page';

/**
 * Queues the church's hosted giving page's domain for registration, unless its row already names
 * that domain (a new public address names a new one, registered afresh). Run at start-up and when
 * the church connects Stripe.
 */
export async function queueHostedPageDomain(
  db: Database,
  organization: Pick<OrganizationRow, 'id' | 'subdomain'>,
  publicUrl: string,
  /** The row as the caller already read it (undefined: read it here; null: there is none). */
  known?: { domainName: string | null } | null,
): Promise<boolean> {
  const website = walletWebsiteOf(new URL(organizationUrl(publicUrl, organization.subdomain)).origin);
  const domainName = 'domain' in website ? website.domain : null;
  const row =
    known !== undefined
      ? known
      : ((
          await db
            .select({ domainName: walletDomains.domainName })
            .from(walletDomains)
            .where(
              and(
                eq(walletDomains.organizationId, organization.id),
                eq(walletDomains.origin, HOSTED_PAGE_WEBSITE),
              ),
            )
        )[0] ?? null);
  if (row && row.domainName === domainName) return false;
  const fresh = {
    domainName,
    wanted: true,
    // A local public address (a development server) is nothing Stripe registers.
    state: 'unregistrable' in website ? website.unregistrable : ('pending' as const),
    attempts: 0,
    availableAt: sql`now()`,
    lastError: null,
    applePayStatus: null,
    googlePayStatus: null,
    applePayProblem: null,
    processorDomainId: null,
    processorMode: null,
    syncedAt: domainName === null ? sql`now()` : null,
  };
  await db
    .insert(walletDomains)
    .values({ organizationId: organization.id, origin: HOSTED_PAGE_WEBSITE, ...fresh })
    .onConflictDoUpdate({ target: [walletDomains.organizationId, walletDomains.origin], set: fresh });
  noteQueued('walletDomains');
  return true;
}

/**
 * The church connected Stripe (docs/PRODUCT.md §23): every website it allows, and its hosted giving
 * page, is registered again, on the connected account. Until now they stood `sandbox`, or were
 * registered on an account the church no longer has. Returns the rows queued.
 */
export async function queueWalletDomainsOnConnect(
  db: Database,
  organization: Pick<OrganizationRow, 'id' | 'subdomain'>,
  publicUrl: string,
): Promise<number> {
  await queueHostedPageDomain(db, organization, publicUrl);
  const queued = await db
    .update(walletDomains)
    .set({
      state: 'pending',
      applePayStatus: null,
      googlePayStatus: null,
      applePayProblem: null,
      processorDomainId: null,
      processorMode: null,
      attempts: 0,
      availableAt: sql`now()`,
      lastError: null,
      syncedAt: null,
    })
    .where(
      and(
        eq(walletDomains.organizationId, organization.id),
        eq(walletDomains.wanted, true),
        isNotNull(walletDomains.domainName),
      ),
    )
    .returning({ id: walletDomains.id });
  noteQueued('walletDomains');
  return queued.length;
}

/**
 * Queues every allowed website that has no row yet: those allowed before wallets existed, and those
 * written straight into the church (the demo's seed); and each church's hosted giving page. Run at
 * start-up; a website already queued or registered is left as it is.
 */
export async function queueUnrecordedWalletDomains(db: Database, publicUrl: string): Promise<number> {
  const missing = await db
    .select({ organizationId: organizations.id, origin: sql<string>`allowed.origin` })
    .from(organizations)
    .innerJoin(sql`unnest(${organizations.allowedOrigins}) as allowed(origin)`, sql`true`)
    .leftJoin(
      walletDomains,
      and(eq(walletDomains.organizationId, organizations.id), eq(walletDomains.origin, sql`allowed.origin`)),
    )
    .where(isNull(walletDomains.id));
  for (const website of missing) {
    await queueWalletDomain(db, website.organizationId, website.origin, true);
  }
  let hostedPages = 0;
  const churches = await db
    .select({
      id: organizations.id,
      subdomain: organizations.subdomain,
      rowId: walletDomains.id,
      domainName: walletDomains.domainName,
    })
    .from(organizations)
    .leftJoin(
      walletDomains,
      and(eq(walletDomains.organizationId, organizations.id), eq(walletDomains.origin, HOSTED_PAGE_WEBSITE)),
    );
  for (const church of churches) {
    const known = church.rowId === null ? null : { domainName: church.domainName };
    if (await queueHostedPageDomain(db, church, publicUrl, known)) hostedPages += 1;
  }
  return missing.length + hostedPages;
}

/**
 * "Check again" (docs/PRODUCT.md §23): asks the processor once more about a website whose Apple Pay
 * waited on the church (`needs_action`), and records its answer in the row. Any other state is
 * answered as it stands, with nothing asked. Undefined when the church has no such website.
 */
export async function checkWalletDomainAgain(
  db: Database,
  organizationId: number,
  origin: string,
  processorFor: () => PaymentProcessor,
): Promise<WalletDomainRow | undefined> {
  const mine = and(
    eq(walletDomains.organizationId, organizationId),
    eq(walletDomains.origin, origin),
    eq(walletDomains.wanted, true),
  );
  const [row] = await db.select().from(walletDomains).where(mine);
  if (!row || row.state !== 'needs_action' || row.processorMode !== 'stripe' || !row.processorDomainId)
    return row;
  const domain = await processorFor().validatePaymentMethodDomain(row.processorDomainId);
  // A change of the website meanwhile (removed, queued again) is the queue's to settle.
  const [checked] = await db
    .update(walletDomains)
    .set({ ...registered(domain, 'stripe'), lastError: null })
    .where(and(mine, eq(walletDomains.processorDomainId, row.processorDomainId)))
    .returning();
  return checked ?? row;
}

/** The church's websites as the console's Allowed websites shows them, by stored pattern. */
export async function walletWebsitesOf(db: Database, organizationId: number): Promise<WalletDomainRow[]> {
  return db
    .select()
    .from(walletDomains)
    .where(and(eq(walletDomains.organizationId, organizationId), eq(walletDomains.wanted, true)));
}

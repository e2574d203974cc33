// The console's "Giving page": the settings the halo CLI's church:update changes too, through the
// same rules (organizations/updateChurch.ts), plus the brand colour and the message above the form.
import { translateValidation, walletWebsiteOf } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organizations, walletDomains, type OrganizationRow, type WalletDomainRow } from '../db/schema';
import { organizationUrl } from '../core/organizationUrl';
import { HOSTED_PAGE_WEBSITE, walletWebsitesOf } from '../payments/walletDomains/walletDomainQueue';
import { validationError } from '../graphql/portalErrors';
import type { GivingPageInput } from '../graphql/resolverTypes.generated';
import { updateChurch, type ChurchChanges } from '../organizations/updateChurch';
import { adminChange } from './adminChange';
import type { AdminScope } from './adminScope';
import { parseBrandColour, parseGivingMessage } from './givingPageRules';
import { orderedFunds, presentFund } from './orderedFunds';
import { drawQrCode } from './secondFactor/authenticatorCode';

/**
 * Each allowed website's standing for Apple Pay and Google Pay (docs/PRODUCT.md §23), in the list's
 * order. A website with no row yet (allowed before wallets, or by the demo's seed; the wallet worker
 * queues it at start-up) stands as its pattern says.
 */
async function walletWebsites(db: Database, organization: OrganizationRow) {
  const rows = new Map((await walletWebsitesOf(db, organization.id)).map((row) => [row.origin, row]));
  return organization.allowedOrigins.map((origin) => presentWalletWebsite(origin, rows.get(origin)));
}

/** One allowed website's `AdminWalletWebsite`, from its row (none yet: as its pattern says). */
export function presentWalletWebsite(origin: string, row: WalletDomainRow | undefined) {
  const website = walletWebsiteOf(origin);
  return {
    origin,
    domain: 'domain' in website ? website.domain : null,
    state: row?.state ?? ('unregistrable' in website ? website.unregistrable : 'pending'),
    applePay: row?.applePayStatus ?? null,
    googlePay: row?.googlePayStatus ?? null,
    applePayProblem: row?.applePayProblem ?? null,
  };
}

/**
 * The hosted giving page's own standing for Apple Pay and Google Pay (docs/PRODUCT.md §23): its row,
 * registered like an allowed website's, while it names the page's present address (a new public
 * address is queued afresh at start-up; until then, as the address says).
 */
async function hostedPageWallet(db: Database, organization: OrganizationRow, link: string) {
  const origin = new URL(link).origin;
  const [row] = await db
    .select()
    .from(walletDomains)
    .where(
      and(eq(walletDomains.organizationId, organization.id), eq(walletDomains.origin, HOSTED_PAGE_WEBSITE)),
    );
  const website = presentWalletWebsite(origin, undefined);
  return row && row.domainName === website.domain ? presentWalletWebsite(origin, row) : website;
}

export async function readGivingPage(db: Database, organization: OrganizationRow, publicUrl: string) {
  // The plain hosted page, the one the console's QR code sends donors to (a campaign's adds ?campaign=).
  const link = organizationUrl(publicUrl, organization.subdomain);
  return {
    displayName: organization.displayName,
    logoUrl: organization.logoUrl,
    brandColor: organization.brandColor,
    fixedAmounts: organization.fixedAmounts,
    minAmount: organization.minAmount,
    maxAmount: organization.maxAmount,
    feePercentBps: organization.feePercentBps,
    feeFixedCents: organization.feeFixedCents,
    givingMessage: organization.givingMessage,
    isInMaintenance: organization.isInMaintenance,
    smsNumber: organization.smsNumber,
    funds: (await orderedFunds(db, organization.id)).map(presentFund),
    allowedWebsites: organization.allowedOrigins,
    walletWebsites: await walletWebsites(db, organization),
    hostedPageWallet: await hostedPageWallet(db, organization, link),
    paymentsConnected: organization.stripeAccountId !== null && organization.stripeChargesEnabled,
    link,
    qrCode: drawQrCode(link),
  };
}

/** `input` without the fields left out (GraphQL's undefined), so only what was given changes. */
function given<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Settings a church always has: null is no value for them (brandColor, logoUrl and givingMessage may be). */
const ALWAYS_SET = [
  'displayName',
  'fixedAmounts',
  'minAmount',
  'maxAmount',
  'feePercentBps',
  'feeFixedCents',
  'isInMaintenance',
] as const satisfies readonly (keyof GivingPageInput)[];

export function updateGivingPage(scope: AdminScope, input: GivingPageInput) {
  const cleared = ALWAYS_SET.filter((field) => input[field] === null);
  if (cleared.length > 0) {
    const required = translateValidation('validation.required', {}, scope.locale);
    throw validationError(Object.fromEntries(cleared.map((field) => [field, [required]])));
  }
  const { brandColor, givingMessage, smsNumber, ...rest } = given(input);
  // The number's rules are the CLI's (organizations/updateChurch.ts); an empty field removes it.
  const shared = smsNumber === undefined ? rest : { ...rest, smsNumber: smsNumber?.trim() || null };
  return adminChange(scope, 'givingPage.update', async (tx, organization) => {
    let row = organization;
    const churchChanges = given(shared) as ChurchChanges;
    const ownChanges = {
      ...(brandColor !== undefined ? { brandColor: parseBrandColour(brandColor, scope.locale) } : {}),
      ...(givingMessage !== undefined
        ? { givingMessage: parseGivingMessage(givingMessage, scope.locale) }
        : {}),
    };
    // With nothing at all given, the shared rule answers "nothing to change".
    if (Object.keys(churchChanges).length > 0 || Object.keys(ownChanges).length === 0) {
      row = await updateChurch(tx, organization, churchChanges);
    }
    if (Object.keys(ownChanges).length > 0) {
      [row] = (await tx
        .update(organizations)
        .set(ownChanges)
        .where(eq(organizations.id, organization.id))
        .returning()) as [OrganizationRow];
    }
    return { value: await readGivingPage(tx, row, scope.app.config.publicUrl), details: given(input) };
  });
}

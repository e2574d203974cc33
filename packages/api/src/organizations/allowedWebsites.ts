// The websites that may embed a church's giving form (the halo CLI's origin:add and origin:remove;
// the console's "Allowed websites"): CORS patterns of organizations/allowedOrigins.ts, kept lowercase and
// without a trailing slash, each naming a real host (a wildcard never over a public suffix).
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organizations, type OrganizationRow } from '../db/schema';
import { queueWalletDomain } from '../payments/walletDomains/walletDomainQueue';
import { isOriginPattern } from './allowedOrigins';
import { ChurchSettingsError } from './ChurchSettingsError';
import { wildcardOverPublicSuffix } from './wildcardOverPublicSuffix';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `text` as a stored pattern (`HTTPS://WWW.Cedar.org/` → `https://www.cedar.org`), or a refusal. */
export function normalizeOriginPattern(text: string): string {
  const pattern = text.trim().toLowerCase().replace(/\/$/, '');
  const invalid = () => new ChurchSettingsError('origin', 'originInvalid', { value: text.trim() });
  if (!isOriginPattern(pattern)) throw invalid();
  const { host, port, wildcard } = /^https?:\/\/(?<wildcard>\*\.)?(?<host>[^:]+)(?::(?<port>.+))?$/.exec(
    pattern,
  )!.groups as { host: string; port?: string; wildcard?: string };
  if (!host.split('.').every((label) => LABEL.test(label))) throw invalid();
  if (port !== undefined && port !== '*' && (Number(port) < 1 || Number(port) > 65535)) throw invalid();
  if (wildcard && wildcardOverPublicSuffix(host)) {
    throw new ChurchSettingsError('origin', 'originTooWide', { value: text.trim(), suffix: host });
  }
  return pattern;
}

async function saveOrigins(tx: Database, organization: OrganizationRow, allowedOrigins: string[]) {
  const [row] = await tx
    .update(organizations)
    .set({ allowedOrigins })
    .where(eq(organizations.id, organization.id))
    .returning();
  if (!row) throw new Error('allowedWebsites: the organization was not written');
  return row;
}

export async function addAllowedWebsite(
  tx: Database,
  organization: OrganizationRow,
  text: string,
): Promise<OrganizationRow> {
  const pattern = normalizeOriginPattern(text);
  if (organization.allowedOrigins.includes(pattern)) {
    throw new ChurchSettingsError('origin', 'originKnown', { value: pattern });
  }
  const row = await saveOrigins(tx, organization, [...organization.allowedOrigins, pattern]);
  // Registered for Apple Pay and Google Pay once committed (docs/PRODUCT.md §23).
  await queueWalletDomain(tx, organization.id, pattern, true);
  return row;
}

export async function removeAllowedWebsite(
  tx: Database,
  organization: OrganizationRow,
  text: string,
): Promise<OrganizationRow> {
  const wanted = text.trim().toLowerCase().replace(/\/$/, '');
  if (!organization.allowedOrigins.includes(wanted)) {
    throw new ChurchSettingsError('origin', 'originUnknown', { value: text.trim() });
  }
  const row = await saveOrigins(
    tx,
    organization,
    organization.allowedOrigins.filter((pattern) => pattern !== wanted),
  );
  await queueWalletDomain(tx, organization.id, wanted, false);
  return row;
}

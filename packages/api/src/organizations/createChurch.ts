// A new church, ready to take gifts (the halo CLI's church:create; later the platform console): its
// organization with the standard amounts, limits and fee, a default "General Fund", a statement
// letter in its language, and its first administrator invited with every ability. Runs in the
// caller's transaction: a refusal leaves nothing behind.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { inviteAdministrator, type AdministratorInvitation } from '../core/accounts/administratorInvitation';
import { organizationUrl } from '../core/organizationUrl';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import {
  ADMINISTRATOR_ABILITIES,
  funds,
  letterTemplates,
  organizations,
  type OrganizationRow,
} from '../db/schema';
import { ChurchSettingsError } from './ChurchSettingsError';
import {
  churchEmailField,
  churchLocaleField,
  churchNameField,
  countryField,
  currencyField,
  newSubdomainField,
  parseChurchSettings,
  timeZoneField,
} from './churchFields';
import { defaultLetterTemplate } from './defaultLetterTemplate';
import { DEFAULT_FUND_NAME, onlineGivingModule, STANDARD_GIVING } from './standardGiving';

export const NewChurchSchema = v.object({
  subdomain: newSubdomainField,
  name: churchNameField,
  timeZone: timeZoneField,
  currency: currencyField,
  adminEmail: churchEmailField,
  country: v.optional(countryField, 'US'),
  locale: v.optional(churchLocaleField, 'en'),
  /** The address donors write to; the administrator's when not given. */
  contactEmail: v.optional(churchEmailField),
});

export type NewChurch = v.InferInput<typeof NewChurchSchema>;

export interface CreatedChurch {
  organization: OrganizationRow;
  /** The church's hosted giving page: `https://{subdomain}.{domain}/`. */
  givingPageUrl: string;
  invitation: AdministratorInvitation;
}

function insertOrganization(tx: Database, church: v.InferOutput<typeof NewChurchSchema>) {
  return tx
    .insert(organizations)
    .values({
      prefixedId: newPrefixedId('org'),
      subdomain: church.subdomain,
      name: church.name,
      displayName: church.name,
      currency: church.currency,
      ...STANDARD_GIVING,
      fixedAmounts: [...STANDARD_GIVING.fixedAmounts],
      processorMode: 'sandbox',
      timeZone: church.timeZone,
      locale: church.locale,
      contact: {
        address: null,
        city: null,
        state: null,
        zip: null,
        country: church.country,
        email: church.contactEmail ?? church.adminEmail,
        phones: [],
      },
      availableModules: onlineGivingModule(),
      // Its own giving page is same-origin; other websites are added one by one (origin:add).
      allowedOrigins: [],
    })
    .returning();
}

export async function assertSubdomainFree(tx: Database, subdomain: string): Promise<void> {
  const [taken] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.subdomain, subdomain))
    .limit(1);
  if (taken) throw new ChurchSettingsError('subdomain', 'subdomainTaken', { value: subdomain });
}

/** A concurrent create of the same subdomain, caught by the unique index after our check passed. */
function isSubdomainTakenMeanwhile(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'organizations_subdomain_unique') return true;
  }
  return false;
}

export async function createChurch(
  tx: Database,
  input: NewChurch,
  settings: { publicUrl: string; now: Date },
): Promise<CreatedChurch> {
  const church = parseChurchSettings(NewChurchSchema, input);
  await assertSubdomainFree(tx, church.subdomain);
  const [organization] = await insertOrganization(tx, church).catch((error: unknown) => {
    if (isSubdomainTakenMeanwhile(error)) {
      throw new ChurchSettingsError('subdomain', 'subdomainTaken', { value: church.subdomain });
    }
    throw error;
  });
  if (!organization) throw new Error('createChurch: the organization was not written');

  await tx.insert(funds).values({
    prefixedId: newPrefixedId('fund'),
    organizationId: organization.id,
    name: DEFAULT_FUND_NAME,
    isDefault: true,
  });
  const letter = defaultLetterTemplate(church.locale);
  await tx.insert(letterTemplates).values({
    prefixedId: newPrefixedId('ltr'),
    organizationId: organization.id,
    title: letter.title,
    isPrimary: true,
    jsonData: { subject: letter.subject, body: letter.body },
  });

  const invitation = await inviteAdministrator(
    tx,
    organization,
    { email: church.adminEmail, abilities: ADMINISTRATOR_ABILITIES },
    settings,
  );
  return {
    organization,
    givingPageUrl: organizationUrl(settings.publicUrl, organization.subdomain),
    invitation,
  };
}

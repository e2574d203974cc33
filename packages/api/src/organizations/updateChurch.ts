// Changes to a church's giving page (the halo CLI's church:update; the console's "Giving page").
// Amounts in cents; every rule of churchFields.ts plus the ones across fields (the preset amounts
// within the limits, the minimum below the maximum) checked against the settings as they will be.
import { and, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { organizations, type OrganizationRow } from '../db/schema';
import { ChurchSettingsError } from './ChurchSettingsError';
import {
  churchNameField,
  feeFixedCentsField,
  feePercentBpsField,
  fixedAmountsField,
  logoUrlField,
  maxAmountField,
  minAmountField,
  parseChurchSettings,
  smsNumberField,
  subdomainField,
  timeZoneField,
} from './churchFields';

export const ChurchChangesSchema = v.object({
  name: v.optional(churchNameField),
  displayName: v.optional(churchNameField),
  /** null removes the logo. */
  logoUrl: v.optional(v.nullable(logoUrlField)),
  timeZone: v.optional(timeZoneField),
  fixedAmounts: v.optional(fixedAmountsField),
  minAmount: v.optional(minAmountField),
  maxAmount: v.optional(maxAmountField),
  feePercentBps: v.optional(feePercentBpsField),
  feeFixedCents: v.optional(feeFixedCentsField),
  isInMaintenance: v.optional(v.boolean()),
  /** null removes the text-to-give number. */
  smsNumber: v.optional(v.nullable(smsNumberField)),
});

export type ChurchChanges = v.InferInput<typeof ChurchChangesSchema>;

/** The church of `subdomain`, locked for the rest of the transaction, or a refusal naming it. */
export async function findChurchForChange(tx: Database, subdomain: string): Promise<OrganizationRow> {
  const name = parseChurchSettings(v.object({ subdomain: subdomainField }), { subdomain }).subdomain;
  const [organization] = await tx
    .select()
    .from(organizations)
    .where(eq(organizations.subdomain, name))
    .limit(1)
    .for('update');
  if (!organization) throw new ChurchSettingsError('subdomain', 'subdomainUnknown', { value: name });
  return organization;
}

export async function updateChurch(
  tx: Database,
  organization: OrganizationRow,
  input: ChurchChanges,
): Promise<OrganizationRow> {
  const changes = Object.fromEntries(
    Object.entries(parseChurchSettings(ChurchChangesSchema, input)).filter(
      ([, value]) => value !== undefined,
    ),
  ) as v.InferOutput<typeof ChurchChangesSchema>;
  if (Object.keys(changes).length === 0) throw new ChurchSettingsError('', 'nothingToChange');

  const minAmount = changes.minAmount ?? organization.minAmount;
  const maxAmount = changes.maxAmount ?? organization.maxAmount;
  if (maxAmount < minAmount) {
    throw new ChurchSettingsError(
      changes.maxAmount === undefined ? 'minAmount' : 'maxAmount',
      'amountRangeInvalid',
    );
  }
  const fixedAmounts = changes.fixedAmounts ?? organization.fixedAmounts;
  if (fixedAmounts.some((amount) => amount < minAmount || amount > maxAmount)) {
    throw new ChurchSettingsError(changes.fixedAmounts ? 'fixedAmounts' : 'minAmount', 'amountOutsideRange');
  }

  if (changes.smsNumber) {
    // The unique index keeps two churches from one number; asked first, so the refusal names the field.
    const [holder] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.smsNumber, changes.smsNumber), ne(organizations.id, organization.id)))
      .limit(1);
    if (holder) throw new ChurchSettingsError('smsNumber', 'smsNumberTaken', { value: changes.smsNumber });
  }

  const [updated] = await tx
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, organization.id))
    .returning();
  if (!updated) throw new Error('updateChurch: the organization was not written');
  return updated;
}

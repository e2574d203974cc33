// A church's funds (the halo CLI's fund:add and fund:update; the console's "Funds"): add, rename,
// hide from online giving, disable. The default fund stays visible and enabled, and a fund that
// active recurring gifts charge to is not disabled under them.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { newPrefixedId } from '../db/prefixedId';
import {
  funds,
  recurringGivingFunds,
  recurringGivings,
  type FundRow,
  type OrganizationRow,
} from '../db/schema';
import { ChurchSettingsError } from './ChurchSettingsError';
import { fundNameField, parseChurchSettings } from './churchFields';

export const NewFundSchema = v.object({
  name: fundNameField,
  isOnlineGivingVisible: v.optional(v.boolean(), true),
});

export const FundChangesSchema = v.object({
  name: v.optional(fundNameField),
  isOnlineGivingVisible: v.optional(v.boolean()),
  isEnabled: v.optional(v.boolean()),
});

export function listFunds(tx: Database, organization: OrganizationRow): Promise<FundRow[]> {
  return tx.select().from(funds).where(eq(funds.organizationId, organization.id)).orderBy(asc(funds.id));
}

async function assertNameFree(tx: Database, organization: OrganizationRow, name: string, except?: number) {
  const same = (await listFunds(tx, organization)).find(
    (fund) => fund.id !== except && fund.name.toLowerCase() === name.toLowerCase(),
  );
  if (same) throw new ChurchSettingsError('name', 'fundNameTaken', { value: same.name });
}

export async function addFund(
  tx: Database,
  organization: OrganizationRow,
  input: v.InferInput<typeof NewFundSchema>,
): Promise<FundRow> {
  const fund = parseChurchSettings(NewFundSchema, input);
  await assertNameFree(tx, organization, fund.name);
  const [row] = await tx
    .insert(funds)
    .values({ prefixedId: newPrefixedId('fund'), organizationId: organization.id, ...fund })
    .returning();
  if (!row) throw new Error('addFund: the fund was not written');
  return row;
}

/** The church's fund named `nameOrId` (its name in any case, or its `fund_…` id). */
export async function findFund(
  tx: Database,
  organization: OrganizationRow,
  nameOrId: string,
): Promise<FundRow> {
  const wanted = nameOrId.trim();
  const fund = (await listFunds(tx, organization)).find(
    (row) => row.prefixedId === wanted || row.name.toLowerCase() === wanted.toLowerCase(),
  );
  if (!fund) throw new ChurchSettingsError('fund', 'fundUnknown', { value: wanted });
  return fund;
}

async function activeRecurringGiftsUsing(tx: Database, fund: FundRow): Promise<number> {
  const [row] = await tx
    .select({ gifts: count() })
    .from(recurringGivingFunds)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGivingFunds.recurringGivingId))
    .where(and(eq(recurringGivingFunds.fundId, fund.id), sql`${recurringGivings.status} = 'active'`));
  return row?.gifts ?? 0;
}

export async function updateFund(
  tx: Database,
  organization: OrganizationRow,
  fund: FundRow,
  input: v.InferInput<typeof FundChangesSchema>,
): Promise<FundRow> {
  const changes = Object.fromEntries(
    Object.entries(parseChurchSettings(FundChangesSchema, input)).filter(([, value]) => value !== undefined),
  ) as v.InferOutput<typeof FundChangesSchema>;
  if (Object.keys(changes).length === 0) throw new ChurchSettingsError('', 'nothingToChange');
  if (changes.name !== undefined) await assertNameFree(tx, organization, changes.name, fund.id);
  if (fund.isDefault && (changes.isOnlineGivingVisible === false || changes.isEnabled === false)) {
    throw new ChurchSettingsError(changes.isEnabled === false ? 'enabled' : 'visible', 'defaultFundStays');
  }
  if (changes.isEnabled === false && fund.isEnabled) {
    const gifts = await activeRecurringGiftsUsing(tx, fund);
    if (gifts > 0)
      throw new ChurchSettingsError('enabled', 'fundInRecurringUse', { value: fund.name, count: gifts });
  }
  const [row] = await tx.update(funds).set(changes).where(eq(funds.id, fund.id)).returning();
  if (!row) throw new Error('updateFund: the fund was not written');
  return row;
}

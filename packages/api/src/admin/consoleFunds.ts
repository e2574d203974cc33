// The console's "Funds": add, rename, hide, disable (the rules of organizations/churchFunds.ts,
// shared with the halo CLI) and the order donors see them in. Disabling a fund that active
// recurring gifts charge to is refused naming those gifts, so the administrator knows what to move.
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { funds, people, recurringGivingFunds, recurringGivings, users, type FundRow } from '../db/schema';
import type { FundChangesInput } from '../graphql/resolverTypes.generated';
import { validationError } from '../graphql/portalErrors';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { addFund, updateFund } from '../organizations/churchFunds';
import { churchSettingsMessage } from '../organizations/churchSettingsMessages';
import { notFoundError } from '../core/localizedRefusals';
import { adminChange } from './adminChange';
import { adminMessage } from './adminMessages';
import type { AdminScope } from './adminScope';
import { orderedFunds, presentFund } from './orderedFunds';

export function addConsoleFund(scope: AdminScope, name: string, isOnlineGivingVisible: boolean) {
  return adminChange(scope, 'fund.add', async (tx, organization) => {
    const [last] = await tx
      .select({ position: max(funds.position) })
      .from(funds)
      .where(eq(funds.organizationId, organization.id));
    const fund = await addFund(tx, organization, { name, isOnlineGivingVisible });
    const [placed] = (await tx
      .update(funds)
      .set({ position: (last?.position ?? -1) + 1 })
      .where(eq(funds.id, fund.id))
      .returning()) as [FundRow];
    return {
      value: presentFund(placed),
      details: { fund: placed.prefixedId, name: placed.name, isOnlineGivingVisible },
    };
  });
}

async function churchFund(tx: Database, scope: AdminScope, fundPrefixedId: string): Promise<FundRow> {
  const [fund] = await tx
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, scope.organization.id), eq(funds.prefixedId, fundPrefixedId)));
  if (!fund) throw notFoundError(scope.locale);
  return fund;
}

/** The active recurring gifts charging to `fund`: what disabling it would leave charging a closed fund. */
async function activeRecurringGiftsOf(tx: Database, fund: FundRow) {
  const rows = await tx
    .select({
      prefixedId: recurringGivings.prefixedId,
      amount: recurringGivingFunds.giftAmount,
      nextOccurrence: recurringGivings.nextOccurrence,
      email: users.email,
      firstName: people.firstName,
      lastName: people.lastName,
    })
    .from(recurringGivingFunds)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGivingFunds.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .where(and(eq(recurringGivingFunds.fundId, fund.id), eq(recurringGivings.status, 'active')))
    .orderBy(recurringGivings.nextOccurrence, recurringGivings.id);
  return rows.map(({ firstName, lastName, email, ...gift }) => ({
    ...gift,
    donorName: firstName ? [firstName, lastName].filter(Boolean).join(' ') : email,
  }));
}

export function updateConsoleFund(scope: AdminScope, fundPrefixedId: string, input: FundChangesInput) {
  return adminChange(scope, 'fund.update', async (tx, organization) => {
    const fund = await churchFund(tx, scope, fundPrefixedId);
    if (input.isEnabled === false && fund.isEnabled && !fund.isDefault) {
      const gifts = await activeRecurringGiftsOf(tx, fund);
      if (gifts.length > 0) {
        const message = churchSettingsMessage(scope.locale, 'fundInRecurringUse', {
          value: fund.name,
          count: gifts.length,
        });
        throw new ValidationFailed(
          { isEnabled: [message] },
          { code: 'FUND_IN_RECURRING_USE', details: { recurringGivings: gifts } },
        );
      }
    }
    const changes = {
      ...(input.name != null ? { name: input.name } : {}),
      ...(input.isOnlineGivingVisible != null ? { isOnlineGivingVisible: input.isOnlineGivingVisible } : {}),
      ...(input.isEnabled != null ? { isEnabled: input.isEnabled } : {}),
    };
    const updated = await updateFund(tx, organization, fund, changes);
    return { value: presentFund(updated), details: { fund: fund.prefixedId, was: fund.name, ...changes } };
  });
}

export function reorderConsoleFunds(scope: AdminScope, fundPrefixedIds: readonly string[]) {
  return adminChange(scope, 'fund.reorder', async (tx, organization) => {
    const current = await orderedFunds(tx, organization.id);
    const known = new Set(current.map((fund) => fund.prefixedId));
    const wanted = new Set(fundPrefixedIds);
    if (
      wanted.size !== fundPrefixedIds.length ||
      wanted.size !== known.size ||
      fundPrefixedIds.some((id) => !known.has(id))
    ) {
      throw validationError({ fundPrefixedIds: [adminMessage(scope.locale, 'fundOrderInvalid')] });
    }
    for (const [position, prefixedId] of fundPrefixedIds.entries()) {
      await tx
        .update(funds)
        .set({ position })
        .where(and(eq(funds.organizationId, organization.id), eq(funds.prefixedId, prefixedId)));
    }
    return {
      value: (await orderedFunds(tx, organization.id)).map(presentFund),
      details: { order: fundPrefixedIds },
    };
  });
}

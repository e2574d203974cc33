// Each fund's part of a gift (its share of the charge) and the person it honours or remembers, read for
// many gifts at once: the console's gift details and the donor's PDF receipt show them. A gift of a
// recurring gift carries the recurring gift's dedication.
import type { DedicationKind } from '@halo/domain';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributionFunds, contributions, funds, giftDedications } from '../db/schema';

export interface GiftExtras {
  fundParts: { name: string; amount: number }[];
  dedication: { kind: DedicationKind; name: string } | null;
}

export async function giftPartsAndDedications(
  db: Database,
  contributionIds: number[],
): Promise<Map<number, GiftExtras>> {
  const extras = new Map<number, GiftExtras>(
    contributionIds.map((id) => [id, { fundParts: [], dedication: null }]),
  );
  if (contributionIds.length === 0) return extras;
  const ids = sql.param(contributionIds);
  const parts = await db
    .select({
      contributionId: contributionFunds.contributionId,
      name: funds.name,
      amount: contributionFunds.chargedAmount,
    })
    .from(contributionFunds)
    .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
    .where(sql`${contributionFunds.contributionId} = any(${ids}::int[])`)
    // In the church's order of funds, as the receipt emails and the donor's lists name the parts.
    .orderBy(asc(funds.position), asc(funds.id));
  for (const part of parts) {
    extras.get(part.contributionId)?.fundParts.push({ name: part.name, amount: part.amount });
  }
  const gifts = await db
    .select({ id: contributions.id, recurringGivingId: contributions.recurringGivingId })
    .from(contributions)
    .where(inArray(contributions.id, contributionIds));
  const recurringIds = gifts.flatMap((gift) =>
    gift.recurringGivingId === null ? [] : [gift.recurringGivingId],
  );
  const dedications = await db
    .select()
    .from(giftDedications)
    .where(
      recurringIds.length > 0
        ? or(
            inArray(giftDedications.contributionId, contributionIds),
            inArray(giftDedications.recurringGivingId, recurringIds),
          )
        : inArray(giftDedications.contributionId, contributionIds),
    );
  for (const gift of gifts) {
    const found =
      dedications.find((row) => row.contributionId === gift.id) ??
      dedications.find(
        (row) => gift.recurringGivingId !== null && row.recurringGivingId === gift.recurringGivingId,
      );
    const entry = extras.get(gift.id);
    if (found && entry) entry.dedication = { kind: found.kind, name: found.personName };
  }
  return extras;
}

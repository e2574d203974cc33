// The two records of a suggestion or a merge as the console shows them: name, email, whether the
// sign-in is verified, and their giving from the totals the database keeps (donor_gift_totals).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { donorGiftTotals, people, users } from '../../db/schema';
import type { DonorMergeRecord } from '../../graphql/resolverTypes.generated';

export interface MergeRecordView {
  id: number;
  emailVerified: boolean;
  giftCount: number;
  view: DonorMergeRecord;
}

export async function donorMergeRecords(
  db: Database,
  organizationId: number,
  userIds: readonly number[],
): Promise<Map<number, MergeRecordView>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      prefixedId: users.prefixedId,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      firstName: people.firstName,
      lastName: people.lastName,
      giftCount:
        sql<number>`(select coalesce(sum(${donorGiftTotals.succeededCount}), 0) from ${donorGiftTotals}
        where ${donorGiftTotals.organizationId} = ${organizationId} and ${donorGiftTotals.donorUserId} = ${users.id})`.mapWith(
          Number,
        ),
      totalGiven:
        sql<number>`(select coalesce(sum(${donorGiftTotals.succeededAmount}), 0) from ${donorGiftTotals}
        where ${donorGiftTotals.organizationId} = ${organizationId} and ${donorGiftTotals.donorUserId} = ${users.id})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .leftJoin(people, eq(people.userId, users.id))
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, [...userIds])));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        emailVerified: row.emailVerifiedAt !== null,
        giftCount: row.giftCount,
        view: {
          prefixedId: row.prefixedId,
          // docs/PRODUCT.md §3: 'first last' when a first name exists, otherwise the email.
          name: row.firstName ? [row.firstName, row.lastName].filter(Boolean).join(' ') : row.email,
          email: row.email,
          emailVerified: row.emailVerifiedAt !== null,
          giftCount: row.giftCount,
          totalGiven: row.totalGiven,
        },
      },
    ]),
  );
}

// The console's offline gift: cash or a check a donor gave, recorded by an administrator, written
// the one way every offline gift is (core/gifts/offlineGiftRecord.ts).
import { isCalendarDate, MEMO_MAX_LENGTH } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { funds, people, users } from '../db/schema';
import type { OfflineGiftInput } from '../graphql/resolverTypes.generated';
import { FieldErrorCollector, notFoundError } from '../core/localizedRefusals';
import { insertOfflineGift } from '../core/gifts/offlineGiftRecord';
import { MAX_GIFT_CENTS } from '../organizations/churchFields';
import { adminChange } from './adminChange';
import { adminMessage } from './adminMessages';
import type { AdminScope } from './adminScope';

function checkOfflineGift(scope: AdminScope, input: OfflineGiftInput) {
  const errors = new FieldErrorCollector(scope.locale);
  const refuse = (field: string, key: Parameters<typeof adminMessage>[1]) =>
    errors.add(field, adminMessage(scope.locale, key));
  // Cents is a scalar of any JSON value: only a whole number of cents is an amount.
  const amount = typeof input.amount === 'number' ? input.amount : Number.NaN;
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_GIFT_CENTS) {
    refuse('amount', 'offlineAmountInvalid');
  }
  const date = input.date.trim();
  if (!isCalendarDate(date) || date > scope.today) refuse('date', 'offlineDateInvalid');
  const memo = input.memo?.trim() || null;
  if (memo && [...memo].length > MEMO_MAX_LENGTH) refuse('memo', 'memoTooLong');
  errors.throwIfAny();
  return { amount, date, memo };
}

export function recordOfflineGift(scope: AdminScope, input: OfflineGiftInput) {
  const { amount, date, memo } = checkOfflineGift(scope, input);
  return adminChange(scope, 'gift.recordOffline', async (tx, organization) => {
    const [donor] = await tx
      .select({
        id: users.id,
        prefixedId: users.prefixedId,
        email: users.email,
        firstName: people.firstName,
        lastName: people.lastName,
      })
      .from(users)
      .leftJoin(people, eq(people.userId, users.id))
      .where(and(eq(users.organizationId, organization.id), eq(users.prefixedId, input.donorPrefixedId)));
    const [fund] = await tx
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, organization.id), eq(funds.prefixedId, input.fundPrefixedId)));
    if (!donor || !fund) throw notFoundError(scope.locale);
    if (!fund.isEnabled) {
      const errors = new FieldErrorCollector(scope.locale);
      errors.add('fundPrefixedId', adminMessage(scope.locale, 'fundDisabled'));
      errors.throwIfAny();
    }
    const gift = await insertOfflineGift(tx, organization, {
      donorUserId: donor.id,
      fundId: fund.id,
      amount,
      method: input.method,
      date,
      memo,
    });
    return {
      value: {
        prefixedId: gift.prefixedId,
        date: gift.date,
        amount: gift.chargedAmount,
        fee: gift.fee,
        netAmount: gift.netAmount,
        currency: gift.currency,
        status: gift.status,
        refundedAmount: 0,
        memo: gift.memo,
        offlineMethod: input.method,
        fundAccountNames: [fund.name],
        fundParts: [{ name: fund.name, amount }],
        dedication: null,
        donor: {
          prefixedId: donor.prefixedId,
          email: donor.email,
          name: donor.firstName ? [donor.firstName, donor.lastName].filter(Boolean).join(' ') : donor.email,
        },
        cardBrand: null,
        cardLastFour: null,
        recurringGiving: null,
      },
      details: {
        gift: gift.prefixedId,
        donor: donor.prefixedId,
        method: input.method,
        fund: fund.prefixedId,
        amount,
        date,
        memo,
      },
    };
  });
}

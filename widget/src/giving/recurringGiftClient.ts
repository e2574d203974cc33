import type { Frequency } from '@halo/domain';
import { ApiError, type ApiClient } from 'halo_shared/api';
import {
  SelfServiceRecurringGivingsDocument,
  SelfServiceUpdateRecurringGivingDocument,
  type SelfServiceRecurringGivingFragment,
} from '@halo/shared/graphql/portal-self-service';
import type { RecurringGiftClient, RecurringGiftToUpdate } from './givingFormState';

// The hosted page's update mode (docs/PRODUCT.md §2 'Update Now') talks to the portal's GraphQL operations
// (shared/src/graphql/operations/portal-self-service.graphql) with the donor's session. The embed never
// imports this file.

export function toRecurringGiftToUpdate(gift: SelfServiceRecurringGivingFragment): RecurringGiftToUpdate {
  return {
    prefixedId: gift.prefixedId,
    type: gift.schedule.type as Frequency,
    nextOccurrence: gift.nextOccurrence ?? null,
    isFeeCovered: gift.isFeeCovered,
    memo: gift.memo ?? null,
    // pivot.amount is the fund's share before any covered fee (what the donor chose).
    funds: gift.fundAccounts.map((fund) => ({ prefixedId: fund.prefixedId, amount: fund.pivot.amount })),
    card: gift.paymentMethod
      ? {
          processorId: gift.paymentMethod.processorId,
          brand: gift.paymentMethod.type,
          lastFour: gift.paymentMethod.lastFour,
          // A bank account has none (docs/PRODUCT.md §22 "Saved bank accounts").
          expiration: gift.paymentMethod.expiration ?? '',
        }
      : null,
  };
}

/** The server's field messages (`extensions.validation`), first per argument. */
function validationMessages(error: ApiError): Record<string, string> {
  const validation = error.errors[0]?.extensions?.validation;
  if (typeof validation !== 'object' || validation === null) return {};
  const fields: Record<string, string> = {};
  for (const [path, messages] of Object.entries(validation as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? (messages[0] as unknown) : messages;
    if (typeof first === 'string' && !fields[path]) fields[path] = first;
  }
  return fields;
}

/** The update mode's calls through the page's API client (`useApiClient`). */
export const createRecurringGiftClient = ({ graphql }: Pick<ApiClient, 'graphql'>): RecurringGiftClient => ({
  load: async (prefixedId, organizationPrefixedId) => {
    const data = await graphql(SelfServiceRecurringGivingsDocument, {
      organizationPrefixedId,
      filters: null,
    });
    const gift = data.donorRecurringGivings.items.find((item) => item.prefixedId === prefixedId);
    return gift ? toRecurringGiftToUpdate(gift) : null;
  },
  update: async (input) => {
    try {
      const data = await graphql(SelfServiceUpdateRecurringGivingDocument, {
        ...input,
        // The giving form does not show the end date; absent, the gift keeps the one it has.
        endDate: undefined,
      });
      return { ok: true, nextOccurrence: data.updateRecurringGiving.nextOccurrence ?? null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'graphql') {
        return { ok: false, errors: {}, message: null };
      }
      const errors = validationMessages(error);
      const message = Object.keys(errors).length ? null : (error.errors[0]?.message ?? null);
      return { ok: false, errors, message };
    }
  },
});

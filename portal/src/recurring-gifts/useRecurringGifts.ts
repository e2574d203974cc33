import {
  SelfServicePaymentMethodsDocument,
  SelfServiceRecurringGivingsDocument,
} from '@halo/shared/graphql/portal-self-service';
import { useGraphqlQuery } from 'halo_shared/api';
import { remoteData } from '../self-service-parts/remoteData';
import type { RecurringGift } from './recurringGiftForm';

/**
 * What the recurring gifts screen reads: the donor's recurring gifts, and the saved cards the edit
 * dialog offers, loaded with the list so the dialog opens ready.
 */
export function useRecurringGifts(organizationPrefixedId: string | null) {
  const skip = !organizationPrefixedId;
  // No page size: a donor has a handful of recurring gifts, and the screen shows them all.
  const giftsQuery = useGraphqlQuery(
    SelfServiceRecurringGivingsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '', filters: null },
    { skip },
  );
  const gifts = {
    state: remoteData(giftsQuery.state, (data) => data.donorRecurringGivings.items),
    reload: giftsQuery.reload,
    update: (change: (items: RecurringGift[]) => RecurringGift[]) =>
      giftsQuery.update((data) => ({
        ...data,
        donorRecurringGivings: {
          ...data.donorRecurringGivings,
          items: change(data.donorRecurringGivings.items),
        },
      })),
  };
  const cardsQuery = useGraphqlQuery(
    SelfServicePaymentMethodsDocument,
    { organizationPrefixedId: organizationPrefixedId ?? '' },
    { skip },
  );
  const cards = {
    state: remoteData(cardsQuery.state, (data) => data.donorPaymentMethods),
    reload: cardsQuery.reload,
  };
  return { gifts, cards };
}

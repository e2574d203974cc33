// Which of a customer's cards a giving request may see and charge (docs/CONTRACTS.md "REST: giving").
// A `full` token or a signed-in session: every card. A `new` token, got with an email address alone:
// only the cards added through that very token, as the processor recorded them (the sandbox's
// `added_by_token` column, the `giving_token_id` metadata of the Stripe SetupIntent that attached
// the card). Not a time window: a card the donor saves herself while a stranger's token is alive is
// still hers alone.
import type { GivingAccess } from './givingAccess';

export async function mayUseCard(access: GivingAccess, paymentMethodId: string): Promise<boolean> {
  if (access.scope === 'full') return true;
  if (!access.tokenId) return false;
  const addedBy = await access.processor.tokenThatAdded(access.customer.customerId, paymentMethodId);
  return addedBy === access.tokenId;
}

/** The cards of `methods` (the customer's) that `access` may see, in their order. */
export async function usableCards<Method extends { paymentMethodId: string }>(
  access: GivingAccess,
  methods: Method[],
): Promise<Method[]> {
  if (access.scope === 'full') return methods;
  const usable = await Promise.all(methods.map((method) => mayUseCard(access, method.paymentMethodId)));
  return methods.filter((_method, index) => usable[index]);
}

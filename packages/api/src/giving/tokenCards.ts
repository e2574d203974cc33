// Which of a customer's cards a giving request may see and charge (docs/CONTRACTS.md "REST: giving").
// A `full` token or a signed-in session: the account's cards (added in a session or with a `full`
// token), never a guest's. A `new` token, got with an email address alone:
// only the cards added through that very token, as the processor recorded them (the sandbox's
// `added_by_token` column, the `giving_token_id` metadata of the Stripe SetupIntent that attached
// the card). Not a time window: a card the donor saves herself while a stranger's token is alive is
// still hers alone.
import type { GivingAccess } from './givingAccess';

export async function mayUseCard(access: GivingAccess, paymentMethodId: string): Promise<boolean> {
  const addedBy = await access.processor.tokenThatAdded(access.customer.customerId, paymentMethodId);
  // A proven donor uses the account's cards, never one a guest entered with the same email.
  if (access.scope === 'full') return addedBy === null;
  return access.tokenId !== null && addedBy === access.tokenId;
}

/**
 * What a card entered now is recorded with: the token's identifier when the token was got with an
 * email alone (the card is that token's only), none when the donor proved who they are (the card
 * joins their account).
 */
export function cardOwnerToken(access: GivingAccess): string | null {
  return access.scope === 'new' ? access.tokenId : null;
}

/** The cards of `methods` (the customer's) that `access` may see, in their order. */
export async function usableCards<Method extends { paymentMethodId: string }>(
  access: GivingAccess,
  methods: Method[],
): Promise<Method[]> {
  const usable = await Promise.all(methods.map((method) => mayUseCard(access, method.paymentMethodId)));
  return methods.filter((_method, index) => usable[index]);
}

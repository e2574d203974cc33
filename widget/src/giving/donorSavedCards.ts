import type { GivingClient, SavedBankAccount, SavedCard } from 'halo_shared/api/giving';
import type { GivingCustomer } from './givingFormState';

/** A signed-in donor's customer at the church (with the giving token their cards need), or null. */
export async function findDonorCustomer(
  client: GivingClient,
  organizationPrefixedId: string,
  donorPrefixedId: string,
): Promise<GivingCustomer | null> {
  const found = await client.stripeCustomerId({
    donor_prefixed_id: donorPrefixedId,
    organization_prefixed_id: organizationPrefixedId,
  });
  if (!found.ok) return null;
  return {
    stripeCustomerId: found.data.stripe_customer_id,
    donorPrefixedId,
    givingToken: found.data.giving_token,
  };
}

/**
 * The cards that customer saved with the church, and the bank accounts they saved where the church
 * takes bank gifts (docs/PRODUCT.md §22); none when the list cannot be had.
 */
export async function donorSavedCards(
  client: GivingClient,
  organizationPrefixedId: string,
  customer: GivingCustomer,
): Promise<{ cards: SavedCard[]; bankAccounts: SavedBankAccount[] }> {
  const saved = await client.paymentMethods(
    { stripe_customer_id: customer.stripeCustomerId, organization_prefixed_id: organizationPrefixedId },
    customer.givingToken,
  );
  return saved.ok
    ? { cards: saved.data.data, bankAccounts: saved.data.bank_accounts ?? [] }
    : { cards: [], bankAccounts: [] };
}

import type { GivingClient, SavedCard } from 'halo_shared/api/giving';
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

/** The cards that customer saved with the church; none when the list cannot be had. */
export async function donorSavedCards(
  client: GivingClient,
  organizationPrefixedId: string,
  customer: GivingCustomer,
): Promise<SavedCard[]> {
  const cards = await client.paymentMethods(
    { stripe_customer_id: customer.stripeCustomerId, organization_prefixed_id: organizationPrefixedId },
    customer.givingToken,
  );
  return cards.ok ? cards.data.data : [];
}

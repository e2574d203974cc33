// The sandbox's stand-in for Stripe's migration of a previous platform's customers and cards into a
// church's account (docs/PRODUCT.md §17): a moved card becomes a sandbox card of the donor's sandbox
// customer, so the recurring engine charges it like any other. Its id keeps the old one after a
// `_sbx_moved_` infix: recognisably a sandbox card, and the same card when a run is repeated.
import type { Database } from '../../db/database';
import { sandboxCustomers, sandboxPaymentMethods } from '../../db/schema';
import type { CardDetails } from '../paymentProcessor';

/** The sandbox customer a moved donor without one gets: the old customer's id kept in it. */
export async function sandboxCustomerForMove(
  tx: Database,
  input: { oldCustomerId: string; organizationPrefixedId: string; email: string; name: string },
): Promise<string> {
  const id = `cus_sbx_moved_${input.oldCustomerId}`;
  await tx
    .insert(sandboxCustomers)
    .values({
      id,
      organizationPrefixedId: input.organizationPrefixedId,
      email: input.email,
      name: input.name,
      idempotencyKey: `moved:${input.organizationPrefixedId}:${input.oldCustomerId}`,
    })
    .onConflictDoNothing();
  return id;
}

/** The moved card attached to the donor's sandbox customer; returns its sandbox id. */
export async function adoptMovedSandboxCard(
  tx: Database,
  input: { oldPaymentMethodId: string; customerId: string; card: CardDetails },
): Promise<string> {
  const id = `pm_sbx_moved_${input.oldPaymentMethodId}`;
  await tx
    .insert(sandboxPaymentMethods)
    .values({
      id,
      customerId: input.customerId,
      brand: input.card.brand,
      lastFour: input.card.lastFour,
      expMonth: input.card.expMonth,
      expYear: input.card.expYear,
    })
    .onConflictDoNothing();
  return id;
}

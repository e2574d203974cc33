// Whether a church's giving form offers "Bank account" (docs/PRODUCT.md §22): its currency is USD,
// bank payments are on in the console's Payments, and its gifts go through the sandbox (bank
// collection through Stripe, with Financial Connections, is not built yet).
import type { OrganizationRow } from '../db/schema';

export function offersBankPayments(
  organization: Pick<OrganizationRow, 'currency' | 'bankPaymentsEnabled' | 'processorMode'>,
): boolean {
  return (
    organization.currency === 'USD' &&
    organization.bankPaymentsEnabled &&
    organization.processorMode === 'sandbox'
  );
}

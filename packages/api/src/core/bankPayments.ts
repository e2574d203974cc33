// Whether a church's giving form offers "Bank account" (docs/PRODUCT.md §22): its currency is USD and
// bank payments are on in the console's Payments. In the sandbox the form shows its own bank fields;
// on Stripe, Stripe.js collects the account (Financial Connections, micro-deposits as the fallback)
// for one-time gifts (`offersRecurringBankPayments`: saving an account and recurring debits are the
// sandbox's only).
import type { OrganizationRow } from '../db/schema';

type BankPaymentsChurch = Pick<OrganizationRow, 'currency' | 'bankPaymentsEnabled' | 'processorMode'>;

export function offersBankPayments(organization: BankPaymentsChurch): boolean {
  return organization.currency === 'USD' && organization.bankPaymentsEnabled;
}

/** Whether a bank account may be saved, and debited again for recurring gifts (the sandbox only). */
export function offersSavedBankAccounts(organization: BankPaymentsChurch): boolean {
  return offersBankPayments(organization) && organization.processorMode === 'sandbox';
}

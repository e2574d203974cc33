// Who may confirm a bank debit on Stripe (docs/PRODUCT.md §22): the PaymentIntent the giving form made
// through POST /api/give/stripe/bank-payment-intents names, in its metadata, the church, the gift it
// will be, and the giving token it was made through when that token was got with an email alone; the
// browser confirms nothing and cannot change metadata. As for cards (tokenCards.ts), a proven donor
// confirms only a debit made without such a token, and such a token only its own. A bank account
// kept for a recurring gift (a SetupIntent) is checked the same way.
import type { BankDebit, BankSetup } from '../payments/paymentProcessor';
import { BANK_GIFT_METADATA_KEY } from '../core/gifts/bankGiftMetadata';
import type { GivingAccess } from './givingAccess';
import { cardOwnerToken } from './tokenCards';

/** The PaymentIntent metadata key naming the giving token a debit was made through. */
export const BANK_DEBIT_TOKEN_METADATA_KEY = 'giving_token_id';

/** The metadata the debit is made with. */
export function bankDebitMetadata(
  access: GivingAccess,
  contributionPrefixedId: string,
): Record<string, string> {
  const token = cardOwnerToken(access);
  return {
    organization_prefixed_id: access.organization.prefixedId,
    donor_prefixed_id: access.donor.prefixedId,
    [BANK_GIFT_METADATA_KEY]: contributionPrefixedId,
    ...(token ? { [BANK_DEBIT_TOKEN_METADATA_KEY]: token } : {}),
  };
}

/** Whether this giving request may confirm `debit`, and so give the gift it names. */
export function mayConfirmBankDebit(access: GivingAccess, debit: BankDebit): boolean {
  const { metadata } = debit;
  return (
    debit.customerId === access.customer.customerId &&
    metadata.organization_prefixed_id === access.organization.prefixedId &&
    metadata.donor_prefixed_id === access.donor.prefixedId &&
    typeof metadata[BANK_GIFT_METADATA_KEY] === 'string' &&
    (metadata[BANK_DEBIT_TOKEN_METADATA_KEY] ?? null) === cardOwnerToken(access)
  );
}

/** The SetupIntent metadata key naming the recurring gift the account is kept for, chosen beforehand. */
export const BANK_SETUP_RECURRING_METADATA_KEY = 'recurring_giving_prefixed_id';

/**
 * The metadata a bank account's SetupIntent is made with: whose it is, as for a debit, and the prefixed
 * id the recurring gift it is kept for will have, so setup_intent.succeeded finds that gift.
 */
export function bankSetupMetadata(
  access: GivingAccess,
  recurringGivingPrefixedId: string,
): Record<string, string> {
  const token = cardOwnerToken(access);
  return {
    organization_prefixed_id: access.organization.prefixedId,
    donor_prefixed_id: access.donor.prefixedId,
    [BANK_SETUP_RECURRING_METADATA_KEY]: recurringGivingPrefixedId,
    ...(token ? { [BANK_DEBIT_TOKEN_METADATA_KEY]: token } : {}),
  };
}

/** Whether this giving request may confirm the bank account setup `setup` and keep its account. */
export function mayConfirmBankSetup(access: GivingAccess, setup: BankSetup): boolean {
  const { metadata } = setup;
  return (
    setup.customerId === access.customer.customerId &&
    metadata.organization_prefixed_id === access.organization.prefixedId &&
    metadata.donor_prefixed_id === access.donor.prefixedId &&
    typeof metadata[BANK_SETUP_RECURRING_METADATA_KEY] === 'string' &&
    (metadata[BANK_DEBIT_TOKEN_METADATA_KEY] ?? null) === cardOwnerToken(access)
  );
}

// The PaymentIntent metadata key that names the bank gift a Stripe debit pays (docs/PRODUCT.md §22):
// the giving form's debit is made with it, and Stripe's payment_intent.* events find their gift by it.
export const BANK_GIFT_METADATA_KEY = 'contribution_prefixed_id';

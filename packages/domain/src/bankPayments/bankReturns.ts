// A bank debit returned after it succeeded (docs/PRODUCT.md §22 "Returned after success"): the donor
// told their bank the debit was not authorized after the money had reached the church. Stripe treats
// it as a dispute that the church cannot contest, so do we: the gift is recorded as disputed and lost,
// a deposit takes the amount back with the dispute's fee, and the gift counts in no total or
// statement any more.

/** Stripe's test account whose debit succeeds and then comes back as a dispute (routing 110000000). */
export const STRIPE_TEST_DISPUTED_BANK_ACCOUNT = '000555555559';

/** The reason Stripe gives an ACH dispute where the donor says the debit was not authorized. */
export const BANK_RETURN_DISPUTE_REASON = 'debit_not_authorized';

/**
 * The status a returned debit's dispute has from the start: an ACH return cannot be answered with
 * evidence, so it is lost at once (no evidence due date).
 */
export const BANK_RETURN_DISPUTE_STATUS = 'lost';

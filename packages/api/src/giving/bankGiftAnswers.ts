// What `POST /api/give` answers for a gift from a bank account (docs/CONTRACTS.md "POST /api/give"),
// whichever way the account came (linked now, waiting for micro-deposits, or saved): a one-time gift
// is processing until the bank settles it, with its receipt email; a recurring gift is scheduled, each
// debit's receipt following when it settles. Stripe's page for micro-deposits is named while the
// account waits for them.
import type { GiveResponse } from '@halo/domain';
import type { StoredAnswer } from './idempotency';

type ContributionAnswer = NonNullable<GiveResponse['contribution']>;
type RecurringAnswer = NonNullable<GiveResponse['recurring_giving']>;

export interface ProcessingBankGift {
  prefixedId: string;
  charge: { chargedCents: number; feeCents: number; netCents: number; coveredFeeCents: number };
  date: ContributionAnswer['date'];
  settlesOn: ContributionAnswer['settles_on'];
  verificationUrl: string | null;
  receiptEmail: string;
}

export function processingBankGiftAnswer(gift: ProcessingBankGift): StoredAnswer {
  return {
    status: 201,
    body: {
      contribution: {
        prefixed_id: gift.prefixedId,
        amount: gift.charge.chargedCents,
        fee: gift.charge.feeCents,
        net_amount: gift.charge.netCents,
        covered_fee: gift.charge.coveredFeeCents,
        status: 'processing',
        date: gift.date,
        settles_on: gift.settlesOn,
        bank_verification_url: gift.verificationUrl,
      },
      recurring_giving: null,
      receipt_email: gift.receiptEmail,
    } satisfies GiveResponse,
  };
}

export function scheduledBankGiftAnswer(recurring: RecurringAnswer): StoredAnswer {
  return {
    status: 201,
    body: {
      contribution: null,
      recurring_giving: recurring,
      // Each debit's receipt follows when it settles.
      receipt_email: null,
    } satisfies GiveResponse,
  };
}

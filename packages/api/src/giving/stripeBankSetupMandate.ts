// The authorization for a saved account that a donor accepted for a bank account kept on Stripe
// (docs/PRODUCT.md §22), as it travels in the SetupIntent's metadata: the account is saved when Stripe
// says it is verified (setup_intent.succeeded, on any server, days later after micro-deposits), and it
// is saved with these words, their version, when and from which IP. The words are made again from the
// version, the language and the first debit's amount, as the giving form showed them.
import {
  formatMoney,
  formattingLocale,
  localeOf,
  SAVED_BANK_MANDATE_VERSION,
  savedBankMandateText,
  type Locale,
} from '@halo/domain';
import type { OrganizationRow } from '../db/schema';
import type { SavedBankMandate } from './savedBankAccounts';

export interface SavedMandateFacts {
  acceptedAt: Date;
  ip: string;
  locale: Locale;
  /** The first debit's amount, a covered fee included, in cents. */
  amountCents: number;
}

/** The saved authorization's words, as the giving form showed them to the donor. */
export function savedMandateText(
  church: Pick<OrganizationRow, 'displayName' | 'currency' | 'contact'>,
  facts: Pick<SavedMandateFacts, 'locale' | 'amountCents'>,
): string {
  return savedBankMandateText(facts.locale, {
    church: church.displayName,
    amount: formatMoney(
      facts.amountCents,
      church.currency,
      formattingLocale(facts.locale, church.contact.country),
    ),
  });
}

/** The metadata the SetupIntent is given when it is confirmed. */
export function savedMandateRecord(facts: SavedMandateFacts): Record<string, string> {
  return {
    bank_mandate_version: SAVED_BANK_MANDATE_VERSION,
    bank_mandate_accepted_at: facts.acceptedAt.toISOString(),
    bank_mandate_ip: facts.ip,
    bank_mandate_locale: facts.locale,
    bank_mandate_amount: String(facts.amountCents),
  };
}

/** The authorization the metadata records, or null when the SetupIntent was never confirmed by us. */
export function savedMandateOf(
  church: Pick<OrganizationRow, 'displayName' | 'currency' | 'contact'>,
  metadata: Record<string, string>,
): SavedBankMandate | null {
  const acceptedAt = new Date(metadata.bank_mandate_accepted_at ?? '');
  const amountCents = Number(metadata.bank_mandate_amount);
  if (
    metadata.bank_mandate_version !== SAVED_BANK_MANDATE_VERSION ||
    Number.isNaN(acceptedAt.getTime()) ||
    !Number.isInteger(amountCents) ||
    !metadata.bank_mandate_ip
  ) {
    return null;
  }
  const locale = localeOf(metadata.bank_mandate_locale ?? 'en');
  return {
    version: SAVED_BANK_MANDATE_VERSION,
    text: savedMandateText(church, { locale, amountCents }),
    acceptedAt,
    ip: metadata.bank_mandate_ip,
  };
}

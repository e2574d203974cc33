import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { BANK_NAMESPACE, bankCatalogue } from './bankMessages';
import { formatCalendarDateFor, useGivingText } from './useGivingText';

/**
 * The thank-you step of a bank account gift (docs/PRODUCT.md §22): it is processing, and the receipt
 * follows once the debit clears; on Stripe, an account that waits for its micro-deposits must be
 * verified first, on Stripe's page (a recurring gift's too, which starts once it is). In the payment
 * step's bank chunk (`giving-bank`).
 */
export default function BankProcessingNotice({
  email,
  settlesOn,
  verificationUrl = null,
}: {
  email: string | null;
  /** None for a recurring gift whose account waits for micro-deposits: nothing is debited yet. */
  settlesOn: string | null;
  verificationUrl?: string | null;
}) {
  useCatalogues(bankCatalogue);
  const { t } = useTranslation(BANK_NAMESPACE);
  const { formatLocale } = useGivingText();
  const date = settlesOn ? formatCalendarDateFor(settlesOn, formatLocale) : null;
  return (
    <>
      {date ? <p>{email ? t('processing', { email, date }) : t('processingGeneric', { date })}</p> : null}
      {verificationUrl ? (
        <p>
          {t('verify')}{' '}
          <a href={verificationUrl} target="_blank" rel="noopener noreferrer">
            {t('verifyLink')}
          </a>
        </p>
      ) : null}
    </>
  );
}

import { useHalo } from 'halo_shared/store';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button } from '@halo/ui';
import { CreateAccountOffer } from './CreateAccountOffer';
import { useGivingEnvironment, useGivingForm } from './GivingEnvironment';
import { formatCalendarDateFor, useGivingText } from './useGivingText';

// A bank account gift's processing notice, with the bank's words (docs/PRODUCT.md §22).
const BankProcessingNotice = lazy(
  () => import(/* webpackChunkName: "giving-bank" */ './BankProcessingNotice'),
);

/** 'Thank you for your gift!' (docs/PRODUCT.md §2): the receipt goes by email. */
export function DoneStep() {
  const { t, formatLocale } = useGivingText();
  const environment = useGivingEnvironment();
  const result = useGivingForm((state) => state.result);
  const signedIn = useHalo((state) => Boolean(state.user?.email));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="halo-giving-form halo-giving-form--done" role="status">
      <h2 ref={heading} tabIndex={-1} className="halo-giving-form__step-title">
        {t('done.title')}
      </h2>
      {result?.settlesOn ? (
        <Suspense fallback={<p>{t('loading')}</p>}>
          <BankProcessingNotice
            email={result.receiptEmail}
            settlesOn={result.settlesOn}
            verificationUrl={result.bankVerificationUrl ?? null}
          />
        </Suspense>
      ) : (
        <p>
          {result?.receiptEmail
            ? t('done.receipt', { email: result.receiptEmail })
            : t('done.receiptGeneric')}
        </p>
      )}
      {!result?.settlesOn && result?.bankVerificationUrl ? (
        // A recurring gift whose bank account Stripe verifies by micro-deposits starts once it is.
        <Suspense fallback={<p>{t('loading')}</p>}>
          <BankProcessingNotice email={null} settlesOn={null} verificationUrl={result.bankVerificationUrl} />
        </Suspense>
      ) : null}
      {result?.nextOccurrence && result.frequency !== 'one_time' ? (
        <p>
          {t('done.nextOccurrence', { date: formatCalendarDateFor(result.nextOccurrence, formatLocale) })}
        </p>
      ) : null}
      {/* A guest's one-time gift has no account behind it; a recurring gift registered one. */}
      {environment.openDonorPortal && (signedIn || (result && result.frequency !== 'one_time')) ? (
        <div className="halo-form-actions">
          <Button variant="secondary" onClick={environment.openDonorPortal}>
            {t('actions.donorPortal')}
          </Button>
        </div>
      ) : null}
      <CreateAccountOffer />
    </div>
  );
}

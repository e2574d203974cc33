import { Badge, Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminPaymentsDocument,
  ConnectStripeAccountDocument,
  RefreshStripeAccountDocument,
  type AdminPaymentsFieldsFragment,
} from '@halo/shared/graphql/admin-payments';
import { useTranslation } from 'halo_shared/i18n';
import { useLocationPath } from 'halo_shared/router';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { refusalMessage } from '../layout/serverMessage';
import { BankPaymentsToggle } from './BankPaymentsToggle';
import { AccountingAccounts } from './AccountingAccounts';
import { DisconnectDialog } from './DisconnectDialog';
import { openStripe } from './openStripe';
import { paymentsCss } from './paymentsCss';
import { PAYMENTS_NAMESPACE } from './paymentsMessages';
import { stripeReturnOf } from './stripeReturn';

const ACCOUNT_HEADING = 'admin-payments-account';

/**
 * How the church takes card payments: the processor mode and the church's Stripe account. With
 * Stripe on the server, connecting sends the administrator to Stripe's onboarding, which comes back
 * to /admin/payments/return (or /refresh when its link expired); on return the account is read again
 * from Stripe, and "Check again" does the same. Without it, the only connection is a simulated one,
 * always shown as a test.
 */
export function PaymentsSection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const arrival = stripeReturnOf(useLocationPath());
  const { state, reload } = useGraphqlQuery(
    AdminPaymentsDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  // The state as the last change answered it; null until one (then the query's).
  const [changed, setChanged] = useState<AdminPaymentsFieldsFragment | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stripeAvailable = state.data?.adminPayments.stripeAvailable ?? false;

  // Back from Stripe's onboarding: the account as Stripe has it now, not as its last event said.
  useEffect(() => {
    if (arrival !== 'return' || !organizationPrefixedId || !stripeAvailable) return;
    let current = true;
    graphql(RefreshStripeAccountDocument, { organizationPrefixedId }).then(
      (answer) => {
        if (current) setChanged(answer.refreshStripeAccount);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [arrival, organizationPrefixedId, stripeAvailable, graphql]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const payments = changed ?? state.data.adminPayments;
  const account = payments.stripeAccountId ?? '';

  async function connect() {
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(ConnectStripeAccountDocument, { organizationPrefixedId });
      const { payments: now, onboardingUrl } = answer.connectStripeAccount;
      setChanged(now);
      if (onboardingUrl) {
        setAnnouncement(t('redirecting'));
        openStripe(onboardingUrl);
        return;
      }
      setAnnouncement(t('connectedAnnounce'));
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    }
    setBusy(false);
  }

  async function checkAgain() {
    setAnnouncement('');
    if (!payments.stripeAvailable) {
      setChanged(null);
      reload();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const now = (await graphql(RefreshStripeAccountDocument, { organizationPrefixedId }))
        .refreshStripeAccount;
      setChanged(now);
      if (now.connection === 'connected') setAnnouncement(t('connectedAnnounce'));
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('failed'));
    }
    setBusy(false);
  }

  let connection;
  if (payments.connection === 'notConnected') {
    connection = (
      <>
        <p>{payments.mode === 'stripe' ? t('notConnectedStripeMode') : t('notConnected')}</p>
        <p className="admin-muted">{payments.stripeAvailable ? t('connectIntro') : t('sandboxIntro')}</p>
        <Button onClick={() => void connect()} disabled={busy}>
          {payments.stripeAvailable ? t('connect') : t('connectTest')}
        </Button>
      </>
    );
  } else if (payments.connection === 'pending') {
    connection = (
      <>
        <p>{t('pending', { account })}</p>
        <div className="admin-payments__actions">
          <Button onClick={() => void connect()} disabled={busy}>
            {t('continueOnStripe')}
          </Button>
          <Button variant="secondary" onClick={() => void checkAgain()} disabled={busy}>
            {t('checkAgain')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('disconnect')}
          </Button>
        </div>
      </>
    );
  } else {
    connection = (
      <>
        <p>
          {payments.isTest ? (
            <>
              <Badge tone="warning">{t('testBadge')}</Badge> {t('connectedTest', { account })}
            </>
          ) : (
            t('connected', { account })
          )}
        </p>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
          {t('disconnect')}
        </Button>
      </>
    );
  }

  return (
    <div className="admin-payments">
      <style href="halo-admin-payments" precedence="default">
        {paymentsCss}
      </style>
      {arrival ? (
        <p className="admin-panel">{arrival === 'return' ? t('returned') : t('linkExpired')}</p>
      ) : null}
      <section className="admin-panel" aria-labelledby="admin-payments-processor">
        <h2 id="admin-payments-processor">{t('processor')}</h2>
        <p>
          {payments.mode === 'sandbox' ? <Badge tone="warning">{t('testBadge')}</Badge> : null}{' '}
          {payments.mode === 'stripe' ? t('modeStripe') : t('modeSandbox')}
        </p>
      </section>
      <section className="admin-panel" aria-labelledby={ACCOUNT_HEADING}>
        <h2 id={ACCOUNT_HEADING} tabIndex={-1}>
          {t('stripeAccount')}
        </h2>
        {connection}
        {error ? (
          <p role="alert" className="admin-error">
            {error}
          </p>
        ) : null}
      </section>
      <BankPaymentsToggle
        organizationPrefixedId={organizationPrefixedId}
        payments={payments}
        onChanged={(now, said) => {
          setChanged(now);
          setAnnouncement(said);
        }}
      />
      <AccountingAccounts organizationPrefixedId={organizationPrefixedId} />
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      {confirming ? (
        <DisconnectDialog
          organizationPrefixedId={organizationPrefixedId}
          isTest={payments.isTest}
          onClose={() => setConfirming(false)}
          onDisconnected={(now) => {
            setConfirming(false);
            setChanged(now);
            setAnnouncement(t('disconnectedAnnounce'));
            // The Disconnect button that opened the dialog is gone: the account's heading is next.
            requestAnimationFrame(() => document.getElementById(ACCOUNT_HEADING)?.focus());
          }}
        />
      ) : null}
    </div>
  );
}

import type { ManageLinkCardEntryResponse } from '@halo/domain';
import { Badge, Button, LoadingState, Modal, TextField } from '@halo/ui';
import { apiUrl, openManageLinkCardEntry } from 'halo_shared/api';
import type { GivingClient } from 'halo_shared/api/giving';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '../accounts/AccountScreen';
import type { ChangeRefusal } from './ManagePauseDialog';
import type { StripeCardCollector } from './ManageStripeCard';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

// Stripe.js and its field load only when a Stripe-connected church's donor opens this dialog.
const ManageStripeCard = lazy(() => import(/* webpackChunkName: "manage-stripe" */ './ManageStripeCard'));

type Fields = 'number' | 'expiry' | 'cvc';

/** `1234 5678 …` as the giving form writes it. */
const maskNumber = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `MM/YYYY` as the giving form writes it. */
function maskExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * "Change card" on the manage page: the giving form's card step (widget PaymentStep) for this one
 * gift, the same fields and calls — the sandbox's card fields with their "Test mode" badge, or
 * Stripe's card field — entered with a giving token the
 * link gets (`POST /manage-link/card-entry`), then attached to the gift (`onAttach`). The card is
 * this gift's only; the server refuses any other.
 */
export function ManageCardDialog({
  token,
  onClose,
  onAttach,
}: {
  token: string;
  onClose: () => void;
  /** Resolves with the server's refusal, or null once the gift uses the card. */
  onAttach: (paymentMethodId: string) => Promise<ChangeRefusal | null>;
}) {
  const { t, i18n } = useTranslation(MANAGE_LINK_NAMESPACE);
  const processor = useHalo((state) => state.organization?.onlineGiving?.processor);
  const formId = useId();
  const [entry, setEntry] = useState<ManageLinkCardEntryResponse | null>(null);
  const [client, setClient] = useState<GivingClient | null>(null);
  const [values, setValues] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const collector = useRef<StripeCardCollector | null>(null);
  const onCollector = useCallback((next: StripeCardCollector | null) => {
    collector.current = next;
  }, []);

  useEffect(() => {
    let active = true;
    void Promise.all([
      openManageLinkCardEntry(token),
      // The giving client loads with the card step, as on the giving page: not in the portal's first route.
      import('halo_shared/api/giving'),
    ]).then(([opened, giving]) => {
      if (!active) return;
      if (opened.kind !== 'entry') {
        setFormError(opened.kind === 'failed' || opened.kind === 'refused' ? opened.message : null);
        return;
      }
      setClient(giving.createGivingClient({ apiUrl: apiUrl(''), locale: () => i18n.language }));
      setEntry(opened.entry);
    });
    return () => {
      active = false;
    };
  }, [token, i18n]);

  const sandbox = entry?.processor_mode === 'sandbox';
  const set = (field: keyof typeof values, value: string) => setValues((old) => ({ ...old, [field]: value }));

  function validate(): Partial<Record<Fields, string>> {
    const found: Partial<Record<Fields, string>> = {};
    if (values.number.replace(/\D/g, '').length < 12) found.number = t('card.numberRequired');
    if (!/^(0[1-9]|1[0-2])\/\d{4}$/.test(values.expiry)) found.expiry = t('card.expiryInvalid');
    if (!/^\d{3,4}$/.test(values.cvc)) found.cvc = t('card.cvcRequired');
    return found;
  }

  /** The new card's payment method: through the sandbox tokenizer or Stripe, with the link's token. */
  async function enterCard(): Promise<string | null> {
    if (!entry || !client) return null;
    if (!sandbox) {
      const collected = await collector.current?.();
      if (!collected) return null;
      if (!collected.ok) setFormError(collected.message);
      return collected.ok ? collected.paymentMethodId : null;
    }
    const [month, year] = values.expiry.split('/').map(Number) as [number, number];
    const added = await client.sandboxPaymentMethod(
      {
        organization_prefixed_id: entry.organization_prefixed_id,
        stripe_customer_id: entry.stripe_customer_id,
        card_number: values.number.replace(/\D/g, ''),
        exp_month: month,
        exp_year: year,
        cvc: values.cvc,
        cardholder_name: values.name.trim() || undefined,
      },
      entry.giving_token,
    );
    if (added.ok) return added.data.payment_method_id;
    setErrors({
      number: added.errors.card_number?.[0],
      expiry: added.errors.exp_month?.[0] ?? added.errors.exp_year?.[0],
      cvc: added.errors.cvc?.[0],
    });
    if (Object.keys(added.errors).length === 0) setFormError(added.message);
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (sandbox) {
      const found = validate();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setBusy(true);
    try {
      const paymentMethodId = await enterCard();
      if (paymentMethodId) {
        const refusal = await onAttach(paymentMethodId);
        if (!refusal) return;
        setFormError(refusal.message);
      }
    } catch {
      setFormError(t('somethingWentWrong'));
    }
    setBusy(false);
  }

  return (
    <Modal
      open
      title={t('card.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || !entry} aria-busy={busy || undefined}>
            {t('card.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className="manage-gift__form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('card.text')}</p>
        {!entry && !formError ? <LoadingState label={t('card.loading')} /> : null}
        {entry && sandbox ? (
          <fieldset className="halo-fieldset manage-gift__form">
            <legend className="halo-field__label">
              {t('card.legend')} <Badge tone="warning">{t('card.testMode')}</Badge>
            </legend>
            <p className="halo-field__hint">{t('card.testHint')}</p>
            <TextField
              label={t('card.number')}
              name="cardNumber"
              inputMode="numeric"
              autoComplete="cc-number"
              required
              value={values.number}
              error={errors.number}
              onChange={(event) => set('number', maskNumber(event.target.value))}
            />
            <TextField
              label={t('card.expiry')}
              name="cardExpiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YYYY"
              required
              value={values.expiry}
              error={errors.expiry}
              onChange={(event) => set('expiry', maskExpiry(event.target.value))}
            />
            <TextField
              label={t('card.cvc')}
              name="cardCvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              value={values.cvc}
              error={errors.cvc}
              onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
            />
            <TextField
              label={t('card.name')}
              name="cardholderName"
              autoComplete="cc-name"
              value={values.name}
              onChange={(event) => set('name', event.target.value)}
            />
          </fieldset>
        ) : null}
        {entry && !sandbox && client && processor?.publishableKey ? (
          <Suspense fallback={<LoadingState label={t('card.loading')} />}>
            <ManageStripeCard
              entry={entry}
              publishableKey={processor.publishableKey}
              stripeAccount={processor.stripeAccount ?? null}
              client={client}
              onCollector={onCollector}
            />
          </Suspense>
        ) : null}
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      </form>
    </Modal>
  );
}

import {
  checkCardEntry,
  describeIssue,
  parseCardExpiry,
  todayCalendarDate,
  type CardEntry,
  type CardEntryField,
  type ManageLinkCardEntryResponse,
} from '@halo/domain';
import { Badge, Button, CardFields, LoadingState, Modal, TestAuthenticationDialog } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  authenticating,
  authenticationOutcome,
  createTestChallenge,
  useTestChallenge,
  type TestChallenge,
} from 'halo_shared/api/bankAuthentication';
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

/**
 * "Change card" on the manage page: the giving form's card step for this one gift, the same fields
 * (`CardFields` with the sandbox's "Test mode" badge, or Stripe's card field) and calls, entered
 * with a giving token the link gets (`POST /manage-link/card-entry`), then attached to the gift
 * (`onAttach`). When the bank asks the donor to authenticate the card as it is saved, the same
 * authentication as at Give Now runs (in sandbox mode the labelled test challenge, over this dialog;
 * Stripe's own with Stripe); a card that is not authenticated is not saved and the gift keeps its
 * card. The card is this gift's only; the server refuses any other.
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
  const { apiUrl, openManageLinkCardEntry } = useApiClient();
  const { t, i18n } = useTranslation(MANAGE_LINK_NAMESPACE);
  const processor = useHalo((state) => state.organization?.onlineGiving?.processor);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [entry, setEntry] = useState<ManageLinkCardEntryResponse | null>(null);
  const [client, setClient] = useState<GivingClient | null>(null);
  const [values, setValues] = useState<CardEntry>({ number: '', expiry: '', cvc: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<CardEntryField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The card waits (and "Use this card" with it) while the challenge is open, so the focus it gives
  // back often lands nowhere: keep it in this dialog, on the card.
  const [challenge] = useState<TestChallenge>(() =>
    createTestChallenge({
      afterClose: () => {
        const node = form.current;
        if (node && !node.contains(document.activeElement)) node.querySelector<HTMLElement>('input')?.focus();
      },
    }),
  );
  // Read when the bank's answer comes, so the words follow a language switched meanwhile.
  const translate = useRef(t);
  translate.current = t;
  const testChallenge = useTestChallenge(challenge);
  const collector = useRef<StripeCardCollector | null>(null);
  const onCollector = useCallback((next: StripeCardCollector | null) => {
    collector.current = next;
  }, []);

  useEffect(() => {
    let active = true;
    void Promise.all([
      openManageLinkCardEntry(token),
      // The giving client loads with the card step, as on the giving page. The bank's authentication
      // (a small module of its own) comes with the manage page: a chunk of its own for this dialog
      // would weigh on the portal's first route, whose federation entry lists every chunk.
      import('halo_shared/api/giving'),
    ]).then(([opened, giving]) => {
      if (!active) return;
      if (opened.kind !== 'entry') {
        setFormError(opened.kind === 'failed' || opened.kind === 'refused' ? opened.message : null);
        return;
      }
      const plain = giving.createGivingClient({ apiUrl: apiUrl(''), locale: () => i18n.language });
      const sandboxPaymentMethod = authenticating(plain.sandboxPaymentMethod, {
        // Only the sandbox asks here (Stripe's confirmCardSetup authenticates by itself).
        run: async (authentication) =>
          active && authentication.mode === 'sandbox'
            ? authenticationOutcome(await challenge.ask('card'))
            : { passed: false, message: null },
        failedText: (stripeMessage) =>
          [stripeMessage, translate.current('card.notAuthenticated')].filter(Boolean).join(' '),
      });
      setClient({ ...plain, sandboxPaymentMethod });
      setEntry(opened.entry);
    });
    return () => {
      active = false;
      challenge.cancel();
    };
  }, [token, i18n, challenge, apiUrl, openManageLinkCardEntry]);

  const sandbox = entry?.processor_mode === 'sandbox';
  const set = (field: CardEntryField, value: string) => setValues((old) => ({ ...old, [field]: value }));

  function validate(): Partial<Record<CardEntryField, string>> {
    const issues = checkCardEntry(values, todayCalendarDate(), { nameRequired: false });
    const found: Partial<Record<CardEntryField, string>> = {};
    for (const [field, issue] of Object.entries(issues)) {
      const { key, params } = describeIssue(issue, { locale: i18n.language });
      found[field as CardEntryField] = t(key, params);
    }
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
    const expiry = parseCardExpiry(values.expiry);
    if (!expiry.ok) return null;
    const added = await client.sandboxPaymentMethod(
      {
        organization_prefixed_id: entry.organization_prefixed_id,
        card_number: values.number.replace(/\D/g, ''),
        exp_month: expiry.month,
        exp_year: expiry.year,
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
      <form
        id={formId}
        ref={form}
        className="manage-gift__form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p>{t('card.text')}</p>
        {!entry && !formError ? <LoadingState label={t('card.loading')} /> : null}
        {entry && sandbox ? (
          <CardFields
            className="manage-gift__form"
            words={{
              legend: (
                <>
                  {t('card.legend')} <Badge tone="warning">{t('card.testMode')}</Badge>
                </>
              ),
              hint: t('card.testHint'),
              number: t('card.number'),
              expiry: t('card.expiry'),
              cvc: t('card.cvc'),
              name: t('card.name'),
            }}
            values={values}
            errors={errors}
            onChange={set}
          />
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
      <TestAuthenticationDialog {...testChallenge} />
    </Modal>
  );
}

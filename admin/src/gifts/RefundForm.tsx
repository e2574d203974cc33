import { formatMoney, parseAmountInput, refundableCents } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import { RefundGiftDocument } from '@halo/shared/graphql/admin-refunds';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { refusalMessage } from '../layout/serverMessage';
import { REFUNDS_NAMESPACE } from './refundMessages';

const AMOUNT_FIELD = 'admin-refund-amount';

/** A refund request's own key: the server refunds at most once for it, however often it is sent. */
function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}

/** `12.50` for 1250 cents: what the amount field starts with (the whole of what is left). */
function amountText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The refund step of a gift's detail dialog: how much (all that is left, or less) and why, with the
 * amount written on the button that confirms it. The request key is made once per opening, so a
 * retry after a failure is the same request and never a second refund.
 */
export function RefundForm({
  organizationPrefixedId,
  gift,
  locale,
  onCancel,
  onRefunded,
}: {
  organizationPrefixedId: string;
  gift: AdminGiftFieldsFragment;
  locale: string;
  onCancel: () => void;
  onRefunded: (gift: AdminGiftFieldsFragment, refundedCents: number) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(REFUNDS_NAMESPACE);
  const left = refundableCents(gift);
  const [requestKey] = useState(newRequestKey);
  const [amount, setAmount] = useState(amountText(left));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string | null; reason?: string | null; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatMoney(cents, gift.currency, locale);
  const cents = parseAmountInput(amount);
  const valid = cents !== null && cents > 0 && cents <= left;

  useEffect(() => {
    document.getElementById(AMOUNT_FIELD)?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setErrors({ amount: t('amountInvalid', { max: money(left) }) });
      document.getElementById(AMOUNT_FIELD)?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(RefundGiftDocument, {
        organizationPrefixedId,
        giftPrefixedId: gift.prefixedId,
        amount: cents,
        reason: reason.trim() || null,
        requestKey,
      });
      onRefunded(answer.refundGift, cents);
    } catch (failure) {
      const onAmount = fieldMessage(failure, 'amount');
      const onReason = fieldMessage(failure, 'reason');
      setErrors(
        onAmount || onReason
          ? { amount: onAmount, reason: onReason }
          : { form: refusalMessage(failure) ?? t('failed') },
      );
      if (onAmount) document.getElementById(AMOUNT_FIELD)?.focus();
      setBusy(false);
    }
  }

  return (
    <form className="admin-refund" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={AMOUNT_FIELD}
        label={t('amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        hint={t('amountHint', { max: money(left) })}
        error={errors.amount ?? null}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={t('reason')}
        name="reason"
        maxLength={500}
        autoComplete="off"
        value={reason}
        error={errors.reason ?? null}
        onChange={(event) => setReason(event.target.value)}
      />
      <p>{t('explanation', { amount: valid ? money(cents) : money(left) })}</p>
      {errors.form ? (
        <p role="alert" className="admin-error">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-refund__actions">
        {/* Cancel first: Enter pressed by habit on it refunds nothing. */}
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {valid ? t('confirm', { amount: money(cents) }) : t('confirmNoAmount')}
        </Button>
      </div>
    </form>
  );
}

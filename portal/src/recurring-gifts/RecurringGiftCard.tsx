import { formatMoney } from '@halo/domain';
import { Badge, Button } from '@halo/ui';
import { Link } from 'halo_shared/router';
import { RevokeEmailLinksButton } from '../manageLink/RevokeEmailLinksButton';
import { paymentMethodLabel } from '../self-service-parts/paymentMethodLabel';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';
import type { RecurringGift } from './recurringGiftForm';

/** What the donor can do to one recurring gift; each opens its dialog on the screen. */
export type RecurringGiftAction = 'edit' | 'pause' | 'pauseUntil' | 'skip' | 'resume' | 'delete';

/**
 * One recurring gift in the donor's list: its amount and frequency, status, dates, charge, fee,
 * funds, card and memo, and a button for each thing the donor can do to it.
 */
export function RecurringGiftCard({
  gift,
  label,
  onAction,
  onEmailLinksRevoked,
}: {
  gift: RecurringGift;
  /** The gift's name for headings and the buttons' accessible names ("$25.00 · Monthly"). */
  label: string;
  onAction: (action: RecurringGiftAction) => void;
  onEmailLinksRevoked: (text: string) => void;
}) {
  const { t, formatLocale, currency } = useSelfService();
  const money = (cents: number) => formatMoney(cents, currency, formatLocale);
  const date = (value: string) => formatDisplayDate(value, formatLocale);
  const paused = gift.status === 'paused';
  return (
    <li className="self-service__card">
      <div className="self-service__card-head">
        <h2>{label}</h2>
        <Badge tone={paused ? 'warning' : 'success'}>
          {paused ? t('recurringGifts.paused') : t('recurringGifts.active')}
        </Badge>
      </div>
      {paused && gift.pausedUntil ? (
        <p className="self-service__note">
          {t('recurringGifts.pausedUntil', { date: date(gift.pausedUntil) })}
        </p>
      ) : null}
      {gift.endDate ? (
        <p className="self-service__note">{t('recurringGifts.endsOn', { date: date(gift.endDate) })}</p>
      ) : null}
      {gift.lastChargeAttemptFailed ? (
        <Notice tone="warning">
          {/* A bank account's debit comes back unpaid, and a bank account Stripe gave up before it was
              verified leaves the gift with no payment method: no card was declined (docs/PRODUCT.md §22). */}
          {!gift.paymentMethod
            ? t('recurringGifts.lastAttemptFailedNoMethod')
            : gift.paymentMethod.methodType === 'bank'
              ? t('recurringGifts.lastBankDebitFailed')
              : t('recurringGifts.lastAttemptFailed')}
        </Notice>
      ) : null}
      <dl className="self-service__details">
        <dt>{t('recurringGifts.nextOccurrence')}</dt>
        <dd>
          {gift.nextOccurrence
            ? date(gift.nextOccurrence)
            : paused
              ? t('recurringGifts.notScheduled')
              : t('recurringGifts.none')}
        </dd>
        <dt>{t('recurringGifts.lastOccurrence')}</dt>
        <dd>{gift.lastOccurrence ? date(gift.lastOccurrence) : t('recurringGifts.none')}</dd>
        <dt>{t('recurringGifts.charged')}</dt>
        <dd>{money(gift.computedAmount)}</dd>
        <dt>{t('recurringGifts.fee')}</dt>
        <dd>
          {gift.isFeeCovered
            ? t('recurringGifts.feeCovered', { fee: money(gift.computedFee) })
            : t('recurringGifts.feeNotCovered', { fee: money(gift.computedFee) })}
        </dd>
        <dt>{t('recurringGifts.funds')}</dt>
        <dd>
          {gift.fundAccounts
            .map((fund) =>
              t('recurringGifts.fundAmount', { fund: fund.name, amount: money(fund.pivot.amount) }),
            )
            .join(', ')}
        </dd>
        <dt>
          {gift.paymentMethod?.methodType === 'bank'
            ? t('recurringGifts.cardField')
            : t('recurringGifts.card')}
        </dt>
        <dd>
          {gift.paymentMethod
            ? [
                paymentMethodLabel(t, { ...gift.paymentMethod, brand: gift.paymentMethod.type }),
                // A bank account has no expiry (docs/PRODUCT.md §22 "Saved bank accounts").
                ...(gift.paymentMethod.expiration
                  ? [t('common.cardExpires', { expiration: gift.paymentMethod.expiration })]
                  : []),
              ].join(' · ')
            : t('recurringGifts.noCard')}
        </dd>
        {gift.memo ? (
          <>
            <dt>{t('recurringGifts.memo')}</dt>
            <dd>{gift.memo}</dd>
          </>
        ) : null}
      </dl>
      <div className="self-service__actions">
        <Button
          variant="secondary"
          aria-label={t('recurringGifts.editLabel', { gift: label })}
          onClick={() => onAction('edit')}
        >
          {t('common.edit')}
        </Button>
        {/* The same change in the public giving form (its update mode, 'Update Now'). The form
            has one fund, so a gift split across funds is changed only in the Edit dialog,
            never silently merged into one fund. */}
        {gift.fundAccounts.length === 1 ? (
          <Link
            to={`/?recurring=${encodeURIComponent(gift.prefixedId)}`}
            className="halo-button halo-button--secondary"
            aria-label={t('recurringGifts.changeInFormLabel', { gift: label })}
          >
            {t('recurringGifts.changeInForm')}
          </Link>
        ) : null}
        {paused ? (
          <Button
            variant="secondary"
            aria-label={t('recurringGifts.resumeLabel', { gift: label })}
            onClick={() => onAction('resume')}
          >
            {t('recurringGifts.resume')}
          </Button>
        ) : (
          <>
            {gift.nextOccurrence ? (
              <Button
                variant="secondary"
                aria-label={t('recurringGifts.skipLabel', { gift: label })}
                onClick={() => onAction('skip')}
              >
                {t('recurringGifts.skip')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              aria-label={t('recurringGifts.pauseLabel', { gift: label })}
              onClick={() => onAction('pause')}
            >
              {t('recurringGifts.pause')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('recurringGifts.pauseUntilLabel', { gift: label })}
              onClick={() => onAction('pauseUntil')}
            >
              {t('recurringGifts.pauseUntil')}
            </Button>
          </>
        )}
        <RevokeEmailLinksButton prefixedId={gift.prefixedId} giftLabel={label} onDone={onEmailLinksRevoked} />
        <Button
          variant="secondary"
          aria-label={t('recurringGifts.deleteLabel', { gift: label })}
          onClick={() => onAction('delete')}
        >
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}

import { formatMoney, hasAdministratorAbility, refundableCents } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import type { AdminGiftFieldsFragment } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { ADMIN_NAMESPACE } from '../adminMessages';
import { useChurch } from '../layout/useChurch';
import { disputeReasonText, disputeStatusText, DISPUTES_NAMESPACE } from './disputeMessages';
import { formatGiftDay } from './giftFormat';
import { giftMethod } from './giftMethod';
import { GIFTS_NAMESPACE } from './giftsMessages';
import { RefundForm } from './RefundForm';
import { REFUNDS_NAMESPACE } from './refundMessages';

const DONE_MESSAGE = 'admin-refund-done';
const DISPUTE_HEADING = 'admin-gift-dispute';

/**
 * Everything the console knows of one gift, in a dialog that gives focus back to its Details button.
 * An administrator with 'refund-gifts' may refund what is left of a card gift from here: the dialog
 * turns into the refund form, whose button says the amount, and back into the details once done.
 * A card dispute Stripe reported shows under the details in words (its state and the bank's reason),
 * with its fee and the date evidence is due by.
 */
export function GiftDetail({
  gift,
  locale,
  organizationPrefixedId,
  onClose,
  onRefunded,
}: {
  gift: AdminGiftFieldsFragment | null;
  locale: string;
  organizationPrefixedId: string;
  onClose: () => void;
  onRefunded: (gift: AdminGiftFieldsFragment) => void;
}) {
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  const { t: tRefund } = useTranslation(REFUNDS_NAMESPACE);
  const { t: tDispute } = useTranslation(DISPUTES_NAMESPACE);
  const mayRefund = useHalo((state) => hasAdministratorAbility(state.user, 'refund-gifts'));
  const { timeZone } = useChurch();
  const [refunding, setRefunding] = useState(false);
  // An object per refund, so a second refund of the same amount still moves focus to its message.
  const [done, setDone] = useState<{ text: string } | null>(null);
  const giftId = gift?.prefixedId ?? null;

  // Another gift opened: its own details, nothing said about the last one's refund.
  useEffect(() => {
    setRefunding(false);
    setDone(null);
  }, [giftId]);
  // The refund form is gone once a refund is made: the message saying what happened is where the
  // reader goes on. After the commit that draws it, not at the next frame, which may come first.
  useEffect(() => {
    if (done) document.getElementById(DONE_MESSAGE)?.focus();
  }, [done]);

  if (!gift) return null;
  const money = (cents: number) => formatMoney(cents, gift.currency, locale);
  const rows: Array<[string, string]> = [
    [t('date'), formatGiftDay(gift.date, locale)],
    [t('donor'), gift.donor.name || gift.donor.email],
    [t('email'), gift.donor.email],
    [
      t('funds'),
      // A split gift says each fund's part; one fund is its name alone.
      gift.fundParts.length > 1
        ? gift.fundParts.map((part) => `${part.name} (${money(part.amount)})`).join(', ')
        : gift.fundAccountNames.join(', '),
    ],
    ...(gift.dedication
      ? [[t(`dedication.${gift.dedication.kind}`), gift.dedication.name] as [string, string]]
      : []),
    [t('amount'), money(gift.amount)],
    [t('fee'), money(gift.fee)],
    [t('net'), money(gift.netAmount)],
    [t('status'), tAdmin(`giftStatus.${gift.status}`)],
    ...(gift.refundedAmount > 0
      ? [[tRefund('refunded'), money(gift.refundedAmount)] as [string, string]]
      : []),
    [t('method'), giftMethod(gift, t)],
    [t('memo'), gift.memo || t('noMemo')],
    [t('recurring'), gift.recurringGiving ? gift.recurringGiving.prefixedId : t('notRecurring')],
    [t('reference'), gift.prefixedId],
  ];
  const canRefund = mayRefund && refundableCents(gift) > 0;
  const disputeRows = (dispute: NonNullable<AdminGiftFieldsFragment['dispute']>): Array<[string, string]> => [
    [t('status'), disputeStatusText(tDispute, dispute.status)],
    [tRefund('disputeAmount'), formatMoney(dispute.amount, dispute.currency, locale)],
    // What the dispute costs the church besides the amount (docs/PRODUCT.md §22), $0.00 when none.
    [tRefund('disputeFee'), formatMoney(dispute.fee, dispute.currency, locale)],
    [tRefund('disputeReason'), disputeReasonText(tDispute, dispute.reason)],
    [
      tRefund('evidenceDue'),
      dispute.evidenceDueBy
        ? new Intl.DateTimeFormat(locale, {
            dateStyle: 'medium',
            timeStyle: 'short',
            ...(timeZone ? { timeZone } : {}),
          }).format(new Date(dispute.evidenceDueBy))
        : tRefund('noEvidenceDue'),
    ],
  ];

  if (refunding) {
    return (
      <Modal open title={tRefund('refundTitle', { amount: money(gift.amount) })} onClose={onClose}>
        <RefundForm
          organizationPrefixedId={organizationPrefixedId}
          gift={gift}
          locale={locale}
          onCancel={() => setRefunding(false)}
          onRefunded={(refunded, cents) => {
            setRefunding(false);
            setDone({ text: tRefund('done', { amount: money(cents) }) });
            onRefunded(refunded);
          }}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('detailTitle', { amount: money(gift.amount) })}
      onClose={onClose}
      actions={
        <>
          {canRefund ? (
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              {tRefund('refund')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('close')}</Button>
        </>
      }
    >
      {done ? (
        <p id={DONE_MESSAGE} role="status" tabIndex={-1}>
          {done.text}
        </p>
      ) : null}
      <dl className="admin-gift-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {gift.dispute ? (
        <section className="admin-gift-detail__dispute" aria-labelledby={DISPUTE_HEADING}>
          <h3 id={DISPUTE_HEADING}>{tRefund('dispute')}</h3>
          <dl className="admin-gift-detail">
            {disputeRows(gift.dispute).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </Modal>
  );
}

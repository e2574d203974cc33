import { RadioGroup } from '@halo/ui';
import { useState } from 'react';
import { paymentMethodLabel } from '../self-service-parts/paymentMethodLabel';
import { ConfirmModal } from '../self-service-parts/ConfirmModal';
import type { PaymentMethod } from '../payment-methods/paymentMethodForm';
import { useSelfService } from '../self-service-parts/useSelfService';

/**
 * Moves every recurring gift on one card to another of the donor's unexpired cards in one step, so a
 * replaced card needs no edit per gift. Focus is the Modal's, like the other self-service dialogs.
 */
export function MoveRecurringGiftsModal({
  from,
  targets,
  onClose,
  onMove,
}: {
  from: PaymentMethod;
  /** The donor's other unexpired cards (moveTargets.ts). */
  targets: readonly PaymentMethod[];
  onClose: () => void;
  /** Resolves when moved; rejects with a message to show. */
  onMove: (to: PaymentMethod) => Promise<void>;
}) {
  const { t } = useSelfService();
  const [chosen, setChosen] = useState<string | null>(targets.length === 1 ? targets[0]!.processorId : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cardLabel = (method: PaymentMethod) => paymentMethodLabel(t, method);

  async function move() {
    const target = targets.find((method) => method.processorId === chosen);
    if (!target) {
      setError(t('paymentMethods.moveTargetRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onMove(target);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common.somethingWentWrong'));
      setBusy(false);
    }
  }

  return (
    <ConfirmModal
      open
      title={t('paymentMethods.moveTitle')}
      confirmLabel={t('paymentMethods.moveConfirm')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error}
      onConfirm={() => void move()}
      onClose={onClose}
    >
      <RadioGroup
        legend={t('paymentMethods.moveText', { count: from.recurringGivingsCount, card: cardLabel(from) })}
        options={targets.map((method) => ({
          value: method.processorId,
          label: method.expiration
            ? `${cardLabel(method)} · ${t('common.cardExpires', { expiration: method.expiration })}`
            : cardLabel(method),
        }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
      />
    </ConfirmModal>
  );
}

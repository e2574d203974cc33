import { Button, Modal, TextField } from '@halo/ui';
import { useId, useState, type FormEvent } from 'react';
import { formatDisplayDate } from '../self-service-parts/formatCalendarDate';
import {
  defaultResumeDate,
  resumePreview,
  validateResumeDate,
  type RecurringGift,
} from './recurringGiftForm';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';

/**
 * docs/PRODUCT.md §4: resuming offers a new start date, first the recalculated one (domain resumeNextOccurrence),
 * and shows the next occurrence it gives before the donor confirms.
 */
export function ResumeRecurringGiftModal({
  gift,
  giftLabel,
  onClose,
  onResume,
}: {
  gift: RecurringGift;
  giftLabel: string;
  onClose: () => void;
  /** Resolves when resumed; rejects with a message to show. */
  onResume: (startDate: string) => Promise<void>;
}) {
  const { t, locale, formatLocale, today } = useSelfService();
  const formId = useId();
  const todayDate = today();
  const [date, setDate] = useState(() => defaultResumeDate(gift, todayDate));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = resumePreview(gift, date, todayDate);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateResumeDate(date, { today: todayDate, t, locale });
    setError(found);
    setFormError(null);
    if (found) return;
    setBusy(true);
    try {
      await onResume(date);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : t('common.somethingWentWrong'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('recurringGifts.resumeTitle')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {t('recurringGifts.resumeConfirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="self-service__modal-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className="self-service__note">
          {giftLabel}. {t('recurringGifts.resumeText', { frequency: t(`frequency.${gift.schedule.type}`) })}
        </p>
        <TextField
          type="date"
          label={t('recurringGifts.resumeDate')}
          name="startDate"
          min={todayDate}
          required
          value={date}
          error={error}
          onChange={(event) => setDate(event.target.value)}
        />
        {preview ? (
          <p className="self-service__note" aria-live="polite">
            {t('recurringGifts.resumePreview', { date: formatDisplayDate(preview, formatLocale) })}
          </p>
        ) : null}
        {formError ? <Notice tone="error">{formError}</Notice> : null}
      </form>
    </Modal>
  );
}

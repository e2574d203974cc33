import { oneYearAfter, pauseUntilProblem, suggestedPauseUntil, type CalendarDate } from '@halo/domain';
import { Button, Modal, TextField } from '@halo/ui';
import { useId, useState, type FormEvent } from 'react';
import { failureFieldErrors } from '../self-service-parts/apiFailure';
import type { RecurringGift } from './recurringGiftForm';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';

/**
 * "Pause until…": the gift is not charged until the chosen day (after today, at most a year ahead,
 * on the church's calendar), then the recurring engine resumes it on its own schedule.
 */
export function PauseUntilRecurringGiftModal({
  gift,
  giftLabel,
  onClose,
  onPause,
}: {
  gift: RecurringGift;
  giftLabel: string;
  onClose: () => void;
  /** Resolves when paused; rejects with the API's failure. */
  onPause: (until: CalendarDate) => Promise<void>;
}) {
  const { t, today } = useSelfService();
  const formId = useId();
  const todayDate = today();
  const latest = oneYearAfter(todayDate);
  const [date, setDate] = useState(() =>
    suggestedPauseUntil(gift.nextOccurrence, gift.schedule.type, todayDate),
  );
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = {
    invalid: 'validation.invalid',
    notAfterToday: 'recurringGifts.pauseUntilAfterToday',
    tooFar: 'recurringGifts.pauseUntilTooFar',
  } as const;

  function validate(value: string): string | null {
    const problem = pauseUntilProblem(value, todayDate);
    return problem ? t(problemText[problem]) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(date);
    setError(found);
    setFormError(null);
    if (found) return;
    setBusy(true);
    try {
      await onPause(date);
    } catch (failure) {
      const fields = failureFieldErrors(failure);
      if (fields.until) setError(fields.until);
      else setFormError(fields.prefixedId ?? t('common.somethingWentWrong'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('recurringGifts.pauseUntilTitle')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {t('recurringGifts.pauseUntilConfirm')}
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
        <p className="self-service__note">{t('recurringGifts.pauseUntilText', { gift: giftLabel })}</p>
        <TextField
          type="date"
          label={t('recurringGifts.pauseUntilDate')}
          name="until"
          min={todayDate}
          max={latest}
          required
          value={date}
          error={error}
          onChange={(event) => setDate(event.target.value)}
        />
        {formError ? <Notice tone="error">{formError}</Notice> : null}
      </form>
    </Modal>
  );
}

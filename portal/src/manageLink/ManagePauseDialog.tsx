import {
  oneYearAfter,
  pauseUntilProblem,
  suggestedPauseUntil,
  type CalendarDate,
  type ManagedGift,
} from '@halo/domain';
import { Button, Modal, TextField } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '../accounts/AccountScreen';
import { MANAGE_LINK_NAMESPACE } from './manageLinkMessages';

/** What the server said about a refused change: per field, or about the whole request. */
export interface ChangeRefusal {
  field: string | null;
  message: string;
}

/**
 * "Pause until…" on the manage page: a date after today and at most a year ahead on the church's
 * calendar (the server checks again); the gift is not charged until then and carries on by itself.
 */
export function ManagePauseDialog({
  gift,
  today,
  onClose,
  onPause,
}: {
  gift: ManagedGift;
  today: CalendarDate;
  onClose: () => void;
  /** Resolves with the server's refusal, or null once paused. */
  onPause: (until: CalendarDate) => Promise<ChangeRefusal | null>;
}) {
  const { t } = useTranslation(MANAGE_LINK_NAMESPACE);
  const formId = useId();
  const latest = oneYearAfter(today);
  const [date, setDate] = useState(() => suggestedPauseUntil(gift.next_occurrence, gift.frequency, today));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problemText = {
    invalid: 'pause.invalid',
    notAfterToday: 'pause.afterToday',
    tooFar: 'pause.tooFar',
  } as const;

  function validate(value: string): string | null {
    const problem = pauseUntilProblem(value, today);
    return problem ? t(problemText[problem]) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(date);
    setError(found);
    setFormError(null);
    if (found) return;
    setBusy(true);
    const refusal = await onPause(date);
    if (!refusal) return;
    if (refusal.field === 'until') setError(refusal.message);
    else setFormError(refusal.message);
    setBusy(false);
  }

  return (
    <Modal
      open
      title={t('pause.title')}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {t('pause.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className="manage-gift__form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('pause.text')}</p>
        <TextField
          type="date"
          label={t('pause.date')}
          name="until"
          min={today}
          max={latest}
          required
          value={date}
          error={error}
          onChange={(event) => setDate(event.target.value)}
        />
        {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      </form>
    </Modal>
  );
}

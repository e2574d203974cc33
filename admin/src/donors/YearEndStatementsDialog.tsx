import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  AdminYearEndStatementDonorsDocument,
  StartYearEndStatementsDocument,
  type StatementBatchFieldsFragment,
} from '@halo/shared/graphql/admin-year-end-statements';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DONORS_NAMESPACE } from './donorsMessages';
import { StatementChoiceFields, useStatementChoice } from './StatementChoice';

interface Confirmation {
  year: number;
  letterPrefixedId: string;
  letterTitle: string;
  count: number;
}

/**
 * "Send year-end statements": the year (last year first, this year so far next) and the letter (the
 * primary one first), then a confirmation saying how many donors gave that year and will get one,
 * before anything is sent. The server then sends them in the background (startYearEndStatements).
 */
export function YearEndStatementsDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: (batch: StatementBatchFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const choice = useStatementChoice();
  const { year, letters, letter: chosen } = choice;
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const chooseRef = useRef<HTMLSelectElement>(null);
  const step = confirmation ? 'confirm' : 'choose';
  const firstStep = useRef(true);

  // The step's first element takes the focus when the step changes: the button pressed is gone.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (step === 'confirm') confirmRef.current?.focus();
    else chooseRef.current?.focus();
  }, [step]);

  async function count(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(AdminYearEndStatementDonorsDocument, { organizationPrefixedId, year });
      setConfirmation({
        year,
        letterPrefixedId: chosen,
        letterTitle: letters.find((each) => each.prefixedId === chosen)?.title ?? '',
        count: answer.adminYearEndStatementDonors,
      });
    } catch (error) {
      setFailure(fieldMessage(error, 'year') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmation) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(StartYearEndStatementsDocument, {
        organizationPrefixedId,
        year: confirmation.year,
        letterTemplatePrefixedId: confirmation.letterPrefixedId || null,
      });
      onStarted(answer.startYearEndStatements);
    } catch (error) {
      setFailure(fieldMessage(error, 'year') ?? t('failed'));
      setBusy(false);
    }
  }

  const alert = failure ? (
    <p role="alert" className="admin-error">
      {failure}
    </p>
  ) : null;

  if (confirmation) {
    return (
      <Modal open title={t('yearEndStart')} onClose={onClose}>
        <form className="admin-record-gift" onSubmit={(event) => void start(event)} noValidate>
          <p ref={confirmRef} tabIndex={-1}>
            {confirmation.count === 0
              ? t('yearEndNone', { year: confirmation.year })
              : t('yearEndConfirm', {
                  count: confirmation.count,
                  year: confirmation.year,
                  letter: confirmation.letterTitle,
                })}
          </p>
          {alert}
          <div className="halo-modal__actions">
            <Button type="button" variant="secondary" onClick={() => setConfirmation(null)}>
              {t('yearEndBack')}
            </Button>
            {confirmation.count > 0 ? (
              <Button type="submit" disabled={busy}>
                {t('yearEndGo')}
              </Button>
            ) : null}
          </div>
        </form>
      </Modal>
    );
  }

  return (
    <Modal open title={t('yearEndStart')} onClose={onClose}>
      <form className="admin-record-gift" onSubmit={(event) => void count(event)} noValidate>
        <StatementChoiceFields choice={choice} idPrefix="admin-year-end" yearRef={chooseRef} />
        {alert}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || !choice.letterQuery.state.data}>
            {t('yearEndChoose')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

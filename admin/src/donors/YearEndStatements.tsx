import { Button, ProgressBar } from '@halo/ui';
import { AdminStatementBatchesDocument } from '@halo/shared/graphql/admin-year-end-statements';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { formatConsoleTime } from '../layout/consoleTime';
import { DONORS_NAMESPACE } from './donorsMessages';
import { YearEndStatementsDialog } from './YearEndStatementsDialog';

/** How often the batches are asked for again while one is being sent. */
export const YEAR_END_POLL_MS = 3_000;

/**
 * The Donors section's year-end statements: the action that sends a year's statements to every donor
 * of that year, and the church's latest batches with how far each has gone, asked for again every few
 * seconds while one is still being sent (and no longer once the section is left).
 */
export function YearEndStatements({ onStarted }: { onStarted: (message: string) => void }) {
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { organizationPrefixedId, timeZone, formattingLocale } = useChurch();
  const [choosing, setChoosing] = useState(false);
  const { state, reload } = useGraphqlQuery(
    AdminStatementBatchesDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const batches = state.data?.adminStatementBatches ?? [];
  const running = batches.some((batch) => batch.finishedAt === null);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(reload, YEAR_END_POLL_MS);
    return () => clearInterval(timer);
  }, [running, reload]);

  const when = (instant: string) => formatConsoleTime(instant, formattingLocale, timeZone);

  let list;
  if (state.status === 'error' && !state.data) list = <QueryFailure onRetry={reload} />;
  else if (!state.data) list = <LoadingSkeleton />;
  else if (batches.length === 0) list = <p className="admin-muted">{t('yearEndNoBatches')}</p>;
  else
    list = (
      <ul className="admin-list">
        {batches.map((batch) => (
          <li key={batch.prefixedId} className="admin-year-end">
            <strong>{t('yearEndBatch', { year: batch.year, letter: batch.letterTitle })}</strong>
            <ProgressBar
              label={t('yearEndProgressLabel', { year: batch.year })}
              value={batch.sent}
              max={batch.total}
            />
            <span>{t('yearEndProgress', { sent: batch.sent, total: batch.total })}</span>
            <span className="admin-muted">
              {t('yearEndBy', { name: batch.startedBy, when: when(batch.startedAt) })}
              {' · '}
              {batch.finishedAt ? t('yearEndDone', { when: when(batch.finishedAt) }) : t('yearEndRunning')}
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="admin-panel" aria-labelledby="admin-year-end">
      <h2 id="admin-year-end">{t('yearEnd')}</h2>
      <p>{t('yearEndIntro')}</p>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        {t('yearEndStart')}
      </Button>
      {list}
      {choosing ? (
        <YearEndStatementsDialog
          onClose={() => setChoosing(false)}
          onStarted={(batch) => {
            setChoosing(false);
            onStarted(t('yearEndStarted', { year: batch.year, count: batch.total }));
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

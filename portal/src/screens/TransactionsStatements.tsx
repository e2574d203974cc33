import { Button, Modal, RadioGroup } from '@halo/ui';
import { graphql } from 'halo_shared/api';
import {
  LetterTemplatesDocument,
  SendContributionStatementReportDocument,
} from 'halo_shared/graphql/generated';
import type { StatementMode } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useId, useState } from 'react';
import { QueryStatus } from '../layout/QueryStatus';
import { useGraphqlQuery } from '../layout/useGraphqlQuery';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { openDownload } from './openDownload';
import { canSendStatements, parseDonorIds } from './statementsAccess';
import { describeFailure } from './transactionsErrors';

/**
 * Statements for administrators (issue 6): users with isHaloAdmin or the 'send-statements' ability send
 * contribution statements for the screen's date range to chosen donors, with a letter template, by
 * email or as one PDF. The schema has no query listing an organization's donors, so donors are chosen
 * by id (usr_…). Nobody else sees this (and the API refuses them).
 */
export function TransactionsStatements({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const user = useHalo((state) => state.user);
  const organization = useHalo((state) => state.organization);
  const showFlash = useHalo((state) => state.showFlash);
  const [open, setOpen] = useState(false);
  const [donorText, setDonorText] = useState('');
  const [template, setTemplate] = useState('');
  const [mode, setMode] = useState<StatementMode>('email');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = useId();
  const templates = useGraphqlQuery(
    LetterTemplatesDocument,
    { organizationPrefixedId: organization?.prefixedId ?? '' },
    { skip: !open || !organization },
  );
  if (!canSendStatements(user)) return null;

  const list = templates.state.data?.letterTemplates ?? [];
  const chosenTemplate =
    template || list.find((item) => item.isPrimary)?.prefixedId || list[0]?.prefixedId || '';

  async function send() {
    const donors = parseDonorIds(donorText);
    if (donors.length === 0) {
      setError(t('statements.noDonors'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await graphql(SendContributionStatementReportDocument, {
        donorPrefixedIds: donors,
        filters: {
          type: 'all',
          search: null,
          startDate: startDate || null,
          endDate: endDate || null,
          contributionPrefixedId: null,
          page: null,
          perPage: null,
        },
        letterTemplatePrefixedId: chosenTemplate || null,
        mode,
      });
      const { message, download } = result.sendContributionStatementReport;
      setOpen(false);
      showFlash(message, 'success');
      if (mode === 'download' && download) openDownload(download.url);
    } catch (failure) {
      setError(describeFailure(failure, t('states.error')));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="portal-admin" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('statements.title')}</h2>
      <p>{t('statements.intro')}</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('statements.open')}
      </Button>
      <Modal
        open={open}
        title={t('statements.title')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('transactions.cancel')}
            </Button>
            <Button onClick={() => void send()} disabled={sending || templates.state.status !== 'success'}>
              {t('statements.submit')}
            </Button>
          </>
        }
      >
        <div className="halo-field">
          <label className="halo-field__label" htmlFor={`${ids}-donors`}>
            {t('statements.donorIds')}
          </label>
          <textarea
            id={`${ids}-donors`}
            className="halo-textarea portal-textarea"
            value={donorText}
            aria-describedby={`${ids}-donors-hint${error ? ` ${ids}-donors-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDonorText(event.target.value)}
          />
          <p id={`${ids}-donors-hint`} className="halo-field__hint">
            {t('statements.donorIdsHint')}
          </p>
          {error ? (
            <p id={`${ids}-donors-error`} className="halo-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <QueryStatus state={templates.state} onRetry={templates.reload} />
        {list.length > 0 ? (
          <div className="portal-select-field">
            <label htmlFor={`${ids}-template`}>{t('statements.template')}</label>
            <select
              id={`${ids}-template`}
              className="halo-select"
              value={chosenTemplate}
              onChange={(event) => setTemplate(event.target.value)}
            >
              {list.map((item) => (
                <option key={item.prefixedId} value={item.prefixedId}>
                  {item.isPrimary ? t('statements.primary', { title: item.title }) : item.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <RadioGroup<StatementMode>
          legend={t('statements.mode')}
          value={mode}
          onChange={setMode}
          options={[
            { value: 'email', label: t('statements.modes.email') },
            { value: 'download', label: t('statements.modes.download') },
          ]}
        />
      </Modal>
    </section>
  );
}

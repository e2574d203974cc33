import { Button, Modal, RadioGroup, TextField } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  LetterTemplatesDocument,
  OrganizationDonorsDocument,
  SendContributionStatementReportDocument,
  type OrganizationDonorsQuery,
} from '@halo/shared/graphql/portal-transactions';
import type { StatementMode } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useId, useState } from 'react';
import { QueryStatus } from '../layout/QueryStatus';
import { PORTAL_NAMESPACE } from '../portalMessages';
import { openDownload } from './openDownload';
import { canSendStatements } from './statementsAccess';
import { describeFailure } from './transactionsErrors';

type Donor = OrganizationDonorsQuery['organizationDonors'][number];

/**
 * Statements for administrators: users with isHaloAdmin or the 'send-statements' ability send
 * contribution statements for the screen's date range to chosen donors, with a letter template, by
 * email or as one PDF. Donors are picked from organizationDonors: a search box and a checkbox list
 * (native checkboxes, so Tab and Space choose them); picks stay while the search changes. Nobody else
 * sees this (and the API refuses them).
 */
export function TransactionsStatements({ startDate, endDate }: { startDate: string; endDate: string }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const user = useHalo((state) => state.user);
  const organization = useHalo((state) => state.organization);
  const showFlash = useHalo((state) => state.showFlash);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, Donor>>(new Map());
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
  const donors = useGraphqlQuery(
    OrganizationDonorsDocument,
    { organizationPrefixedId: organization?.prefixedId ?? '', search: search.trim() || null },
    { skip: !open || !organization },
  );
  if (!canSendStatements(user)) return null;

  const found = donors.state.data?.organizationDonors ?? [];
  // Chosen donors the current search does not find stay listed (first), so they can be unchosen.
  const shown = [
    ...[...chosen.values()].filter((donor) => !found.some((item) => item.prefixedId === donor.prefixedId)),
    ...found,
  ];

  function toggle(donor: Donor, checked: boolean) {
    setChosen((previous) => {
      const next = new Map(previous);
      if (checked) next.set(donor.prefixedId, donor);
      else next.delete(donor.prefixedId);
      return next;
    });
    setError(null);
  }

  const list = templates.state.data?.letterTemplates ?? [];
  const chosenTemplate =
    template || list.find((item) => item.isPrimary)?.prefixedId || list[0]?.prefixedId || '';

  async function send() {
    const donorPrefixedIds = [...chosen.keys()];
    if (donorPrefixedIds.length === 0) {
      setError(t('statements.noDonors'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const result = await graphql(SendContributionStatementReportDocument, {
        donorPrefixedIds,
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
        <fieldset
          className="portal-donor-picker"
          aria-describedby={`${ids}-chosen${error ? ` ${ids}-donors-error` : ''}`}
        >
          <legend>{t('statements.donors')}</legend>
          <TextField
            type="search"
            label={t('statements.search')}
            hint={t('statements.searchHint')}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
          <p id={`${ids}-chosen`} className="portal-donor-picker__count" aria-live="polite">
            {t('statements.chosen', { count: chosen.size })}
          </p>
          {donors.state.status === 'error' || (donors.state.status === 'loading' && !donors.state.data) ? (
            <QueryStatus state={donors.state} onRetry={donors.reload} />
          ) : null}
          {shown.length > 0 ? (
            <ul className="portal-donor-picker__list">
              {shown.map((donor) => (
                <li key={donor.prefixedId}>
                  <label className="halo-checkbox">
                    <input
                      type="checkbox"
                      checked={chosen.has(donor.prefixedId)}
                      onChange={(event) => toggle(donor, event.target.checked)}
                    />
                    <span>
                      {donor.name}
                      {donor.name !== donor.email ? (
                        <span className="portal-donor-picker__email"> ({donor.email})</span>
                      ) : null}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : donors.state.status === 'success' ? (
            <p>{t('statements.noMatches')}</p>
          ) : null}
          {error ? (
            <p id={`${ids}-donors-error`} className="halo-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
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

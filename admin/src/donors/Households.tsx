import { calendarDateInTimeZone } from '@halo/domain';
import { Button } from '@halo/ui';
import { useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminHouseholdsDocument,
  SetHouseholdStatementSettingsDocument,
  type HouseholdFieldsFragment,
} from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { HouseholdDialog } from './HouseholdDialog';
import { householdsCss } from './householdsCss';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';
import { NewHouseholdDialog } from './NewHouseholdDialog';

/**
 * The church's households in Donors (docs/PRODUCT.md §21; 'manage-giving'): each with this year's
 * members, the addressee first; a new household; a household's members and statement preview; and
 * the church's choice to send members their own statements as well.
 */
export function Households({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId, timeZone } = useChurch();
  const thisYear = Number(calendarDateInTimeZone(timeZone).slice(0, 4));
  const { state, reload } = useGraphqlQuery(
    AdminHouseholdsDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function setBoth(sendMemberStatements: boolean) {
    setSaving(true);
    setStatus(null);
    try {
      await graphql(SetHouseholdStatementSettingsDocument, { organizationPrefixedId, sendMemberStatements });
      setStatus(sendMemberStatements ? t('savedBoth') : t('savedHouseholdOnly'));
      reload();
    } catch {
      setStatus(t('failed'));
    } finally {
      setSaving(false);
    }
  }

  function changed(household: HouseholdFieldsFragment, message: string) {
    setStatus(message);
    reload();
    onChanged();
    return household;
  }

  let body;
  if (state.status === 'error' && !state.data) body = <QueryFailure onRetry={reload} />;
  else if (!state.data) body = <LoadingSkeleton />;
  else {
    const { households, sendMemberStatements } = state.data.adminHouseholds;
    const open = households.find((each) => each.prefixedId === managing) ?? null;
    body = (
      <>
        <div className="halo-checkbox">
          <input
            id="admin-households-both"
            type="checkbox"
            checked={sendMemberStatements}
            disabled={saving}
            onChange={(event) => void setBoth(event.target.checked)}
          />
          <label htmlFor="admin-households-both">{t('sendBoth')}</label>
        </div>
        {households.length === 0 ? (
          <p className="admin-muted">{t('none')}</p>
        ) : (
          <ul className="admin-list">
            {households.map((household) => (
              <li key={household.prefixedId} className="admin-household">
                <span className="admin-household__who">
                  <strong>{household.name}</strong>
                  <span>{household.currentMemberNames.join(', ')}</span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={t('manageOf', { name: household.name })}
                  onClick={() => setManaging(household.prefixedId)}
                >
                  {t('manage')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {open ? (
          <HouseholdDialog
            household={open}
            thisYear={thisYear}
            onClose={() => setManaging(null)}
            onChanged={changed}
            onDeleted={(message) => {
              setManaging(null);
              setStatus(message);
              reload();
              onChanged();
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="admin-panel admin-households" aria-labelledby="admin-households-title">
      <style href="halo-admin-households" precedence="default">
        {householdsCss}
      </style>
      <h2 id="admin-households-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <Button variant="secondary" onClick={() => setCreating(true)}>
        {t('create')}
      </Button>
      {body}
      <p role="status" className={status ? undefined : 'halo-visually-hidden'}>
        {status}
      </p>
      {creating ? (
        <NewHouseholdDialog
          thisYear={thisYear}
          onClose={() => setCreating(false)}
          onCreated={(household) => {
            setCreating(false);
            changed(household, t('created', { name: household.name }));
          }}
        />
      ) : null}
    </section>
  );
}

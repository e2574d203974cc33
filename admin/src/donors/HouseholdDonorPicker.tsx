import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { AdminDonorsDocument, type AdminDonorsQuery } from '@halo/shared/graphql/admin-donors';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';

export type PickedDonor = Pick<AdminDonorsQuery['adminDonors'][number], 'prefixedId' | 'name' | 'email'>;

/**
 * Finds the church's donors by name or email for a household: each found donor has a button that
 * picks them (those already picked are left out). `error` is the field's refusal, if any.
 */
export function HouseholdDonorPicker({
  idPrefix,
  exclude,
  error,
  onPick,
}: {
  idPrefix: string;
  exclude: readonly string[];
  error?: string | null;
  onPick: (donor: PickedDonor) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<PickedDonor[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await graphql(AdminDonorsDocument, {
        organizationPrefixedId,
        search: search.trim() || null,
      });
      setFound(answer.adminDonors);
    } catch (refusal) {
      setFailure(fieldMessage(refusal, 'search') ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const shown = found?.filter((donor) => !exclude.includes(donor.prefixedId)) ?? null;
  return (
    <div className="admin-household-picker">
      <div className="admin-household-picker__search">
        <TextField
          id={`${idPrefix}-search`}
          label={t('search')}
          type="search"
          autoComplete="off"
          value={search}
          error={failure ?? error}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void find()}>
          {t('find')}
        </Button>
      </div>
      {shown !== null && shown.length === 0 ? <p role="status">{t('noDonors')}</p> : null}
      {shown !== null && shown.length > 0 ? (
        <ul className="admin-list" aria-label={t('found')}>
          {shown.map((donor) => (
            <li key={donor.prefixedId} className="admin-household-picker__donor">
              <span>
                {donor.name} <span className="admin-muted">{donor.email}</span>
              </span>
              <Button type="button" variant="secondary" onClick={() => onPick(donor)}>
                {t('add', { name: donor.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

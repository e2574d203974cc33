import { useApiClient } from 'halo_shared/api';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useChurch } from '../layout/useChurch';
import { BATCHES_NAMESPACE } from './batchesMessages';
import { recentDonorsMatching, type RecentDonor } from './recentDonors';

/** Wait this long after the last key before asking the server, so a fast typist sends one search. */
const SEARCH_DELAY_MS = 250;

/**
 * The donor of an entry, found by name or email: the recent donors matching what is typed are listed
 * at once, the church's donors (adminDonors, as in Donors) once the typing pauses. Enter picks the
 * first donor listed; the arrow keys move through the list. The form moves on once a donor is picked.
 */
export function DonorPicker({
  recent,
  error,
  onPick,
}: {
  recent: readonly RecentDonor[];
  error?: string | undefined;
  onPick: (donor: RecentDonor) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(BATCHES_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<RecentDonor[] | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const text = search.trim();
    if (!text) {
      setFound(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      graphql(AdminDonorsDocument, { organizationPrefixedId, search: text }).then(
        (answer) => {
          if (current)
            setFound(answer.adminDonors.map(({ prefixedId, name, email }) => ({ prefixedId, name, email })));
        },
        () => {
          if (current) setFound([]);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, graphql, organizationPrefixedId]);

  const recentMatches = recentDonorsMatching(recent, search);
  const seen = new Set(recentMatches.map((donor) => donor.prefixedId));
  const donors = [...recentMatches, ...(found ?? []).filter((donor) => !seen.has(donor.prefixedId))];
  const heading = search.trim() ? t('foundDonors') : t('recentDonors');

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (donors[0]) onPick(donors[0]);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.querySelector('button')?.focus();
    }
  }

  function onListKey(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(event.target as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = buttons[index + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) next.focus();
      else if (event.key === 'ArrowUp') document.getElementById('admin-entry-donor')?.focus();
    }
  }

  return (
    <div className="halo-field">
      <label className="halo-field__label" htmlFor="admin-entry-donor">
        {t('donorSearch')}
      </label>
      <input
        id="admin-entry-donor"
        className="halo-input"
        type="search"
        autoComplete="off"
        data-enter="own"
        value={search}
        aria-invalid={error ? true : undefined}
        aria-describedby={['admin-entry-donor-hint', error ? 'admin-entry-donor-error' : ''].join(' ').trim()}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onSearchKey}
      />
      <p id="admin-entry-donor-hint" className="halo-field__hint">
        {t('donorSearchHint')}
      </p>
      {error ? (
        <p id="admin-entry-donor-error" className="halo-field__error">
          {error}
        </p>
      ) : null}
      <p role="status" className="halo-field__hint">
        {search.trim() && found !== null
          ? donors.length > 0
            ? t('donorsFound', { count: donors.length })
            : t('noDonorFound')
          : ''}
      </p>
      {donors.length > 0 ? (
        <>
          <h3 id="admin-entry-donors" className="halo-field__label">
            {heading}
          </h3>
          <ul
            ref={list}
            className="admin-batches__donors"
            aria-labelledby="admin-entry-donors"
            onKeyDown={onListKey}
          >
            {donors.map((donor) => (
              <li key={donor.prefixedId}>
                <button
                  type="button"
                  className="halo-button halo-button--secondary"
                  onClick={() => onPick(donor)}
                >
                  {t('chooseDonor', { name: donor.name, email: donor.email })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

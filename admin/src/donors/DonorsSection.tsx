import { consoleSectionPath, formatMoney, hasAdministratorAbility } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useState, type FormEvent } from 'react';
import { giftsPath } from '../gifts/giftFilters';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DonorLists } from './DonorLists';
import { DonorMerges } from './DonorMerges';
import { donorsCss } from './donorsCss';
import { DONORS_NAMESPACE } from './donorsMessages';
import { Households } from './Households';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';
import { RecordGiftDialog, type RecordGiftDonor } from './RecordGiftDialog';
import { SendStatementDialog } from './SendStatementDialog';
import { YearEndStatements } from './YearEndStatements';

/**
 * The church's donors found by name or email, each with what they gave and a link to their gifts;
 * someone who may record gifts records a donor's cash or check from here.
 */
export function DonorsSection() {
  const { t } = useTranslation(DONORS_NAMESPACE);
  const { t: tHouseholds } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId, currency, formattingLocale } = useChurch();
  const canRecord = useHalo(
    (state) => !!state.user && (state.user.isHaloAdmin || state.user.abilities.includes('record-gifts')),
  );
  const canSendStatements = useHalo((state) => hasAdministratorAbility(state.user, 'send-statements'));
  const canViewGifts = useHalo((state) => hasAdministratorAbility(state.user, 'view-gifts'));
  const canManageHouseholds = useHalo((state) => hasAdministratorAbility(state.user, 'manage-giving'));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [recording, setRecording] = useState<RecordGiftDonor | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [stating, setStating] = useState<RecordGiftDonor | null>(null);
  const { state, reload } = useGraphqlQuery(
    AdminDonorsDocument,
    { organizationPrefixedId, search },
    { skip: !organizationPrefixedId },
  );
  const searchError = state.status === 'error' ? fieldMessage(state.error, 'search') : null;

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(typed.trim() || null);
  }

  let list;
  if (state.status === 'error' && !searchError) list = <QueryFailure onRetry={reload} />;
  else if (!state.data) list = <LoadingSkeleton />;
  else if (!searchError)
    list = (
      <section className="admin-panel" aria-labelledby="admin-donor-list">
        <h2 id="admin-donor-list">{t('list')}</h2>
        {state.data.adminDonors.length === 0 ? (
          <p className="admin-muted">{t('none')}</p>
        ) : (
          <ul className="admin-list">
            {state.data.adminDonors.map((donor) => (
              <li key={donor.prefixedId} className="admin-donor">
                <div className="admin-donor__who">
                  <strong>{donor.name || donor.email}</strong>
                  <span className="admin-muted">{donor.email}</span>
                  {donor.householdName ? (
                    <span className="admin-donor__household">
                      {tHouseholds('inHousehold', { name: donor.householdName })}
                    </span>
                  ) : null}
                  <span>
                    {t('giving', {
                      count: donor.giftCount,
                      total: formatMoney(donor.totalGiven, currency, formattingLocale),
                    })}
                  </span>
                </div>
                <div className="admin-donor__actions">
                  <Link
                    to={giftsPath({ donorPrefixedId: donor.prefixedId })}
                    aria-label={t('seeGiftsOf', { name: donor.name || donor.email })}
                  >
                    {t('seeGifts')}
                  </Link>
                  {canRecord ? (
                    <Button
                      variant="secondary"
                      aria-label={t('recordFrom', { name: donor.name || donor.email })}
                      onClick={() => {
                        setRecorded(null);
                        setRecording({ prefixedId: donor.prefixedId, name: donor.name || donor.email });
                      }}
                    >
                      {t('record')}
                    </Button>
                  ) : null}
                  {canSendStatements ? (
                    <Button
                      variant="secondary"
                      aria-label={t('statementFrom', { name: donor.name || donor.email })}
                      onClick={() => {
                        setRecorded(null);
                        setStating({ prefixedId: donor.prefixedId, name: donor.name || donor.email });
                      }}
                    >
                      {t('statement')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    );

  return (
    <>
      <style href="halo-admin-donors" precedence="default">
        {donorsCss}
      </style>
      {canSendStatements ? (
        <p>
          {t('lettersIntro')} <Link to={consoleSectionPath('letter-templates')}>{t('letters')}</Link>
        </p>
      ) : null}
      {canSendStatements ? (
        <YearEndStatements
          onStarted={(message) => {
            setRecorded(message);
          }}
        />
      ) : null}
      <form className="admin-panel admin-donor-search" role="search" onSubmit={find} noValidate>
        <TextField
          label={t('search')}
          type="search"
          name="search"
          value={typed}
          error={searchError}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('find')}</Button>
      </form>
      <p role="status" className={recorded ? 'admin-donor-recorded' : 'halo-visually-hidden'}>
        {recorded}
      </p>
      {list}
      {canManageHouseholds ? <Households onChanged={reload} /> : null}
      {canViewGifts || canManageHouseholds ? <DonorMerges onChanged={reload} /> : null}
      {canViewGifts ? <DonorLists /> : null}
      {recording ? (
        <RecordGiftDialog
          donor={recording}
          onClose={() => setRecording(null)}
          onRecorded={(gift) => {
            setRecorded(
              t('recorded', {
                amount: formatMoney(gift.amount, gift.currency, formattingLocale),
                name: recording.name,
              }),
            );
            setRecording(null);
            reload();
          }}
        />
      ) : null}
      {stating ? (
        <SendStatementDialog
          donor={stating}
          onClose={() => setStating(null)}
          onSent={(message) => {
            setRecorded(message);
            setStating(null);
          }}
        />
      ) : null}
    </>
  );
}

import { formatMoney } from '@halo/domain';
import {
  AdminDonorListDocument,
  AdminRecurringAtRiskDocument,
  type AdminDonorListQuery,
  type AdminRecurringAtRiskQuery,
} from '@halo/shared/graphql/admin-donor-lists';
import type { DonorList, DonorListFile } from 'halo_shared/graphql/schemaTypes';
import { Button, TextField } from '@halo/ui';
import { useGraphqlQuery, type QueryResult } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useState, type FormEvent } from 'react';
import { giftsPath } from '../gifts/giftFilters';
import { formatGiftDay } from '../gifts/giftFormat';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { fieldMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { DonorListDownloadButton } from './DonorListDownloadButton';
import { DonorListsWeeklyEmail } from './DonorListsWeeklyEmail';
import { donorListsCss } from './donorListsCss';
import {
  DEFAULT_DONOR_LIST_DRAFT,
  DONOR_LISTS,
  donorListOptionsForApi,
  type DonorListDraft,
} from './donorListOptions';
import { DONOR_LISTS_NAMESPACE } from './donorListsMessages';

type ListedDonor = AdminDonorListQuery['adminDonorList']['donors'][number];
type GiftAtRisk = AdminRecurringAtRiskQuery['adminRecurringAtRisk']['gifts'][number];

/**
 * The people behind the gifts (docs/PRODUCT.md §15): first-time, lapsed and top givers and recurring
 * gifts at risk, one list at a time with its options, each as a table with its CSV file.
 */
export function DonorLists() {
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  // No list until one is chosen: the Donors page opens on its search and asks for nothing more.
  const [list, setList] = useState<DonorListFile | null>(null);
  const [draft, setDraft] = useState<DonorListDraft>(DEFAULT_DONOR_LIST_DRAFT);
  const [applied, setApplied] = useState<DonorListDraft>(DEFAULT_DONOR_LIST_DRAFT);
  const options = donorListOptionsForApi(list ?? 'AtRisk', applied);
  const atRisk = list === 'AtRisk';
  const donorList = list === null || atRisk ? null : list;
  const donors = useGraphqlQuery(
    AdminDonorListDocument,
    { organizationPrefixedId, list: donorList ?? 'FirstTime', options },
    { skip: !organizationPrefixedId || donorList === null },
  );
  const gifts = useGraphqlQuery(
    AdminRecurringAtRiskDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId || !atRisk },
  );
  const error = atRisk ? null : donors.state.error;
  const set = (key: keyof DonorListDraft) => (value: string) => setDraft({ ...draft, [key]: value });

  function show(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(draft);
  }

  const field = (key: keyof DonorListDraft, type: 'date' | 'number') => (
    <TextField
      label={t(key)}
      type={type}
      name={key}
      inputMode={type === 'number' ? 'numeric' : undefined}
      value={draft[key]}
      error={fieldMessage(error, key)}
      onChange={(event) => set(key)(event.target.value)}
    />
  );

  return (
    <section className="admin-panel admin-donor-lists" aria-labelledby="admin-donor-lists">
      <style href="halo-admin-donor-lists" precedence="default">
        {donorListsCss}
      </style>
      <h2 id="admin-donor-lists">{t('heading')}</h2>
      <p className="admin-muted">{t('intro')}</p>
      <DonorListsWeeklyEmail />
      <form className="admin-donor-lists__options" aria-label={t('options')} onSubmit={show} noValidate>
        <div className="halo-field">
          <label className="halo-field__label" htmlFor="admin-donor-list-choice">
            {t('list')}
          </label>
          <select
            id="admin-donor-list-choice"
            className="halo-select"
            value={list ?? ''}
            onChange={(event) => setList((event.target.value || null) as DonorListFile | null)}
          >
            <option value="">{t('choose')}</option>
            {DONOR_LISTS.map((name) => (
              <option key={name} value={name}>
                {t(`lists.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {list === 'FirstTime' || list === 'TopGivers' ? (
          <>
            {field('startDate', 'date')}
            {field('endDate', 'date')}
          </>
        ) : null}
        {list === 'TopGivers' ? field('limit', 'number') : null}
        {list === 'Lapsed' ? (
          <>
            {field('lookbackMonths', 'number')}
            {field('quietDays', 'number')}
          </>
        ) : null}
        {donorList ? (
          <div className="admin-donor-lists__show">
            <Button type="submit">{t('show')}</Button>
          </div>
        ) : null}
      </form>
      {list ? (
        <>
          <p>{t(`explain.${list}`)}</p>
          <DonorListDownloadButton key={list} list={list} options={options} />
        </>
      ) : null}
      {atRisk ? <GiftsAtRisk query={gifts} /> : null}
      {donorList ? (
        <ListedDonors query={donors} list={donorList} hasFieldError={hasFieldError(error)} />
      ) : null}
    </section>
  );
}

const OPTION_FIELDS: (keyof DonorListDraft)[] = [
  'startDate',
  'endDate',
  'lookbackMonths',
  'quietDays',
  'limit',
];
const hasFieldError = (error: unknown) => OPTION_FIELDS.some((key) => fieldMessage(error, key) !== null);

function ListedDonors({
  query,
  list,
  hasFieldError: refused,
}: {
  query: QueryResult<AdminDonorListQuery>;
  list: DonorList;
  hasFieldError: boolean;
}) {
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const { state, reload } = query;
  if (refused) return null;
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data || state.data.adminDonorList.list !== list) return <LoadingSkeleton />;
  const page = state.data.adminDonorList;
  const day = (date: string) => formatGiftDay(date, formattingLocale);
  const period =
    page.list === 'Lapsed'
      ? t('lapsedPeriod', {
          start: day(page.startDate),
          end: day(page.endDate),
          quietFrom: day(page.quietFrom ?? ''),
        })
      : t('period', { start: day(page.startDate), end: day(page.endDate) });
  const columns = {
    donor: t('donor'),
    email: t('email'),
    gifts: t('gifts'),
    total: t('total'),
    firstGift: t('firstGift'),
    lastGift: t('lastGift'),
  };
  return (
    <>
      <p role="status">
        {t('count', { count: page.totalResults })} · {period}
      </p>
      {page.donors.length === 0 ? (
        <p className="admin-muted">{t('none')}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={t(`lists.${list}`)}>
          <table className="admin-table">
            <caption className="halo-visually-hidden">{t(`lists.${list}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.donor}</th>
                <th scope="col">{columns.email}</th>
                <th scope="col" className="admin-amount">
                  {columns.gifts}
                </th>
                <th scope="col" className="admin-amount">
                  {columns.total}
                </th>
                <th scope="col">{columns.firstGift}</th>
                <th scope="col">{columns.lastGift}</th>
              </tr>
            </thead>
            <tbody>
              {page.donors.map((donor: ListedDonor) => (
                <tr key={donor.prefixedId}>
                  <td data-label={columns.donor}>
                    <Link
                      to={giftsPath({ donorPrefixedId: donor.prefixedId })}
                      aria-label={t('seeGiftsOf', { name: donor.name })}
                    >
                      {donor.name}
                    </Link>
                  </td>
                  <td data-label={columns.email}>{donor.email}</td>
                  <td data-label={columns.gifts} className="admin-amount">
                    {donor.giftCount}
                  </td>
                  <td data-label={columns.total} className="admin-amount">
                    {formatMoney(donor.totalGiven, currency, formattingLocale)}
                  </td>
                  <td data-label={columns.firstGift}>{day(donor.firstGiftDate)}</td>
                  <td data-label={columns.lastGift}>{day(donor.lastGiftDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.totalResults > page.donors.length ? (
        <p className="admin-muted">
          {t('firstRows', { shown: page.donors.length, count: page.totalResults })}
        </p>
      ) : null}
    </>
  );
}

function GiftsAtRisk({ query }: { query: QueryResult<AdminRecurringAtRiskQuery> }) {
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const { state, reload } = query;
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const page = state.data.adminRecurringAtRisk;
  const columns = {
    donor: t('donor'),
    amount: t('amount'),
    schedule: t('schedule'),
    status: t('status'),
    nextGift: t('nextGift'),
    card: t('card'),
    risks: t('risks'),
  };
  return (
    <>
      <p role="status">{t('giftsAtRisk', { count: page.totalResults })}</p>
      {page.gifts.length === 0 ? (
        <p className="admin-muted">{t('none')}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={t('lists.AtRisk')}>
          <table className="admin-table">
            <caption className="halo-visually-hidden">{t('lists.AtRisk')}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.donor}</th>
                <th scope="col" className="admin-amount">
                  {columns.amount}
                </th>
                <th scope="col">{columns.schedule}</th>
                <th scope="col">{columns.status}</th>
                <th scope="col">{columns.nextGift}</th>
                <th scope="col">{columns.card}</th>
                <th scope="col">{columns.risks}</th>
              </tr>
            </thead>
            <tbody>
              {page.gifts.map((gift: GiftAtRisk) => (
                <tr key={gift.prefixedId}>
                  <td data-label={columns.donor}>
                    <Link
                      to={giftsPath({ donorPrefixedId: gift.donor.prefixedId })}
                      aria-label={t('seeGiftsOf', { name: gift.donor.name })}
                    >
                      {gift.donor.name}
                    </Link>
                  </td>
                  <td data-label={columns.amount} className="admin-amount">
                    {formatMoney(gift.amount, currency, formattingLocale)}
                  </td>
                  <td data-label={columns.schedule}>{t(`schedules.${gift.scheduleType}`)}</td>
                  <td data-label={columns.status}>{t(`recurringStatus.${gift.status}`)}</td>
                  <td data-label={columns.nextGift}>
                    {gift.nextOccurrence ? formatGiftDay(gift.nextOccurrence, formattingLocale) : ''}
                  </td>
                  <td data-label={columns.card}>
                    {gift.cardLastFour
                      ? t('cardEnding', { lastFour: gift.cardLastFour, expiration: gift.cardExpiration })
                      : ''}
                  </td>
                  <td data-label={columns.risks}>{gift.risks.map((risk) => t(`risk.${risk}`)).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.totalResults > page.gifts.length ? (
        <p className="admin-muted">
          {t('firstRows', { shown: page.gifts.length, count: page.totalResults })}
        </p>
      ) : null}
    </>
  );
}

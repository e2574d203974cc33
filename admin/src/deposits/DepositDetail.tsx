import { formatMoney } from '@halo/domain';
import { Button } from '@halo/ui';
import {
  AdminDepositGiftsDocument,
  type AdminDepositGiftFieldsFragment,
  type AdminDepositQuery,
} from '@halo/shared/graphql/admin-deposits';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';
import { giftsPath } from '../gifts/giftFilters';
import { formatGiftDay } from '../gifts/giftFormat';
import { useChurch } from '../layout/useChurch';
import { AccountingExport } from './AccountingExport';
import { depositSourceText, depositStatusKey } from './depositFormat';
import { DEPOSITS_NAMESPACE } from './depositsMessages';

type Detail = AdminDepositQuery['adminDeposit'];

/** How many of a deposit's gifts each page shows: a church's first deposit holds its whole history. */
export const DEPOSIT_GIFTS_PAGE = 50;

/**
 * One deposit: its figures, "Download CSV", its gifts (amount, fee, net) a page at a time with a link
 * to them in Gifts, what it takes back, and its split by fund (gross, fee and net per fund). The
 * heading takes focus when it opens.
 */
export function DepositDetail({
  detail,
  currency,
  locale,
  onBack,
}: {
  detail: Detail;
  currency: string;
  locale: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(DEPOSITS_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId } = useChurch();
  const language = useHalo((state) => state.locale);
  const [more, setMore] = useState<{
    gifts: AdminDepositGiftFieldsFragment[];
    nextCursor: string | null;
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const { deposit } = detail;
  const date = formatGiftDay(deposit.payoutDate, locale);
  const kindWord = { refund: t('kindRefund'), dispute: t('kindDispute'), disputeFee: t('kindDisputeFee') };
  // A won dispute's money coming back is a dispute line the deposit takes back less than nothing; a
  // failed refund's money coming back, a refund line.
  const returnedWord = {
    refund: t('kindRefundFailed'),
    dispute: t('kindDisputeReversal'),
    disputeFee: t('kindDisputeFeeReturned'),
  };
  const gifts = [...detail.gifts, ...(more?.gifts ?? [])];
  const nextCursor = more ? more.nextCursor : detail.giftsNextCursor;

  async function loadMoreGifts() {
    if (!nextCursor) return;
    setBusy(true);
    setFailure('');
    try {
      const answer = await graphql(AdminDepositGiftsDocument, {
        organizationPrefixedId,
        depositPrefixedId: deposit.prefixedId,
        after: nextCursor,
        first: DEPOSIT_GIFTS_PAGE,
      });
      setMore({
        gifts: [...(more?.gifts ?? []), ...answer.adminDepositGifts.items],
        nextCursor: answer.adminDepositGifts.nextCursor,
      });
    } catch {
      setFailure(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="admin-deposits__actions">
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
      </div>
      <h2 ref={heading} tabIndex={-1} className="halo-heading">
        {t('heading', { date })}
      </h2>
      <p className="admin-deposits__figures">
        <span>{t(depositStatusKey(deposit.status))}</span>
        <span>{t('arrives', { date: formatGiftDay(deposit.arrivalDate, locale) })}</span>
        <span>{depositSourceText(deposit, t)}</span>
        <span className="admin-deposits__id">
          {t(deposit.source === 'batch' ? 'batchReference' : 'payoutId', { id: deposit.payoutId })}
        </span>
      </p>
      <dl className="admin-deposits__figures">
        {(['gross', 'fees', 'refunds', 'disputes', 'net'] as const).map((figure) => (
          <div key={figure}>
            <dt>{t(figure)}</dt>
            <dd>{money(deposit[figure])}</dd>
          </div>
        ))}
      </dl>
      {deposit.status === 'failed' ? <p className="admin-error">{t('payoutFailed')}</p> : null}
      {deposit.carriedIn !== 0 ? <p>{t('carriedIn', { amount: money(deposit.carriedIn) })}</p> : null}
      {deposit.otherActivity !== 0 ? (
        <p>
          {t(deposit.manualPayout ? 'manualPayout' : 'otherActivity', {
            amount: money(deposit.otherActivity),
          })}
        </p>
      ) : null}
      <div className="admin-deposits__actions">
        <a
          className="halo-button halo-button--secondary"
          href={`${detail.csvPath}?locale=${language}`}
          download
        >
          {t('downloadCsv')}
        </a>
      </div>
      <AccountingExport depositPrefixedId={deposit.prefixedId} />

      <h3 id="admin-deposit-gifts">{t('gifts')}</h3>
      {deposit.giftCount > 0 ? (
        <p>
          {t('giftsShown', { shown: gifts.length, count: deposit.giftCount })}{' '}
          <Link to={giftsPath({ depositPrefixedId: deposit.prefixedId })}>{t('giftsInGifts')}</Link>
        </p>
      ) : null}
      {gifts.length === 0 ? (
        <p className="admin-muted">{t('noGifts')}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby="admin-deposit-gifts">
          <table className="admin-table">
            <caption className="halo-visually-hidden">{t('gifts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('donor')}</th>
                <th scope="col" className="admin-amount">
                  {t('amount')}
                </th>
                <th scope="col" className="admin-amount">
                  {t('fee')}
                </th>
                <th scope="col" className="admin-amount">
                  {t('net')}
                </th>
              </tr>
            </thead>
            <tbody>
              {gifts.map((gift) => (
                <tr key={gift.giftPrefixedId}>
                  <td data-label={t('date')}>{formatGiftDay(gift.date, locale)}</td>
                  <td data-label={t('donor')}>{gift.donorName}</td>
                  <td data-label={t('amount')} className="admin-amount">
                    {money(gift.amount)}
                  </td>
                  <td data-label={t('fee')} className="admin-amount">
                    {money(gift.fee)}
                  </td>
                  <td data-label={t('net')} className="admin-amount">
                    {money(gift.net)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {failure ? (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      ) : null}
      {nextCursor ? (
        <div className="admin-deposits__actions">
          <Button variant="secondary" disabled={busy} onClick={() => void loadMoreGifts()}>
            {t('moreGifts')}
          </Button>
        </div>
      ) : null}

      {detail.adjustments.length > 0 ? (
        <>
          <h3 id="admin-deposit-adjustments">{t('adjustments')}</h3>
          <div
            className="admin-table-wrap"
            tabIndex={0}
            role="group"
            aria-labelledby="admin-deposit-adjustments"
          >
            <table className="admin-table">
              <caption className="halo-visually-hidden">{t('adjustments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('date')}</th>
                  <th scope="col">{t('kind')}</th>
                  <th scope="col">{t('gift')}</th>
                  <th scope="col" className="admin-amount">
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.adjustments.map((line) => (
                  <tr
                    key={`${line.kind}-${line.giftPrefixedId}-${line.date}-${line.amount < 0 ? 'back' : 'out'}`}
                  >
                    <td data-label={t('date')}>{formatGiftDay(line.date, locale)}</td>
                    <td data-label={t('kind')}>{(line.amount < 0 ? returnedWord : kindWord)[line.kind]}</td>
                    <td data-label={t('gift')} className="admin-deposits__id">
                      {line.giftPrefixedId}
                    </td>
                    <td data-label={t('amount')} className="admin-amount">
                      {money(line.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {detail.funds.length > 0 ? (
        <>
          <h3 id="admin-deposit-funds">{t('byFund')}</h3>
          <div className="admin-table-wrap" tabIndex={0} role="group" aria-labelledby="admin-deposit-funds">
            <table className="admin-table">
              <caption className="halo-visually-hidden">{t('byFund')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('fund')}</th>
                  <th scope="col" className="admin-amount">
                    {t('gross')}
                  </th>
                  <th scope="col" className="admin-amount">
                    {t('fee')}
                  </th>
                  <th scope="col" className="admin-amount">
                    {t('net')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {detail.funds.map((fund) => (
                  <tr key={fund.fundPrefixedId ?? 'none'}>
                    <td data-label={t('fund')}>{fund.fundName ?? t('noFund')}</td>
                    <td data-label={t('gross')} className="admin-amount">
                      {money(fund.gross)}
                    </td>
                    <td data-label={t('fee')} className="admin-amount">
                      {money(fund.fee)}
                    </td>
                    <td data-label={t('net')} className="admin-amount">
                      {money(fund.net)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

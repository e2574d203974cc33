import { consoleSectionsFor, hasAdministratorAbility } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { GiftTotals } from './GiftTotals';
import { OVERVIEW_NAMESPACE } from './overviewMessages';
import { SetupChecklist } from './SetupChecklist';

// The console's first screen is the totals (its byte budget, BENCHMARKS.md, counts what loads until
// they show): the chart of giving over time, its library and the latest gifts are asked for only once
// the totals have come and been painted.
const GivingOverTime = lazy(
  () => import(/* webpackChunkName: "admin-giving-over-time" */ './GivingOverTime'),
);
const LatestGifts = lazy(() =>
  import(/* webpackChunkName: "admin-latest-gifts" */ './LatestGifts').then((module) => ({
    default: module.LatestGifts,
  })),
);
const AFTER_TOTALS_MS = 500;

/**
 * The console's first page: the giving figures for users who may see gifts, the set-up checklist for
 * those who manage giving. Someone whose abilities allow neither learns where their work is instead.
 */
export function OverviewSection() {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const user = useHalo((state) => state.user);
  const seesGifts = hasAdministratorAbility(user, 'view-gifts');
  const managesGiving = hasAdministratorAbility(user, 'manage-giving');
  const [totalsSettled, setTotalsSettled] = useState(false);
  const [afterTotals, setAfterTotals] = useState(false);
  useEffect(() => {
    if (!totalsSettled) return;
    const timer = window.setTimeout(() => setAfterTotals(true), AFTER_TOTALS_MS);
    return () => window.clearTimeout(timer);
  }, [totalsSettled]);
  if (seesGifts || managesGiving) {
    return (
      <div className="admin-overview">
        {seesGifts ? <GiftTotals onSettled={() => setTotalsSettled(true)} /> : null}
        {seesGifts && afterTotals ? (
          <Suspense fallback={null}>
            <GivingOverTime />
          </Suspense>
        ) : null}
        {managesGiving ? <SetupChecklist /> : null}
        {seesGifts && afterTotals ? (
          <Suspense fallback={null}>
            <LatestGifts />
          </Suspense>
        ) : null}
      </div>
    );
  }
  const otherSections = consoleSectionsFor(user).length > 1;
  return (
    <div className="admin-panel">
      <p>{t('noFigures')}</p>
      {hasAdministratorAbility(user, 'send-statements') ? (
        <p>
          {t('statements')} <Link to="/transactions">{t('statementsLink')}</Link>
        </p>
      ) : null}
      {otherSections ? <p>{t('sections')}</p> : null}
      <p>
        <Link to="/dashboard">{t('myGiving')}</Link>
      </p>
    </div>
  );
}

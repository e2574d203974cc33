import { consoleSectionsFor, hasAdministratorAbility } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { lazy, Suspense, useState } from 'react';
import { GiftTotals } from './GiftTotals';
import { LatestGifts } from './LatestGifts';
import { OVERVIEW_NAMESPACE } from './overviewMessages';
import { SetupChecklist } from './SetupChecklist';

// Asked for only once the totals show, so the first screen carries neither it nor its chart.
const GivingOverTime = lazy(
  () => import(/* webpackChunkName: "admin-giving-over-time" */ './GivingOverTime'),
);

/**
 * The console's first page: the giving figures for users who may see gifts, the set-up checklist for
 * those who manage giving. Someone whose abilities allow neither learns where their work is instead.
 */
export function OverviewSection() {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const user = useHalo((state) => state.user);
  const seesGifts = hasAdministratorAbility(user, 'view-gifts');
  const managesGiving = hasAdministratorAbility(user, 'manage-giving');
  const [totalsShown, setTotalsShown] = useState(false);
  if (seesGifts || managesGiving) {
    return (
      <div className="admin-overview">
        {seesGifts ? <GiftTotals onShown={() => setTotalsShown(true)} /> : null}
        {seesGifts && totalsShown ? (
          <Suspense fallback={null}>
            <GivingOverTime />
          </Suspense>
        ) : null}
        {managesGiving ? <SetupChecklist /> : null}
        {seesGifts ? <LatestGifts /> : null}
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

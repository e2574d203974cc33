import { consoleSectionsFor, hasAdministratorAbility } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { GiftTotals } from './GiftTotals';
import { LatestGifts } from './LatestGifts';
import { OVERVIEW_NAMESPACE } from './overviewMessages';
import { SetupChecklist } from './SetupChecklist';

/**
 * The console's first page: the giving figures for users who may see gifts, the set-up checklist for
 * those who manage giving. Someone whose abilities allow neither learns where their work is instead.
 */
export function OverviewSection() {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const user = useHalo((state) => state.user);
  const seesGifts = hasAdministratorAbility(user, 'view-gifts');
  const managesGiving = hasAdministratorAbility(user, 'manage-giving');
  if (seesGifts || managesGiving) {
    return (
      <div className="admin-overview">
        {seesGifts ? <GiftTotals /> : null}
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

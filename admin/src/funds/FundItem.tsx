import { Button } from '@halo/ui';
import type { AdminFundFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import { useTranslation } from 'halo_shared/i18n';
import { FUNDS_NAMESPACE } from './fundsMessages';

export type FundChange = { isOnlineGivingVisible: boolean } | { isEnabled: boolean };

/** The id of a fund's Move up / Move down button, where focus stays while it moves. */
export const moveButtonId = (fund: AdminFundFieldsFragment, step: -1 | 1) =>
  `admin-fund-${fund.prefixedId}-${step < 0 ? 'up' : 'down'}`;

/**
 * One fund in the list: its name and state in words (not colour alone), then what can be done with
 * it. The default fund stays shown and enabled (donors who choose no fund give to it), so it offers
 * neither change. Buttons stay enabled while a change is on its way (a disabled button would drop
 * the keyboard focus); the section ignores presses until it is answered.
 */
export function FundItem({
  fund,
  index,
  count,
  error,
  onRename,
  onChange,
  onMove,
}: {
  fund: AdminFundFieldsFragment;
  index: number;
  count: number;
  error: string | null;
  onRename: () => void;
  onChange: (change: FundChange) => void;
  onMove: (step: -1 | 1) => void;
}) {
  const { t } = useTranslation(FUNDS_NAMESPACE);
  const name = fund.name;
  return (
    <li className="admin-funds__item">
      <div className="admin-funds__summary">
        <strong className="admin-funds__name">{name}</strong>
        <span className="admin-muted">{t('position', { position: index + 1, count })}</span>
        <ul className="admin-funds__states">
          {fund.isDefault ? <li>{t('isDefault')}</li> : null}
          <li>{fund.isOnlineGivingVisible ? t('shown') : t('hidden')}</li>
          <li>{fund.isEnabled ? t('enabled') : t('disabled')}</li>
        </ul>
      </div>
      <div className="admin-funds__actions">
        <Button variant="secondary" aria-label={t('renameFund', { name })} onClick={onRename}>
          {t('rename')}
        </Button>
        {fund.isDefault ? null : (
          <>
            <Button
              variant="secondary"
              aria-label={t(fund.isOnlineGivingVisible ? 'hideFund' : 'showFund', { name })}
              onClick={() => onChange({ isOnlineGivingVisible: !fund.isOnlineGivingVisible })}
            >
              {fund.isOnlineGivingVisible ? t('hide') : t('show')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t(fund.isEnabled ? 'disableFund' : 'enableFund', { name })}
              onClick={() => onChange({ isEnabled: !fund.isEnabled })}
            >
              {fund.isEnabled ? t('disable') : t('enable')}
            </Button>
          </>
        )}
        <Button
          id={moveButtonId(fund, -1)}
          variant="secondary"
          disabled={index === 0}
          aria-label={t('moveUpFund', { name })}
          onClick={() => onMove(-1)}
        >
          {t('moveUp')}
        </Button>
        <Button
          id={moveButtonId(fund, 1)}
          variant="secondary"
          disabled={index === count - 1}
          aria-label={t('moveDownFund', { name })}
          onClick={() => onMove(1)}
        >
          {t('moveDown')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="admin-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

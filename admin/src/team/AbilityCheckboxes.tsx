import { ADMINISTRATOR_ABILITIES } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { TEAM_NAMESPACE } from './teamMessages';

/**
 * The abilities as labelled checkboxes in a fieldset, the server's refusal under them. `locked` is
 * one that stays checked and cannot be cleared here (an administrator's own "manage-team").
 */
export function AbilityCheckboxes({
  id,
  value,
  onChange,
  error,
  locked,
}: {
  id: string;
  value: readonly string[];
  onChange: (abilities: string[]) => void;
  error: string | null;
  locked?: string;
}) {
  const { t } = useTranslation(TEAM_NAMESPACE);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const toggle = (ability: string, checked: boolean) =>
    onChange(ADMINISTRATOR_ABILITIES.filter((each) => (each === ability ? checked : value.includes(each))));
  return (
    <fieldset
      id={id}
      className="admin-team__abilities"
      tabIndex={-1}
      aria-describedby={[locked ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend>{t('abilitiesLegend')}</legend>
      {ADMINISTRATOR_ABILITIES.map((ability) => (
        <div key={ability} className="admin-team__check">
          <input
            id={`${id}-${ability}`}
            type="checkbox"
            name="abilities"
            value={ability}
            checked={value.includes(ability) || ability === locked}
            disabled={ability === locked}
            onChange={(event) => toggle(ability, event.target.checked)}
          />
          <label htmlFor={`${id}-${ability}`}>{t(`abilities.${ability}`)}</label>
        </div>
      ))}
      {locked ? (
        <p id={hintId} className="admin-muted">
          {t('ownManageTeam')}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="halo-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

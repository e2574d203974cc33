import { API_KEY_NAME_MAX, API_KEYS_PER_CHURCH_MAX, type ApiKeyAbility } from '@halo/domain';
import { CreateApiKeyDocument, type CreateApiKeyMutation } from '@halo/shared/graphql/admin-api-keys';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessages } from '../layout/serverMessage';
import { API_KEYS_NAMESPACE } from './apiKeysMessages';
import { refusalMessage } from '../layout/serverMessage';

const NAME_FIELD = 'admin-api-key-name';
const ABILITIES_FIELD = 'admin-api-key-abilities';

export type CreatedApiKey = CreateApiKeyMutation['createApiKey'];

/**
 * "Create API key": a name and what the key may read, offered only among the abilities the signed-in
 * administrator holds (the server refuses any other). None is checked at first: the administrator
 * gives a key only what its software needs. The server's refusals stay beside their field.
 */
export function CreateApiKeyForm({
  organizationPrefixedId,
  grantable,
  onCreated,
}: {
  organizationPrefixedId: string;
  grantable: readonly ApiKeyAbility[];
  onCreated: (created: CreatedApiKey) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(API_KEYS_NAMESPACE);
  const [name, setName] = useState('');
  const [abilities, setAbilities] = useState<ApiKeyAbility[]>([]);
  const [errors, setErrors] = useState<{ name?: string | null; abilities?: string | null }>({});
  const [busy, setBusy] = useState(false);

  const toggle = (ability: ApiKeyAbility, checked: boolean) =>
    setAbilities(grantable.filter((each) => (each === ability ? checked : abilities.includes(each))));

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(CreateApiKeyDocument, { organizationPrefixedId, name, abilities });
      setName('');
      setAbilities([]);
      onCreated(answer.createApiKey);
    } catch (failure) {
      const fields = fieldMessages(failure, ['name', 'abilities']);
      const nameError = fields.name ?? (fields.abilities ? null : (refusalMessage(failure) ?? t('failed')));
      setErrors({ name: nameError, abilities: fields.abilities ?? null });
      document.getElementById(nameError ? NAME_FIELD : ABILITIES_FIELD)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const hintId = `${ABILITIES_FIELD}-hint`;
  const errorId = `${ABILITIES_FIELD}-error`;
  return (
    <form
      className="admin-panel admin-api-keys__form"
      aria-labelledby="admin-api-keys-create"
      onSubmit={(event) => void create(event)}
      noValidate
    >
      <h2 id="admin-api-keys-create">{t('createTitle')}</h2>
      <p className="admin-muted">{t('limit', { max: API_KEYS_PER_CHURCH_MAX })}</p>
      <TextField
        id={NAME_FIELD}
        label={t('name')}
        hint={t('nameHint')}
        name="name"
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
        value={name}
        error={errors.name ?? null}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        id={ABILITIES_FIELD}
        className="admin-api-keys__abilities"
        tabIndex={-1}
        aria-describedby={[hintId, errors.abilities ? errorId : ''].filter(Boolean).join(' ')}
      >
        <legend>{t('abilitiesLegend')}</legend>
        {grantable.map((ability) => (
          <div key={ability} className="admin-api-keys__check">
            <input
              id={`${ABILITIES_FIELD}-${ability}`}
              type="checkbox"
              name="abilities"
              value={ability}
              checked={abilities.includes(ability)}
              onChange={(event) => toggle(ability, event.target.checked)}
            />
            <label htmlFor={`${ABILITIES_FIELD}-${ability}`}>{t(`abilities.${ability}`)}</label>
          </div>
        ))}
        <p id={hintId} className="admin-muted">
          {t('abilitiesHint')}
        </p>
        {errors.abilities ? (
          <p id={errorId} className="halo-field__error">
            {errors.abilities}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {t('create')}
        </Button>
      </div>
    </form>
  );
}

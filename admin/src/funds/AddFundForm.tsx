import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { AddFundDocument, type AdminFundFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { refusalMessage } from './fundRefusal';
import { FUNDS_NAMESPACE } from './fundsMessages';

const NAME_FIELD = 'admin-fund-name';

/** "Add fund": a name and whether donors see it online; the server's refusal stays beside the name. */
export function AddFundForm({
  organizationPrefixedId,
  onAdded,
}: {
  organizationPrefixedId: string;
  onAdded: (fund: AdminFundFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(FUNDS_NAMESPACE);
  const [name, setName] = useState('');
  const [shownOnline, setShownOnline] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(AddFundDocument, {
        organizationPrefixedId,
        name,
        isOnlineGivingVisible: shownOnline,
      });
      setName('');
      setShownOnline(true);
      onAdded(answer.addFund);
    } catch (failure) {
      setError(fieldMessage(failure, 'name') ?? refusalMessage(failure) ?? t('failed'));
      document.getElementById(NAME_FIELD)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="admin-panel admin-funds__form"
      aria-labelledby="admin-funds-add"
      onSubmit={(event) => void add(event)}
      noValidate
    >
      <h2 id="admin-funds-add">{t('addTitle')}</h2>
      <TextField
        id={NAME_FIELD}
        label={t('name')}
        name="name"
        autoComplete="off"
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="admin-funds__check">
        <input
          id="admin-fund-shown"
          type="checkbox"
          checked={shownOnline}
          onChange={(event) => setShownOnline(event.target.checked)}
        />
        <label htmlFor="admin-fund-shown">{t('showOnline')}</label>
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {t('add')}
        </Button>
      </div>
    </form>
  );
}

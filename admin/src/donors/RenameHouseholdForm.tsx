import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { RenameHouseholdDocument, type HouseholdFieldsFragment } from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';

/** A household's new name (docs/PRODUCT.md §21), 1 to 100 characters; the server's refusal names the field. */
export function RenameHouseholdForm({
  household,
  onRenamed,
}: {
  household: HouseholdFieldsFragment;
  onRenamed: (household: HouseholdFieldsFragment, message: string) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [name, setName] = useState(household.name);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFailure(null);
    try {
      const answer = await graphql(RenameHouseholdDocument, {
        organizationPrefixedId,
        householdPrefixedId: household.prefixedId,
        name,
      });
      onRenamed(answer.renameHousehold, t('renamed', { name: answer.renameHousehold.name }));
    } catch (refused) {
      const onName = fieldMessage(refused, 'name');
      if (onName) setError(onName);
      else setFailure(refusalMessage(refused) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-household-form" onSubmit={(event) => void rename(event)} noValidate>
      <h3 className="admin-household-form__heading">{t('renameTitle')}</h3>
      <TextField
        id="admin-household-rename"
        label={t('name')}
        autoComplete="off"
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" variant="secondary" disabled={busy || name.trim() === household.name}>
        {t('renameButton')}
      </Button>
    </form>
  );
}

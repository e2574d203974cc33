import { Button, Modal, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { UpdateFundDocument, type AdminFundFieldsFragment } from '@halo/shared/graphql/admin-giving-page';
import type { FundChangesInput } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessage } from '../layout/serverMessage';
import { refusalMessage } from './fundRefusal';
import { FUNDS_NAMESPACE } from './fundsMessages';

/** Renames a fund in a dialog; a refused name stays in the field with the server's message under it. */
export function RenameFundDialog({
  organizationPrefixedId,
  fund,
  onClose,
  onRenamed,
}: {
  organizationPrefixedId: string;
  fund: AdminFundFieldsFragment;
  onClose: () => void;
  onRenamed: (fund: AdminFundFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(FUNDS_NAMESPACE);
  const [name, setName] = useState(fund.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = 'admin-fund-rename';

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await graphql(UpdateFundDocument, {
        organizationPrefixedId,
        fundPrefixedId: fund.prefixedId,
        // Only the name changes (schema.graphql `updateFund`); the generated type lists every field.
        input: { name } as FundChangesInput,
      });
      onRenamed(answer.updateFund);
    } catch (failure) {
      setError(fieldMessage(failure, 'name') ?? refusalMessage(failure) ?? t('failed'));
      document.getElementById(`${formId}-name`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('renameTitle', { name: fund.name })}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={busy}>
            {t('save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          id={`${formId}-name`}
          label={t('name')}
          name="name"
          autoComplete="off"
          value={name}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
      </form>
    </Modal>
  );
}

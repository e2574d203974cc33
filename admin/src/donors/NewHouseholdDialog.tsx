import { Button, Modal, RadioGroup, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { CreateHouseholdDocument, type CreateHouseholdMutation } from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useState, type FormEvent } from 'react';
import { fieldMessages, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { HouseholdDonorPicker, type PickedDonor } from './HouseholdDonorPicker';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';

type Field = 'name' | 'members' | 'addressee' | 'fromYear' | 'donor';

/**
 * "New household" (docs/PRODUCT.md §21): a name, two or more donors found by name or email, the one
 * the statements are addressed to, and the year they are together from. The server's refusals sit
 * beside their field in the reader's language, with nothing chosen lost.
 */
export function NewHouseholdDialog({
  thisYear,
  onClose,
  onCreated,
}: {
  thisYear: number;
  onClose: () => void;
  onCreated: (household: CreateHouseholdMutation['createHousehold']) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [name, setName] = useState('');
  const [members, setMembers] = useState<PickedDonor[]>([]);
  const [addressee, setAddressee] = useState<string | null>(null);
  const [fromYear, setFromYear] = useState(String(thisYear));
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  function pick(donor: PickedDonor) {
    setMembers((chosen) => [...chosen, donor]);
    setAddressee((current) => current ?? donor.prefixedId);
  }

  function takeOut(prefixedId: string) {
    const left = members.filter((donor) => donor.prefixedId !== prefixedId);
    setMembers(left);
    if (addressee === prefixedId) setAddressee(left[0]?.prefixedId ?? null);
  }

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const year = Number(fromYear);
    const found: Partial<Record<Field, string>> = {};
    if (members.length < 2) found.members = t('noneChosen');
    if (!Number.isInteger(year) || year < 2000 || year > thisYear + 1) {
      found.fromYear = t('yearInvalid', { max: thisYear + 1 });
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      document.getElementById(found.members ? 'admin-household-new-search' : 'admin-household-from')?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await graphql(CreateHouseholdDocument, {
        organizationPrefixedId,
        input: {
          name,
          memberPrefixedIds: members.map((donor) => donor.prefixedId),
          addresseePrefixedId: addressee ?? members[0]!.prefixedId,
          fromYear: year,
        },
      });
      onCreated(answer.createHousehold);
    } catch (failure) {
      const server = fieldMessages(failure, ['name', 'members', 'addressee', 'fromYear', 'donor'] as const);
      const shown: Partial<Record<Field | 'form', string>> = {
        name: server.name,
        members: server.members ?? server.donor ?? server.addressee,
        fromYear: server.fromYear,
      };
      if (!shown.name && !shown.members && !shown.fromYear)
        shown.form = refusalMessage(failure) ?? t('failed');
      setErrors(shown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('createTitle')} onClose={onClose}>
      <form className="admin-household-form" onSubmit={(event) => void create(event)} noValidate>
        <TextField
          id="admin-household-name"
          label={t('name')}
          hint={t('nameHint')}
          autoComplete="off"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <HouseholdDonorPicker
          idPrefix="admin-household-new"
          exclude={members.map((donor) => donor.prefixedId)}
          error={errors.members}
          onPick={pick}
        />
        {members.length > 0 ? (
          <>
            <h3 className="admin-household-form__heading">{t('chosen')}</h3>
            <ul className="admin-list">
              {members.map((donor) => (
                <li key={donor.prefixedId} className="admin-household-picker__donor">
                  <span>{donor.name}</span>
                  <Button type="button" variant="secondary" onClick={() => takeOut(donor.prefixedId)}>
                    {t('removeChosen', { name: donor.name })}
                  </Button>
                </li>
              ))}
            </ul>
            <RadioGroup
              legend={t('addressee')}
              name="admin-household-addressee"
              options={members.map((donor) => ({ value: donor.prefixedId, label: donor.name }))}
              value={addressee}
              onChange={setAddressee}
            />
          </>
        ) : null}
        <TextField
          id="admin-household-from"
          label={t('fromYear')}
          inputMode="numeric"
          autoComplete="off"
          value={fromYear}
          error={errors.fromYear}
          onChange={(event) => setFromYear(event.target.value)}
        />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className="halo-modal__actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

import { HOUSEHOLD_ADDRESS_FIELDS, type HouseholdAddressField } from '@halo/domain';
import { Button, TextField } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import {
  SetHouseholdMailingAddressDocument,
  type HouseholdFieldsFragment,
} from '@halo/shared/graphql/admin-households';
import { useTranslation } from 'halo_shared/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { fieldMessage, refusalMessage } from '../layout/serverMessage';
import { useChurch } from '../layout/useChurch';
import { HOUSEHOLDS_NAMESPACE } from './householdsMessages';

type Draft = Record<HouseholdAddressField, string>;

const AUTOCOMPLETE: Record<HouseholdAddressField, string> = {
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
};

function draftOf(household: HouseholdFieldsFragment): Draft {
  const own = household.mailingAddress;
  return {
    address: own?.address ?? '',
    city: own?.city ?? '',
    state: own?.state ?? '',
    zip: own?.zip ?? '',
    country: own?.country ?? '',
  };
}

/**
 * Where the household's joint letter is mailed (docs/PRODUCT.md §21): its own address, or, with every
 * field empty, the addressee's, which the form says. The server reads and refuses each field by name.
 */
export function HouseholdAddressForm({
  household,
  onSaved,
}: {
  household: HouseholdFieldsFragment;
  onSaved: (household: HouseholdFieldsFragment, message: string) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(HOUSEHOLDS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [draft, setDraft] = useState<Draft>(() => draftOf(household));
  const [errors, setErrors] = useState<Partial<Record<HouseholdAddressField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const answer = await graphql(SetHouseholdMailingAddressDocument, {
        organizationPrefixedId,
        householdPrefixedId: household.prefixedId,
        input: draft,
      });
      const saved = answer.setHouseholdMailingAddress;
      setDraft(draftOf(saved));
      onSaved(saved, t(saved.mailingAddress ? 'addressSaved' : 'addressCleared'));
    } catch (refused) {
      const found: Partial<Record<HouseholdAddressField, string>> = {};
      for (const field of HOUSEHOLD_ADDRESS_FIELDS) {
        const message = fieldMessage(refused, field);
        if (message) found[field] = message;
      }
      setErrors(found);
      const first = HOUSEHOLD_ADDRESS_FIELDS.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`#admin-household-${first}`)?.focus();
      else setFailure(refusalMessage(refused) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const usesAddressee = household.mailingAddress === null || household.mailingAddress === undefined;
  return (
    <form ref={formRef} className="admin-household-form" onSubmit={(event) => void save(event)} noValidate>
      <h3 className="admin-household-form__heading">{t('addressTitle')}</h3>
      <p>
        {usesAddressee
          ? household.letterAddressLines.length > 0
            ? t('addressFromAddressee', { address: household.letterAddressLines.join(', ') })
            : t('addressNone')
          : t('addressOwn')}
      </p>
      {HOUSEHOLD_ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          id={`admin-household-${field}`}
          label={t(`address_${field}`)}
          autoComplete={AUTOCOMPLETE[field]}
          value={draft[field]}
          error={errors[field]}
          onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
        />
      ))}
      {failure ? <p role="alert">{failure}</p> : null}
      <Button type="submit" variant="secondary" disabled={busy}>
        {t('addressButton')}
      </Button>
    </form>
  );
}

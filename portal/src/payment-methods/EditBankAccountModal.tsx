import { useApiClient } from 'halo_shared/api';
import { Button, Modal, TextField } from '@halo/ui';
import { useId, useState, type FormEvent } from 'react';
import { failureFieldErrors, placeFieldErrors } from '../self-service-parts/apiFailure';
import { CheckboxField } from '../self-service-parts/CheckboxField';
import * as v from 'valibot';
import { validateWith, type FieldErrors } from '../self-service-parts/formValidation';
import { saveBankAccount } from '../self-service-parts/selfServiceApi';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';
import type { PaymentMethod } from './paymentMethodForm';

/** The nickname is optional, at most 255 characters, as a card's (paymentMethodForm.ts). */
const bankAccountSchema = v.object({
  nickname: v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength')),
});

/**
 * A saved bank account's update (docs/PRODUCT.md §22 "Saved bank accounts"), in a dialog: its nickname
 * and whether it is the primary payment method. A bank account has no expiry, cardholder or address.
 */
export function EditBankAccountModal({
  method,
  label,
  onClose,
  onSaved,
}: {
  method: PaymentMethod;
  label: string;
  onClose: () => void;
  onSaved: (method: PaymentMethod) => void;
}) {
  const api = useApiClient();
  const { t, locale, organizationPrefixedId } = useSelfService();
  const formId = useId();
  const [nickname, setNickname] = useState(method.nickname ?? '');
  const [primary, setPrimary] = useState(method.primary);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = validateWith(bankAccountSchema, { nickname }, t, { locale });
    setErrors(found);
    if (Object.keys(found).length > 0 || !organizationPrefixedId) return;
    setBusy(true);
    try {
      onSaved(
        await saveBankAccount(api, {
          organizationPrefixedId,
          processorId: method.processorId,
          nickname: nickname.trim(),
          primary,
        }),
      );
    } catch (error) {
      const { fields, unplaced } = placeFieldErrors(failureFieldErrors(error), ['nickname']);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(unplaced[0] ?? t('common.somethingWentWrong'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('paymentMethods.editTitle', { card: label })}
      onClose={() => {
        if (!busy) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('common.saving') : t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="self-service__modal-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {formError ? <Notice tone="error">{formError}</Notice> : null}
        <TextField
          label={`${t('paymentMethods.fields.nickname')} ${t('common.optional')}`}
          name="nickname"
          value={nickname}
          error={errors.nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <CheckboxField
          label={t('paymentMethods.bankFields.primary')}
          checked={primary}
          onChange={(event) => setPrimary(event.target.checked)}
        />
      </form>
    </Modal>
  );
}

import { useApiClient } from 'halo_shared/api';
import { maskCardExpiry } from '@halo/domain';
import { Button, Modal, TextField } from '@halo/ui';
import { useId, useState, type FormEvent } from 'react';
import { failureFieldErrors, placeFieldErrors } from '../self-service-parts/apiFailure';
import { CheckboxField } from '../self-service-parts/CheckboxField';
import type { FieldErrors } from '../self-service-parts/formValidation';
import {
  paymentMethodFormValues,
  updatePaymentMethodVariables,
  validatePaymentMethodForm,
  type PaymentMethod,
  type PaymentMethodFormValues,
  type PaymentMethodTextField,
} from './paymentMethodForm';
import { savePaymentMethod } from '../self-service-parts/selfServiceApi';
import { Notice } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';

const addressFields = [
  { name: 'addressLine1', autoComplete: 'billing address-line1' },
  { name: 'addressLine2', autoComplete: 'billing address-line2' },
  { name: 'city', autoComplete: 'billing address-level2' },
  { name: 'state', autoComplete: 'billing address-level1' },
  { name: 'postalCode', autoComplete: 'billing postal-code' },
  { name: 'country', autoComplete: 'billing country' },
] as const satisfies readonly { name: PaymentMethodTextField; autoComplete: string }[];

/** docs/PRODUCT.md §2 "Payment methods: update", in a dialog: nickname, primary, cardholder, expiry, billing address. */
export function EditPaymentMethodModal({
  method,
  cardLabel,
  onClose,
  onSaved,
}: {
  method: PaymentMethod;
  cardLabel: string;
  onClose: () => void;
  onSaved: (method: PaymentMethod) => void;
}) {
  const api = useApiClient();
  const { t, locale, organizationPrefixedId, today } = useSelfService();
  const formId = useId();
  const [values, setValues] = useState<PaymentMethodFormValues>(() => paymentMethodFormValues(method));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const text = (name: PaymentMethodTextField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePaymentMethodForm(values, { today: today(), t, locale });
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || !organizationPrefixedId) return;
    setBusy(true);
    try {
      const saved = await savePaymentMethod(
        api,
        updatePaymentMethodVariables(values, { organizationPrefixedId, processorId: method.processorId }),
      );
      onSaved(saved);
    } catch (error) {
      const { fields, unplaced } = placeFieldErrors(failureFieldErrors(error), Object.keys(values));
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(unplaced[0] ?? t('common.somethingWentWrong'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      title={t('paymentMethods.editTitle', { card: cardLabel })}
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
          label={t('paymentMethods.fields.cardholderName')}
          autoComplete="cc-name"
          required
          {...text('cardholderName')}
        />
        <TextField
          label={t('paymentMethods.fields.expDate')}
          hint={t('paymentMethods.fields.expDateHint')}
          inputMode="numeric"
          autoComplete="cc-exp"
          required
          {...text('expDate')}
          onChange={(event) => setValues({ ...values, expDate: maskCardExpiry(event.target.value) })}
        />
        <TextField
          label={`${t('paymentMethods.fields.nickname')} ${t('common.optional')}`}
          {...text('nickname')}
        />
        <CheckboxField
          label={t('paymentMethods.fields.primary')}
          checked={values.primary}
          onChange={(event) => setValues({ ...values, primary: event.target.checked })}
        />
        <fieldset>
          <legend>
            {t('paymentMethods.fields.billingAddress')} {t('common.optional')}
          </legend>
          {addressFields.map((field) => (
            <TextField
              key={field.name}
              label={t(`paymentMethods.fields.${field.name}`)}
              autoComplete={field.autoComplete}
              {...text(field.name)}
            />
          ))}
        </fieldset>
      </form>
    </Modal>
  );
}

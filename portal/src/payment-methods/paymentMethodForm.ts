import { cardExpiryFieldFor, requiredString, type CalendarDate } from '@halo/domain';
import type {
  SelfServicePaymentMethodFragment,
  SelfServiceUpdatePaymentMethodMutationVariables,
} from '@halo/shared/graphql/portal-self-service';
import * as v from 'valibot';
import { validateWith, type FieldErrors, type Translate } from '../self-service-parts/formValidation';

export type PaymentMethod = SelfServicePaymentMethodFragment;

/** The update form of a saved card (docs/PRODUCT.md §3 "Payment method (donor list)", update fields). */
export interface PaymentMethodFormValues {
  nickname: string;
  primary: boolean;
  cardholderName: string;
  expDate: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export type PaymentMethodTextField = Exclude<keyof PaymentMethodFormValues, 'primary'>;

export function paymentMethodFormValues(method: PaymentMethod): PaymentMethodFormValues {
  return {
    nickname: method.nickname ?? '',
    primary: method.primary,
    cardholderName: method.cardholderName ?? '',
    expDate: method.expiration ?? '',
    addressLine1: method.addressLine1 ?? '',
    addressLine2: method.addressLine2 ?? '',
    city: method.city ?? '',
    state: method.state ?? '',
    postalCode: method.postalCode ?? '',
    country: method.country ?? '',
  };
}

const optionalText = v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength'));

/**
 * docs/PRODUCT.md §5: processorId, cardholderName and expDate are required; nickname, primary and the billing
 * address are optional (at most 255 characters, the width of our text columns).
 */
export function paymentMethodSchema(today: CalendarDate) {
  return v.object({
    nickname: optionalText,
    primary: v.boolean(),
    cardholderName: requiredString,
    expDate: cardExpiryFieldFor(today),
    addressLine1: optionalText,
    addressLine2: optionalText,
    city: optionalText,
    state: optionalText,
    postalCode: optionalText,
    country: optionalText,
  });
}

export function validatePaymentMethodForm(
  values: PaymentMethodFormValues,
  { today, t, locale }: { today: CalendarDate; t: Translate; locale: string },
): FieldErrors {
  return validateWith(paymentMethodSchema(today), values, t, { locale });
}

/** Blank optional fields are sent as null ("no value"), everything trimmed. */
export function updatePaymentMethodVariables(
  values: PaymentMethodFormValues,
  { organizationPrefixedId, processorId }: { organizationPrefixedId: string; processorId: string },
): SelfServiceUpdatePaymentMethodMutationVariables {
  const optional = (text: string) => text.trim() || null;
  return {
    input: {
      organizationPrefixedId,
      processorId,
      nickname: optional(values.nickname),
      primary: values.primary,
      cardholderName: values.cardholderName.trim(),
      expDate: values.expDate.trim(),
      addressLine1: optional(values.addressLine1),
      addressLine2: optional(values.addressLine2),
      city: optional(values.city),
      state: optional(values.state),
      postalCode: optional(values.postalCode),
      country: optional(values.country),
    },
  };
}

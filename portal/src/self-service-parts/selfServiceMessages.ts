import type { Catalogue } from 'halo_shared/i18n';
import { paymentMethodsMessages } from '../payment-methods/paymentMethodsMessages';
import { profileMessages } from '../profile/profileMessages';
import { recurringGiftsMessages } from '../recurring-gifts/recurringGiftsMessages';

// Namespace `portalSelfService`: payment methods, recurring gifts and profile (spec §2, §4, §8).
// The spec's own texts ('The payment method data could not be loaded.', 'Account updated
// successfully', the deletion refusal) live in `common:messages`; field messages in `validation`.
const en = {
  common: {
    cancel: 'Cancel',
    save: 'Save changes',
    saving: 'Saving…',
    retry: 'Try again',
    loading: 'Loading…',
    edit: 'Edit',
    delete: 'Delete',
    optional: '(optional)',
    somethingWentWrong: 'Something went wrong, please try again.',
    cardLabel: '{{brand}} •••• {{lastFour}}',
    cardExpires: 'Expires {{expiration}}',
  },
  frequency: {
    weekly: 'Weekly',
    every_other_week: 'Every two weeks',
    twice_a_month: 'Twice a month',
    monthly: 'Monthly',
    quarterly: 'Quarterly',
    yearly: 'Yearly',
  },
  paymentMethods: paymentMethodsMessages.en,
  recurringGifts: recurringGiftsMessages.en,
  ...profileMessages.en,
};

const es: typeof en = {
  common: {
    cancel: 'Cancelar',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    retry: 'Intentar de nuevo',
    loading: 'Cargando…',
    edit: 'Editar',
    delete: 'Eliminar',
    optional: '(opcional)',
    somethingWentWrong: 'Algo salió mal. Inténtalo de nuevo.',
    cardLabel: '{{brand}} •••• {{lastFour}}',
    cardExpires: 'Vence {{expiration}}',
  },
  frequency: {
    weekly: 'Semanal',
    every_other_week: 'Cada dos semanas',
    twice_a_month: 'Dos veces al mes',
    monthly: 'Mensual',
    quarterly: 'Trimestral',
    yearly: 'Anual',
  },
  paymentMethods: paymentMethodsMessages.es,
  recurringGifts: recurringGiftsMessages.es,
  ...profileMessages.es,
};

export const SELF_SERVICE_NAMESPACE = 'portalSelfService';
export const selfServiceMessages: Catalogue<typeof en> = { namespace: SELF_SERVICE_NAMESPACE, en, es };

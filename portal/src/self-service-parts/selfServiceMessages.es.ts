import { scheduleNameEs } from '@halo/domain';
import { paymentMethodsMessagesEs } from '../payment-methods/paymentMethodsMessages.es';
import { profileMessagesEs } from '../profile/profileMessages.es';
import { recurringGiftsMessagesEs } from '../recurring-gifts/recurringGiftsMessages.es';
import type { SelfServiceMessagesText } from './selfServiceMessages';

// The Spanish of selfServiceMessages.ts, in the `portal-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: SelfServiceMessagesText = {
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
    bankLabel: 'Banco ••{{lastFour}}',
    cardExpires: 'Vence {{expiration}}',
  },
  frequency: scheduleNameEs,
  paymentMethods: paymentMethodsMessagesEs,
  recurringGifts: recurringGiftsMessagesEs,
  ...profileMessagesEs,
};

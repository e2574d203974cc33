import { scheduleNameEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';
import { paymentMethodsMessagesEn } from '../payment-methods/paymentMethodsMessages';
import { profileMessagesEn } from '../profile/profileMessages';
import { recurringGiftsMessagesEn } from '../recurring-gifts/recurringGiftsMessages';

// Namespace `portalSelfService`: payment methods, recurring gifts and profile (docs/PRODUCT.md §2, §4, §8).
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
    bankLabel: 'Bank ••{{lastFour}}',
    cardExpires: 'Expires {{expiration}}',
  },
  frequency: scheduleNameEn,
  paymentMethods: paymentMethodsMessagesEn,
  recurringGifts: recurringGiftsMessagesEn,
  ...profileMessagesEn,
};

export const SELF_SERVICE_NAMESPACE = 'portalSelfService';
export const selfServiceMessages: Catalogue<SelfServiceMessagesText> = {
  namespace: SELF_SERVICE_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "portal-es" */ './selfServiceMessages.es').then((module) => module.es),
};

export type SelfServiceMessagesText = typeof en;

import { scheduleEveryEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';
import { emailedLinkRefusedEn, type EmailedLinkPageText } from '../emailedLink/emailedLinkText';

// Namespace `giftConfirmation`: the page of a "Confirm your gift" link (`/confirm/{token}`), where a
// donor whose bank asked for authentication completes one waiting recurring charge.
const en = {
  title: 'Confirm your gift',
  loading: 'Opening your gift…',
  intro: 'Your bank asks you to confirm this recurring gift to {{church}}. Nothing has been charged yet.',
  details: {
    church: 'Church',
    amount: 'Amount',
    funds: 'Funds',
    schedule: 'Schedule',
    date: 'Scheduled for',
    card: 'Card',
  },
  frequency: scheduleEveryEn,
  cardText: '{{brand}} ending in {{lastFour}}',
  noCard: 'No card on file',
  fundShare: '{{name}} ({{amount}})',
  confirm: 'Confirm with your bank',
  working: 'Waiting for your bank…',
  confirmed: 'Thank you! Your gift of {{amount}} to {{church}} is given. The receipt is on its way by email.',
  stillWaiting:
    'The authentication was not completed, so your gift is still waiting and nothing was charged. You can try again.',
  refused: {
    ...emailedLinkRefusedEn,
    signIn: 'Sign in',
  },
} satisfies EmailedLinkPageText;

export const GIFT_CONFIRMATION_NAMESPACE = 'giftConfirmation';
export const giftConfirmationMessages: Catalogue<GiftConfirmationMessagesText> = {
  namespace: GIFT_CONFIRMATION_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "portal-es" */ './giftConfirmationMessages.es').then((module) => module.es),
};

export type GiftConfirmationMessagesText = typeof en;

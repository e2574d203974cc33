import { scheduleEveryEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';
import { emailedLinkRefusedEn, type EmailedLinkPageText } from '../emailedLink/emailedLinkText';

// Namespace `manageLink`: the page of a recurring gift's emailed manage link (`/manage/{token}`),
// which shows one gift and its actions to whoever holds the link, signed in or not.
const en = {
  title: 'Manage your recurring gift',
  loading: 'Opening your recurring gift…',
  intro: 'Your recurring gift to {{church}}. Changes made here are confirmed by email.',
  details: {
    amount: 'Amount',
    funds: 'Funds',
    schedule: 'Schedule',
    card: 'Card',
    next: 'Next gift',
    status: 'Status',
  },
  frequency: scheduleEveryEn,
  status: {
    active: 'Active',
    paused: 'Paused',
    pausedUntil: 'Paused until {{date}}',
    ended: 'Ended',
  },
  cardText: '{{brand}} ending in {{lastFour}}',
  noCard: 'No card on file',
  noNext: 'None scheduled',
  fundShare: '{{name}} ({{amount}})',
  actions: {
    heading: 'What would you like to do?',
    skip: 'Skip the next gift',
    pause: 'Pause until…',
    stop: 'Stop this gift',
    changeCard: 'Change card',
  },
  card: {
    title: 'Change the card of this gift',
    text: 'The new card is used for this gift only, from its next charge on. Your other gifts and saved cards stay as they are.',
    loading: 'Preparing the card fields…',
    legend: 'New card',
    testMode: 'Test mode',
    testHint: 'Test mode: no money moves. Use a test card such as 4242 4242 4242 4242.',
    number: 'Card number',
    expiry: 'Expiration (MM/YYYY)',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
    confirm: 'Use this card',
    notAuthenticated:
      'Your bank’s authentication was not completed, so the card was not saved and this gift stays on its current card. You can try again or use another card.',
    done: 'This gift now uses the {{brand}} ending in {{lastFour}}. We emailed you a confirmation.',
  },
  skip: {
    title: 'Skip the next gift?',
    text: 'The gift of {{date}} will not be charged. The gift after it is charged as usual.',
    confirm: 'Skip the next gift',
    done: 'The next gift is skipped. We emailed you a confirmation.',
  },
  pause: {
    title: 'Pause until a date',
    text: 'No gift is charged until the date you choose; then the gift continues on its own schedule.',
    date: 'Give again on',
    confirm: 'Pause until this date',
    afterToday: 'Choose a date after today.',
    tooFar: 'Choose a date within one year from today.',
    invalid: 'Enter a date.',
    done: 'The gift is paused until {{date}}. We emailed you a confirmation.',
  },
  stop: {
    title: 'Stop this gift?',
    text: 'No further gifts will be charged. The gifts already given stay in your history. To give again, start a new recurring gift.',
    confirm: 'Stop this gift',
    done: 'This recurring gift is stopped. We emailed you a confirmation.',
  },
  cancel: 'Cancel',
  refused: {
    ...emailedLinkRefusedEn,
    signIn: 'Sign in to manage your gifts',
  },
  somethingWentWrong: 'Something went wrong. Please try again.',
  revoke: {
    button: 'Revoke email links',
    label: 'Revoke email links: {{gift}}',
    title: 'Revoke the email links of this gift?',
    text: 'Every email about {{gift}} carries a link that manages it without signing in. Revoking turns off every link sent so far; the next email about the gift brings a new one.',
    confirm: 'Revoke email links',
    done_one: 'One email link of {{gift}} no longer works.',
    done_other: '{{count}} email links of {{gift}} no longer work.',
    none: 'No email link of {{gift}} was still working.',
  },
} satisfies EmailedLinkPageText;

export const MANAGE_LINK_NAMESPACE = 'manageLink';
export const manageLinkMessages: Catalogue<ManageLinkMessagesText> = {
  namespace: MANAGE_LINK_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "portal-es" */ './manageLinkMessages.es').then((module) => module.es),
};

export type ManageLinkMessagesText = typeof en;

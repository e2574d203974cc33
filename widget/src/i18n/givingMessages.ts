import { scheduleNameEn, scheduleNameInSentenceEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

// Namespace `giving`: every visible string of the giving form (docs/PRODUCT.md §2 "Public giving page"). English is
// bundled; Spanish is a lazy chunk (givingMessages.es.ts) so the embed's first render stays small.
export const givingMessagesEn = {
  title: 'Online Giving - {{name}}',
  titleWithoutName: 'Online Giving',
  organizationMissing: 'Online giving is not available for this church.',
  loadFailed: "There's a problem when trying to reach the server, please refresh your page and try again.",
  loading: 'Loading…',
  amount: {
    legend: 'Gift amount',
    custom: 'Other amount',
    customLabel: 'Amount ({{currency}})',
    limits: 'From {{min}} to {{max}}',
  },
  frequency: {
    legend: 'Frequency',
    one_time: 'One time',
    recurring: 'Recurring',
  },
  period: {
    legend: 'How often',
    ...scheduleNameEn,
  },
  startDate: {
    label: 'Start date',
    next: 'Following gifts: {{dates}}',
  },
  fund: {
    label: 'Fund',
  },
  // The editor's own words come with it (splitMessages.ts).
  // The end's own fields and messages are a lazy chunk (endMessages.ts).
  end: {
    toggle: 'Choose when it ends',
  },
  dedication: {
    toggle: 'Give in honor or memory of someone',
  },
  split: {
    toggle: 'Split between funds',
  },
  donor: {
    email: 'Email',
    receiptEmail: 'Email for a receipt (optional)',
    firstName: 'First name',
    lastName: 'Last name',
    memo: 'Donation note (optional)',
  },
  account: {
    hint: 'Set a password to manage your recurring gifts and personal data.',
    password: 'Password',
    passwordConfirmation: 'Confirm password',
  },
  fee: {
    label: 'Add {{fee}} to cover the processing fee',
    total: 'Total: {{total}}',
  },
  actions: {
    continue: 'Continue',
    giveNow: 'Give Now',
    updateNow: 'Update Now',
    back: 'Back',
    login: 'Login',
    donorPortal: 'Go to donor portal',
    submitting: 'Processing…',
    giveAgain: 'Give again',
  },
  payment: {
    title: 'Almost Done!',
    summary: '{{amount}} to {{fund}}, {{frequency}}',
    summaryWithFee: '{{total}} ({{amount}} + {{fee}} fee) to {{fund}}, {{frequency}}',
    testMode: 'Test mode',
    testHint: 'No real charge is made. Use the test card 4242 4242 4242 4242.',
    method: 'Payment method',
    newCard: 'Use a new card',
    savedCard: '{{brand}} ending in {{lastFour}}, expires {{month}}/{{year}}',
    savedBank: 'Bank ••{{lastFour}}',
    savedBankHint:
      'Debited from your saved bank account under the authorization you accepted when you saved it. A bank debit takes about 4 business days to clear.',
    loadingCard: 'Loading secure card entry…',
  },
  // The form's frame: where the donor is, what they are about to give, why they can trust it.
  steps: {
    details: 'Step 1 of 2: Your gift',
    payment: 'Step 2 of 2: Payment',
  },
  summary: {
    oneTime: '{{amount}} one time to {{fund}}',
    recurring: '{{amount}} {{period}} to {{fund}}, starting {{date}}',
    coveredFee: 'You cover the {{fee}} fee',
    fundPart: '{{fund}} ({{amount}})',
    endsOn: 'Ends on {{date}}',
    endsAfter: 'Ends after {{count}} gifts, on {{date}}',
    period: scheduleNameInSentenceEn,
  },
  trust: {
    secure: 'Secure payment',
    receipt: 'A receipt is emailed to you',
  },
  card: {
    legend: 'Card details',
    number: 'Card number',
    expiry: 'Expiration date (MM/YYYY)',
    cvc: 'CVC',
    name: 'Cardholder name',
  },
  done: {
    title: 'Thank you for your gift!',
    receipt: 'A receipt has been sent to {{email}}.',
    receiptGeneric: 'A receipt has been sent to your email.',
    nextOccurrence: 'Your next recurring gift is on {{date}}.',
  },
  createAccount: {
    title: 'Create your account',
    body: 'Set a password to manage recurring gifts and personal data.',
    send: 'Email me a link to set my password',
    sent: 'We sent you an email to set your password.',
  },
  recurringModal: {
    title: 'Recurring gifts need an account',
    body: 'Create an account to manage your recurring gift, log in if you have one, or give one time instead.',
    createAccount: 'Create an account',
    login: 'Login',
    oneTime: 'Give one time instead',
  },
  leaveModal: {
    title: 'Leave this page?',
    body: 'If you leave now, your donation will not be saved.',
    stay: 'Stay on this page',
    leave: 'Leave',
  },
  update: {
    doneTitle: 'Your recurring gift has been updated',
    notScheduled: 'Your recurring gift has no next date scheduled.',
    signIn: 'Sign in to change your recurring gift.',
    notFound: 'We could not find that recurring gift in your account.',
    loadFailed: 'Your recurring gift could not be loaded. You can still make a new gift below.',
    cardRequired: 'Choose one of your saved cards.',
  },
  decline: {
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
    processing_error: 'An error occurred while processing your card. Please try again.',
  },
  errors: {
    generic: 'Something went wrong, please try again.',
    cardNotReady: 'The card form is still loading. Please try again in a moment.',
    checkFields: 'Please check the highlighted fields.',
  },
};

export type GivingMessages = typeof givingMessagesEn;
export const GIVING_NAMESPACE = 'giving';

/** The giving form's strings: English with the form's code, Spanish a chunk fetched when asked for. */
export const givingCatalogue: Catalogue<GivingMessages> = {
  namespace: GIVING_NAMESPACE,
  en: givingMessagesEn,
  es: () =>
    import(/* webpackChunkName: "giving-es" */ './givingMessages.es').then(
      (module) => module.givingMessagesEs,
    ),
};

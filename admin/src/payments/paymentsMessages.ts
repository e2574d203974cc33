import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-payments`: the console's "Payments" section. */
export const PAYMENTS_NAMESPACE = 'admin-payments';

const en = {
  processor: 'Processor',
  modeSandbox: 'Sandbox: gifts are recorded and nobody is charged. Use it to try the giving form.',
  modeStripe: 'Stripe: gifts are charged on the church’s own Stripe account.',
  stripeAccount: 'Stripe account',
  notConnected: 'No Stripe account is connected.',
  notConnectedStripeMode: 'No Stripe account is connected: the giving form takes no gifts until one is.',
  connectIntro:
    'Connect the church’s own Stripe account. Stripe asks for the church’s details and bank account, then gifts go straight to it.',
  connect: 'Connect Stripe',
  sandboxIntro:
    'This server has no Stripe keys, so it can only make a simulated connection for trying the console. No money moves through it.',
  connectTest: 'Connect a test account',
  testBadge: 'Test',
  connectedTest: 'Connected to a simulated test account ({{account}}). This is a test: no money moves.',
  connected: 'Connected to the Stripe account {{account}}. Gifts are charged on it.',
  pending:
    'Stripe is not letting the account {{account}} take gifts yet: finish or correct the church’s details on Stripe.',
  continueOnStripe: 'Continue on Stripe',
  checkAgain: 'Check again',
  returned: 'Welcome back from Stripe. Below is the account’s state as Stripe has it now.',
  linkExpired:
    'The Stripe link expired or was already used. Continue on Stripe to pick up where you left off.',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect the Stripe account?',
  disconnectExplanation:
    'The account stays the church’s on Stripe. Until an account is connected again, the giving form takes no card gifts on Stripe.',
  disconnectTestExplanation: 'The simulated test account is forgotten. No money is involved.',
  disconnectConfirm: 'Disconnect',
  cancel: 'Cancel',
  connectedAnnounce: 'Payments connected.',
  disconnectedAnnounce: 'Payments disconnected.',
  redirecting: 'Opening Stripe…',
  failed: 'Something went wrong, please try again.',
  bankTitle: 'Bank account gifts',
  bankLabel: 'Donors may give from a US bank account (ACH)',
  bankHint:
    'The bank fee is 0.8%, at most $5.00. A bank gift is processing for about 4 business days and counts once it has cleared.',
  bankNeedsUsd: 'Bank account gifts need a church that gives in US dollars (USD).',
  bankOnAnnounce: 'Bank account gifts are on.',
  bankOffAnnounce: 'Bank account gifts are off.',
};

export const paymentsMessages: Catalogue<PaymentsMessagesText> = {
  namespace: PAYMENTS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './paymentsMessages.es').then((module) => module.es),
};

export type PaymentsMessagesText = typeof en;

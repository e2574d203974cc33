import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-deposits`: the console's "Deposits", the payouts that reach the bank (docs/PRODUCT.md §19). */
export const DEPOSITS_NAMESPACE = 'admin-deposits';

const en = {
  intro:
    'Each payout to your bank is a deposit: the gifts it pays, less the processor’s fees, refunds and disputes. Net = gross − fees − refunds − disputes. A committed batch of cash and checks is a deposit too, with no fees.',
  list: 'Deposits, newest first',
  none: 'No deposits yet. Card gifts are paid out 2 days after they are given.',
  date: 'Date',
  arrival: 'Arrival date',
  status: 'Status',
  source: 'Source',
  sourcePayout: 'Processor payout',
  sourceBatch: 'Batch: {{name}}',
  batchReference: 'Batch {{id}}',
  gross: 'Gross',
  fees: 'Fees',
  refunds: 'Refunds',
  disputes: 'Disputes',
  net: 'Net',
  open: 'Open',
  openDeposit: 'Open the deposit of {{date}}',
  more: 'Show more deposits',
  statusPaid: 'Paid',
  statusCarried: 'Carried into the next payout',
  statusFailed: 'Failed',
  back: 'Back to deposits',
  heading: 'Deposit of {{date}}',
  payoutId: 'Payout {{id}}',
  carriedIn: 'Carried from the payout before: {{amount}}',
  otherActivity:
    'Other activity: {{amount}} (money on your Stripe account that is not a gift, refund or dispute of this church, such as a transfer or a returned payout)',
  manualPayout:
    'Manual payout from Stripe’s dashboard: {{amount}}. Stripe does not say which gifts a payout made by hand pays out, so this deposit lists none; find them in Gifts.',
  payoutFailed:
    'This payout failed: the bank refused it and Stripe put the money back on your Stripe balance, to pay it out again. Check your bank account in Stripe.',
  arrives: 'Arrives {{date}}',
  downloadCsv: 'Download CSV',
  gifts: 'Gifts in this deposit',
  noGifts: 'This deposit pays no gifts.',
  giftsShown: 'Showing {{shown}} of {{count}} gifts.',
  giftsInGifts: 'See these gifts in Gifts',
  moreGifts: 'Show more gifts',
  donor: 'Donor',
  amount: 'Amount',
  fee: 'Fee',
  adjustments: 'Refunds and disputes',
  kind: 'Kind',
  gift: 'Gift',
  kindRefund: 'Refund',
  kindRefundFailed: 'Refund failed: money returned',
  kindDispute: 'Dispute',
  kindDisputeFee: 'Dispute fee',
  kindDisputeReversal: 'Dispute won: money returned',
  kindDisputeFeeReturned: 'Dispute fee returned',
  byFund: 'By fund',
  fund: 'Fund',
  noFund: 'No fund',
  failed: 'Something went wrong, please try again.',
};

export type DepositsMessagesText = typeof en;

export const depositsMessages: Catalogue<DepositsMessagesText> = {
  namespace: DEPOSITS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './depositsMessages.es').then((module) => module.es),
};

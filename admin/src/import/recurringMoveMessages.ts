import type { Catalogue } from 'halo_shared/i18n';

/**
 * Namespace `admin-recurring-move`: the Import section's panel moving recurring donors from Stripe
 * (docs/PRODUCT.md §17). The summary lines and the refusals come from the server, in the
 * administrator's language.
 */
export const RECURRING_MOVE_NAMESPACE = 'admin-recurring-move';

const en = {
  title: 'Recurring gifts from Stripe',
  intro:
    'Move the church’s recurring donors from its previous platform without asking them: each gift keeps its amount, frequency, next date, fund and saved card, and each donor gets one “Your gift has moved” email. Running it again moves nothing twice.',
  source: 'Where the old gifts are',
  sourceStripe: 'The church’s Stripe account',
  sourceFile: 'A file of Stripe objects',
  sourceSchedule: 'A schedule CSV',
  stripeFileLabel: 'File of Stripe objects',
  stripeFileHint:
    'JSON of Stripe’s list answers: subscriptions, customers and payment methods (with a schedule, customers and payment methods are enough).',
  scheduleLabel: 'Schedule',
  scheduleHint: 'CSV with the header customer,payment_method,amount,interval,next_date,fund.',
  fundMapLabel: 'Fund map (optional)',
  fundMapHint: 'JSON of old price or product ids to fund names; without it, gifts go to the default fund.',
  fileTooLarge: 'The file may be at most {{max}} MB: move the donors with the halo CLI instead.',
  unreadable: 'This file could not be read: choose it again.',
  fileRequired: 'Choose the file first.',
  cancelOld: 'Cancel old subscriptions after our first charge',
  cancelOldHint:
    'Old subscriptions are paused when their gift moves; this cancels those whose gift we have charged once.',
  dryRun: 'Dry run',
  move: 'Move gifts',
  working: 'Working…',
  confirmTitle: 'Move these recurring gifts?',
  confirmText:
    'The gifts will be charged here from their next date, their old subscriptions paused, and each donor emailed. Try a dry run first to see what will happen.',
  confirmMove: 'Move gifts',
  cancel: 'Cancel',
  dryRunResult: 'Dry run: what a move would do',
  moveResult: 'What was moved',
  failed: 'Something went wrong, please try again.',
};

export type RecurringMoveMessagesText = typeof en;

export const recurringMoveMessages: Catalogue<RecurringMoveMessagesText> = {
  namespace: RECURRING_MOVE_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "admin-es" */ './recurringMoveMessages.es').then((module) => module.es),
};

import { scheduleNameEn } from '@halo/domain';
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
  schedules: { ...scheduleNameEn },
  chargedAgain: {
    title: 'Charged again by the old platform',
    intro_one:
      'Stripe told us that the old subscription of {{count}} moved gift charges its donor again. So that nobody is charged twice, we paused the gift here.',
    intro_other:
      'Stripe told us that the old subscriptions of {{count}} moved gifts charge their donors again. So that nobody is charged twice, we paused each gift here.',
    gifts: 'Moved gifts charged again',
    oldSubscription: 'Old subscription',
    told: 'Stripe told us',
    ours: 'Our gift',
    paused: 'Paused here, until the donor resumes it.',
    active: 'Resumed here: make sure the old subscription is stopped, or the donor is charged twice.',
    ended: 'Ended here.',
    openInStripe: 'Open {{subscription}} in Stripe',
    whatToDo: 'What to do',
    stepStop:
      'Stop the old subscription at the previous platform, or cancel it in the church’s Stripe Dashboard.',
    stepResume:
      'Then tell the donor: they resume the gift from the manage link in their emails or from their giving portal, and it is charged here from then on.',
  },
};

export type RecurringMoveMessagesText = typeof en;

export const recurringMoveMessages: Catalogue<RecurringMoveMessagesText> = {
  namespace: RECURRING_MOVE_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "admin-es" */ './recurringMoveMessages.es').then((module) => module.es),
};

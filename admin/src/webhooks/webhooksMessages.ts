import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-webhooks`: the console's "Webhooks" page (docs/PRODUCT.md §12). */
export const WEBHOOKS_NAMESPACE = 'admin-webhooks';

const en = {
  intro:
    'A webhook sends the church’s events (gifts, recurring gifts, new donors) to an address of your own software, such as a church management system. Each request is signed the Standard Webhooks way.',
  list: 'Endpoints',
  none: 'No webhook endpoints yet.',
  events: 'Events',
  added: 'Added {{when}}',
  removedOn: 'Removed {{when}}: nothing more is sent to it.',
  active: 'Receiving events',
  lastNone: 'Nothing sent yet.',
  last: 'Last: {{type}}, {{state}}',
  counts: '{{waiting}} waiting, {{failed}} given up',
  showLog: 'Delivery log',
  showLogOf: 'Delivery log of {{url}}',
  remove: 'Remove',
  removeOf: 'Remove {{url}}',
  addTitle: 'Add endpoint',
  url: 'Endpoint URL',
  urlHint: 'An https:// address your software answers with 2xx within 10 seconds.',
  eventsLegend: 'Events to send',
  add: 'Add endpoint',
  limit: 'A church may have up to {{max}} endpoints.',
  secretTitle: 'Signing secret',
  secretOnce:
    'Copy this secret now and keep it in the software that receives the events: it checks each request with it. You will not see it again.',
  secretFor: 'Signing secret of {{url}}',
  copy: 'Copy',
  copied: 'Copied.',
  copyFallback: 'Selected: press Ctrl+C (⌘C on a Mac) to copy.',
  done: 'I have saved it',
  addedMessage: '{{url}} was added.',
  removeTitle: 'Remove {{url}}?',
  removeExplanation:
    'Nothing more will be sent to this address, and deliveries still waiting for it are given up. Its delivery log is kept.',
  removeConfirm: 'Remove endpoint',
  cancel: 'Cancel',
  removedMessage: '{{url}} was removed.',
  logTitle: 'Deliveries',
  logNone: 'Nothing has been sent to this endpoint yet.',
  logLoading: 'Loading the deliveries…',
  moreDeliveries: 'Show more deliveries',
  attempts: 'Attempts: {{count}}',
  answer: 'Last answer: {{code}}',
  noAnswer: 'Last answer: none',
  error: 'Error: {{error}}',
  resend: 'Resend',
  resendOf: 'Resend {{type}} of {{when}}',
  resent: '{{type}} is queued again and goes out within seconds.',
  states: {
    delivered: 'delivered',
    failed: 'given up',
    waiting: 'waiting',
  } as Record<string, string>,
  nextAttempt: 'Next attempt {{when}}',
  /** What each event is, beside its name. */
  eventNames: {
    'gift.succeeded': 'A gift succeeded (online, recurring, or recorded by hand)',
    'gift.failed': 'A recurring gift’s charge was declined',
    'gift.refunded': 'A gift was refunded',
    'gift.refund_failed': 'A refund failed and its money came back',
    'recurring.created': 'A recurring gift was set up',
    'recurring.updated': 'A recurring gift was paused, resumed, edited or skipped',
    'recurring.cancelled': 'A recurring gift ended',
    'donor.created': 'A new donor',
    'deposit.paid': 'A deposit on its way to the bank',
    'deposit.failed': 'A deposit the bank refused',
  } as Record<string, string>,
  failed: 'Something went wrong, please try again.',
};

export const webhooksMessages: Catalogue<WebhooksMessagesText> = {
  namespace: WEBHOOKS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './webhooksMessages.es').then((module) => module.es),
};

export type WebhooksMessagesText = typeof en;

import { scheduleNameEn } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-donor-lists`: the Donors section's lists of first-time, lapsed and top givers and recurring gifts at risk. */
export const DONOR_LISTS_NAMESPACE = 'admin-donor-lists';

const en = {
  heading: 'Donor lists',
  intro: 'Who is behind the gifts: only succeeded gifts count, each for what was kept after refunds.',
  choose: 'Choose a list',
  list: 'List',
  'lists.FirstTime': 'First-time givers',
  'lists.Lapsed': 'Lapsed givers',
  'lists.TopGivers': 'Top givers',
  'lists.AtRisk': 'Recurring gifts at risk',
  'explain.FirstTime': 'Donors whose first gift ever came in this period.',
  'explain.Lapsed': 'Donors who gave in the months before the quiet days but not in the last days chosen.',
  'explain.TopGivers': 'The donors who gave the most in this period.',
  'explain.AtRisk':
    'Active or paused recurring gifts whose card expires within 30 days, whose last charge failed, or that are paused.',
  startDate: 'From',
  endDate: 'To',
  lookbackMonths: 'Gave in the months before (months)',
  quietDays: 'But not in the last (days)',
  limit: 'How many givers',
  show: 'Show list',
  options: 'List options',
  period: '{{start}} to {{end}}',
  lapsedPeriod: 'Gave from {{start}} to {{end}}, nothing since {{quietFrom}}',
  count_one: '{{count}} donor',
  count_other: '{{count}} donors',
  giftsAtRisk_one: '{{count}} recurring gift',
  giftsAtRisk_other: '{{count}} recurring gifts',
  firstRows: 'Showing {{shown}} of {{count}}; the CSV file holds the whole list.',
  none: 'No one is on this list.',
  donor: 'Donor',
  email: 'Email',
  gifts: 'Gifts',
  total: 'Total given',
  firstGift: 'First gift',
  lastGift: 'Last gift',
  amount: 'Amount',
  schedule: 'Schedule',
  status: 'Status',
  nextGift: 'Next gift',
  card: 'Card',
  risks: 'At risk because',
  cardEnding: '•••• {{lastFour}}, expires {{expiration}}',
  'risk.card-expiring': 'Card expiring',
  'risk.last-charge-failed': 'Last charge failed',
  'risk.paused': 'Paused',
  'recurringStatus.active': 'Active',
  'recurringStatus.paused': 'Paused',
  seeGiftsOf: 'See gifts of {{name}}',
  downloadCsv: 'Download CSV',
  downloadCsvOf: 'Download CSV of {{list}}',
  downloading: 'Your CSV file of this list is downloading.',
  failed: 'Something went wrong, please try again.',
  weeklyEmail: 'Email me a summary of these lists every Monday',
  weeklyEmailHint:
    'How many are on each list and how that changed since the week before, on Monday morning in the church’s time zone. Only you stop getting it.',
  weeklyEmailOn: 'You will get the weekly email.',
  weeklyEmailOff: 'You will no longer get the weekly email.',
  weeklyEmailFailed: 'The weekly email setting was not saved. Please try again.',
  weeklyEmailPreview: 'What this week’s email says',
  weeklyEmailPreviewMade: 'This is the email of the week of {{week}}, as it went to you.',
  weeklyEmailPreviewNext:
    'This is what the email of the week of {{week}} will say on Monday morning, with the lists as they are now.',
  weeklyEmailPreviewNone:
    'No email goes for the week of {{week}}: every list is empty this week and last. It would say this.',
  weeklyEmailPreviewSubject: 'Subject:',
  schedules: { ...scheduleNameEn },
};

export type DonorListsMessagesText = typeof en;

export const donorListsMessages: Catalogue<DonorListsMessagesText> = {
  namespace: DONOR_LISTS_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './donorListsMessages.es').then((module) => module.es),
};

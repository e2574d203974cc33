import type { AdminActivityAction, AdministratorAbility } from '@halo/domain';
import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-team`: the console's "Team" section and its activity log. */
export const TEAM_NAMESPACE = 'admin-team';

const en = {
  /** What each ability lets an administrator do, in the words of the console's sections. */
  abilities: {
    'manage-giving': 'Giving page, funds, websites, payments',
    'view-gifts': 'See gifts and donors',
    'refund-gifts': 'Refund gifts',
    'record-gifts': 'Record cash and check gifts',
    'send-statements': 'Send giving statements',
    'manage-team': 'Team and activity',
  } satisfies Record<AdministratorAbility, string>,
  list: 'Administrators',
  you: '(you)',
  invited: 'Invitation sent, no password yet',
  abilitiesOf: 'What {{name}} can do',
  change: 'Change abilities',
  changeOf: 'Change abilities: {{name}}',
  remove: 'Remove',
  removeOf: 'Remove {{name}}',
  inviteTitle: 'Invite administrator',
  email: 'Email',
  abilitiesLegend: 'What they can do',
  chooseOne: 'Choose at least one.',
  ownManageTeam: 'You keep "Team and activity" on your own account: another administrator can take it away.',
  invite: 'Send invitation',
  invitedMessage: 'An invitation was sent to {{email}}.',
  changeTitle: 'What {{name}} can do',
  save: 'Save',
  cancel: 'Cancel',
  removeTitle: 'Remove {{name}}?',
  removeExplanation: '{{name}} will no longer be an administrator. Their donor account and giving stay.',
  removeConfirm: 'Remove administrator',
  removed: '{{name}} is no longer an administrator.',
  saved: 'What {{name}} can do was saved.',
  activity: 'Activity',
  activityNone: 'No changes yet.',
  activityBy: '{{actor}}, {{source}}',
  sources: { console: 'console', cli: 'halo CLI' } as Record<string, string>,
  loadMore: 'Load more',
  /** Every change the log can hold (the API writes only these), in the reader's words. */
  actions: {
    'church.create': 'Created the church',
    'givingPage.update': 'Changed the giving page',
    'fund.add': 'Added a fund',
    'fund.update': 'Changed a fund',
    'fund.reorder': 'Reordered the funds',
    'website.add': 'Allowed a website',
    'website.remove': 'Removed an allowed website',
    'webhook.add': 'Added a webhook endpoint',
    'webhook.remove': 'Removed a webhook endpoint',
    'webhook.resend': 'Sent a webhook event again',
    'payments.connect': 'Connected payments',
    'payments.refresh': 'Checked the payments account',
    'payments.disconnect': 'Disconnected payments',
    'gift.recordOffline': 'Recorded an offline gift',
    'gift.import': 'Imported giving history',
    'gift.refund': 'Refunded a gift',
    'team.invite': 'Invited an administrator',
    'team.updateAbilities': 'Changed an administrator’s abilities',
    'team.remove': 'Removed an administrator',
    'letterTemplate.add': 'Added a letter template',
    'letterTemplate.update': 'Changed a letter template',
    'letterTemplate.makePrimary': 'Made a letter template primary',
    'letterTemplate.delete': 'Deleted a letter template',
    'statements.sendYearEnd': 'Started sending year-end statements',
    'secondFactor.enrol': 'Turned on a second factor',
    'secondFactor.recoveryCodeUsed': 'Signed in with a recovery code',
    'secondFactor.regenerateRecoveryCodes': 'Made new recovery codes',
    'secondFactor.remove': 'Turned off a second factor',
    'secondFactor.reset': 'Reset an administrator’s second factor',
  } satisfies Record<AdminActivityAction, string>,
  failed: 'Something went wrong, please try again.',
};

export const teamMessages: Catalogue<TeamMessagesText> = {
  namespace: TEAM_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "admin-es" */ './teamMessages.es').then((module) => module.es),
};

export type TeamMessagesText = typeof en;

/**
 * Every change a church's Activity log records, made in the console or with the halo CLI. The API
 * writes only these, and the console names each in the reader's language: a new kind of change is
 * added here, and both compilers then ask for the rest.
 */
export const ADMIN_ACTIVITY_ACTIONS = [
  'church.create',
  'givingPage.update',
  'fund.add',
  'fund.update',
  'fund.reorder',
  'website.add',
  'website.remove',
  'webhook.add',
  'webhook.remove',
  'webhook.resend',
  'payments.connect',
  'payments.refresh',
  'payments.disconnect',
  'gift.recordOffline',
  'gift.import',
  'gift.refund',
  'giftBatch.create',
  'giftBatch.addEntry',
  'giftBatch.updateEntry',
  'giftBatch.removeEntry',
  'giftBatch.commit',
  'giftBatch.reopen',
  'giftBatch.signOff',
  'team.invite',
  'team.updateAbilities',
  'team.remove',
  'letterTemplate.add',
  'letterTemplate.update',
  'letterTemplate.makePrimary',
  'letterTemplate.delete',
  'statements.sendYearEnd',
  'secondFactor.enrol',
  'secondFactor.recoveryCodeUsed',
  'secondFactor.regenerateRecoveryCodes',
  'secondFactor.remove',
  'secondFactor.reset',
  'campaign.add',
  'campaign.update',
  'campaign.close',
  'campaign.archive',
] as const;

export type AdminActivityAction = (typeof ADMIN_ACTIVITY_ACTIONS)[number];

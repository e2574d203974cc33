import type { Catalogue } from 'halo_shared/i18n';

// Namespace `portalPledges`: the portal's Pledges (docs/PRODUCT.md §14 "Pledges"), its own catalogue
// so no other screen carries its strings.
const en = {
  title: 'Pledges',
  intro: 'What you promised to give to your church’s campaigns, and what you have given toward it so far.',
  listLabel: 'Your pledges',
  empty: 'You have not pledged to a campaign yet.',
  progressLabel: 'Your pledge to {{campaign}}',
  givenOf: '{{given}} given of {{pledged}}',
  fulfilled: 'Fulfilled: thank you!',
  ended: 'This campaign has ended.',
  formTitle: 'Make a pledge',
  formIntro: 'A new pledge to a campaign you already pledged to replaces the earlier amount.',
  noOpenCampaigns: 'No campaign of your church is open to a pledge right now.',
  campaign: 'Campaign',
  amount: 'Amount you pledge ({{currency}})',
  amountInvalid: 'Enter an amount above 0, such as 250.00.',
  campaignRequired: 'Choose the campaign you pledge to.',
  alsoMonthly: 'Give it monthly: then open the giving form for a monthly gift that completes the pledge',
  monthlyHint: 'A monthly gift of {{amount}} from today completes your pledge by the campaign’s end.',
  giveMonthly: 'Give {{amount}} monthly',
  giveMonthlyTo: 'Give {{amount}} monthly to {{campaign}}',
  submit: 'Pledge',
  submitting: 'Saving…',
  saved: 'Your pledge of {{amount}} to {{campaign}} is saved.',
  failed: 'Something went wrong, please try again.',
  loadFailed: 'Your pledges could not be loaded.',
  retry: 'Try again',
  loading: 'Loading…',
};

export const PLEDGES_NAMESPACE = 'portalPledges';
export const pledgesMessages: Catalogue<PledgesMessagesText> = {
  namespace: PLEDGES_NAMESPACE,
  en,
  es: () => import(/* webpackChunkName: "portal-es" */ './pledgesMessages.es').then((module) => module.es),
};

export type PledgesMessagesText = typeof en;

import type { Catalogue } from 'halo_shared/i18n';

// The campaign panel's words (docs/PRODUCT.md §14), in its own chunk with it: a form that names no
// campaign never loads them.
const campaignMessagesEn = {
  raised: '{{raised}} raised of {{goal}}',
  givers_one: '{{count}} giver',
  givers_other: '{{count}} givers',
  progressLabel: 'Raised toward the goal',
  ended: '{{name}} has ended. You can still give to the church below.',
  upcoming: '{{name}} starts on {{date}}. You can give to the church below in the meantime.',
};

export type CampaignMessages = typeof campaignMessagesEn;
export const CAMPAIGN_NAMESPACE = 'giving-campaign';

export const campaignCatalogue: Catalogue<CampaignMessages> = {
  namespace: CAMPAIGN_NAMESPACE,
  en: campaignMessagesEn,
  es: () =>
    import(/* webpackChunkName: "giving-campaign-es" */ './campaignMessages.es').then(
      (module) => module.campaignMessagesEs,
    ),
};

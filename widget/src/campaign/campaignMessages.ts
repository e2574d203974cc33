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
  pledgeOpen: 'Pledge to {{name}}',
  pledgeIntro:
    'Promise an amount to give through this campaign. We email you a code to confirm it is you; no password needed.',
  pledgeAmount: 'Pledge amount',
  pledgeEmail: 'Your email',
  pledgeSendCode: 'Email me a code',
  pledgeCode: 'Code from the email',
  pledgeCodeHint: 'Six digits. The code works once and expires in 10 minutes.',
  pledgeConfirm: 'Confirm pledge',
  pledgeNewCode: 'Send a new code',
  pledgeAmountInvalid: 'Enter an amount more than $0.00.',
  pledgeEmailInvalid: 'Enter a valid email.',
  pledgeCodeInvalid: 'Enter the six digits of the code.',
  pledgeFailed: 'Your pledge could not be sent. Check your connection and try again.',
  pledgeDone: 'Thank you. Your pledge of {{amount}} to {{name}} is recorded.',
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

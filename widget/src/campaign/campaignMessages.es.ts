import type { CampaignMessages } from './campaignMessages';

export const campaignMessagesEs: CampaignMessages = {
  raised: '{{raised}} recaudados de {{goal}}',
  givers_one: '{{count}} donante',
  givers_other: '{{count}} donantes',
  progressLabel: 'Recaudado para la meta',
  ended: '{{name}} ha terminado. Aún puedes dar a la iglesia abajo.',
  upcoming: '{{name}} comienza el {{date}}. Mientras tanto, puedes dar a la iglesia abajo.',
};

import type { PledgesMessagesText } from './pledgesMessages';

// The Spanish of pledgesMessages.ts, in the `portal-es` chunk: fetched only once a page speaks Spanish.
export const es: PledgesMessagesText = {
  title: 'Promesas',
  intro: 'Lo que prometiste dar a las campañas de tu iglesia y lo que ya has dado para cumplirlo.',
  listLabel: 'Tus promesas',
  empty: 'Todavía no has hecho una promesa a una campaña.',
  progressLabel: 'Tu promesa a {{campaign}}',
  givenOf: '{{given}} dados de {{pledged}}',
  fulfilled: 'Cumplida: ¡gracias!',
  ended: 'Esta campaña terminó.',
  formTitle: 'Hacer una promesa',
  formIntro: 'Una promesa nueva a una campaña a la que ya prometiste reemplaza el monto anterior.',
  noOpenCampaigns: 'Ahora mismo ninguna campaña de tu iglesia está abierta a promesas.',
  campaign: 'Campaña',
  amount: 'Monto que prometes ({{currency}})',
  amountInvalid: 'Escribe un monto mayor que 0, por ejemplo 250.00.',
  campaignRequired: 'Elige la campaña a la que prometes.',
  submit: 'Prometer',
  submitting: 'Guardando…',
  saved: 'Se guardó tu promesa de {{amount}} a {{campaign}}.',
  failed: 'Algo salió mal; inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar tus promesas.',
  retry: 'Intentar de nuevo',
  loading: 'Cargando…',
};

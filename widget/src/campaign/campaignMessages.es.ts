import type { CampaignMessages } from './campaignMessages';

export const campaignMessagesEs: CampaignMessages = {
  raised: '{{raised}} recaudados de {{goal}}',
  givers_one: '{{count}} donante',
  givers_other: '{{count}} donantes',
  progressLabel: 'Recaudado para la meta',
  ended: '{{name}} ha terminado. Aún puedes dar a la iglesia abajo.',
  upcoming: '{{name}} comienza el {{date}}. Mientras tanto, puedes dar a la iglesia abajo.',
  pledgeOpen: 'Prometer a {{name}}',
  pledgeIntro:
    'Promete un monto para dar por medio de esta campaña. Te enviamos un código por correo para confirmar que eres tú; no necesitas contraseña.',
  pledgeAmount: 'Monto de la promesa',
  pledgeEmail: 'Tu correo',
  pledgeSendCode: 'Enviarme un código',
  pledgeCode: 'Código del correo',
  pledgeCodeHint: 'Seis dígitos. El código funciona una vez y vence en 10 minutos.',
  pledgeConfirm: 'Confirmar promesa',
  pledgeNewCode: 'Enviar un código nuevo',
  pledgeAmountInvalid: 'Escribe un monto mayor que $0.00.',
  pledgeEmailInvalid: 'Escribe un correo válido.',
  pledgeCodeInvalid: 'Escribe los seis dígitos del código.',
  pledgeFailed: 'No se pudo enviar tu promesa. Revisa tu conexión e inténtalo de nuevo.',
  pledgeDone: 'Gracias. Tu promesa de {{amount}} a {{name}} quedó registrada.',
};

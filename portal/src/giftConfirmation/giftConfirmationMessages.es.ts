import { scheduleEveryEs } from '@halo/domain';
import { emailedLinkRefusedEs } from '../emailedLink/emailedLinkText.es';
import type { GiftConfirmationMessagesText } from './giftConfirmationMessages';

// The Spanish of giftConfirmationMessages.ts, in the `portal-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: GiftConfirmationMessagesText = {
  title: 'Confirme su donación',
  loading: 'Abriendo su donación…',
  intro: 'Su banco le pide confirmar esta donación recurrente a {{church}}. Todavía no se cobró nada.',
  details: {
    church: 'Iglesia',
    amount: 'Monto',
    funds: 'Fondos',
    schedule: 'Frecuencia',
    date: 'Programada para',
    card: 'Tarjeta',
  },
  frequency: scheduleEveryEs,
  cardText: '{{brand}} terminada en {{lastFour}}',
  noCard: 'Ninguna tarjeta registrada',
  fundShare: '{{name}} ({{amount}})',
  confirm: 'Confirmar con su banco',
  working: 'Esperando a su banco…',
  confirmed:
    '¡Gracias! Su donación de {{amount}} a {{church}} está hecha. El recibo va en camino por correo.',
  stillWaiting:
    'La autenticación no se completó, así que su donación sigue esperando y no se cobró nada. Puede intentarlo de nuevo.',
  refused: {
    ...emailedLinkRefusedEs,
    signIn: 'Iniciar sesión',
  },
};

import type { DedicationMessages } from './dedicationMessages';

// The Spanish of dedicationMessages.ts, in the `giving-es` chunk with the rest of the form's Spanish: fetched only once a page speaks Spanish.
export const es: DedicationMessages = {
  legend: 'En honor o en memoria',
  honor: 'En honor de',
  memory: 'En memoria de',
  name: 'Su nombre',
  notifyHint:
    'Podemos enviar un correo a quien usted elija para avisarle de esta donación. Nunca se menciona el monto.',
  notifyEmail: 'Correo a quien avisar (opcional)',
  notifySender: 'De parte de (opcional)',
  notifySenderHint: 'El nombre que verá. Su propio nombre si lo deja vacío.',
};

// Namespace `giving-dedication`: the words of the "in honour or memory of" panel, in English and
// Spanish. They come with the panel's lazy chunk; only the box that opens it is on the first screen.
export const DEDICATION_NAMESPACE = 'giving-dedication';

export const dedicationMessagesEn = {
  legend: 'In honour or memory',
  honor: 'In honour of',
  memory: 'In memory of',
  name: 'Their name',
  notifyHint:
    'We can email someone of your choosing to say you gave this gift. The amount is never mentioned.',
  notifyEmail: 'Email to notify (optional)',
  notifySender: 'From (optional)',
  notifySenderHint: 'The name they will see. Your own name if left empty.',
};

export const dedicationMessagesEs: typeof dedicationMessagesEn = {
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

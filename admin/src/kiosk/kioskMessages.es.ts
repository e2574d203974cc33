import type { KioskMessagesText } from './kioskMessages';

// The Spanish of kioskMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish.
export const es: KioskMessagesText = {
  heading: 'Quiosco de donaciones',
  intro:
    'Convierte una tableta de la entrada en un quiosco de donaciones. Se cerrará tu sesión en este navegador, que desde entonces solo sirve para donar: monto, fondo, tarjeta y un correo opcional para el recibo. Un quiosco funciona 30 días.',
  name: 'Nombre del quiosco',
  nameHint: 'Dónde está la tableta, por ejemplo «Tableta de la entrada».',
  start: 'Iniciar quiosco',
  starting: 'Iniciando…',
  devices: 'Quioscos',
  none: 'Todavía no se ha iniciado ningún quiosco.',
  started: 'Iniciado el {{when}} por {{who}}',
  startedNobody: 'Iniciado el {{when}}',
  lastUsed: 'Usado por última vez el {{when}}',
  neverUsed: 'Aún sin usar',
  expires: 'Funciona hasta el {{when}}',
  expired: 'Terminó el {{when}}: sus 30 días se cumplieron',
  revoked: 'Apagado el {{when}}',
  revoke: 'Apagar',
  revokeLabel: 'Apagar {{name}}',
  revokeTitle: '¿Apagar {{name}}?',
  revokeExplanation:
    'La tableta deja de recibir donaciones al instante; una donación a medias se rechaza. Vuelve a iniciarlo para usarlo.',
  revokeConfirm: 'Apagar',
  cancel: 'Cancelar',
  revokedNotice: '{{name}} está apagado.',
  failed: 'Algo salió mal, inténtalo de nuevo.',
  loadFailed: 'No se pudieron cargar los quioscos.',
  retry: 'Reintentar',
};

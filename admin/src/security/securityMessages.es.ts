import type { SecurityMessagesText } from './securityMessages';

// The Spanish of securityMessages.ts, in the `admin-es` chunk with the rest of this build's Spanish: fetched only once a page speaks Spanish.
export const es: SecurityMessagesText = {
  statusTitle: 'Segundo factor',
  enrolledSince: 'Una aplicación de autenticación protege tu cuenta desde el {{date}}.',
  notEnrolled: 'No hay ningún segundo factor configurado.',
  required:
    'Reembolsar donativos, cambiar el equipo y los webhooks y claves de API de la iglesia requieren un segundo factor: un código de una aplicación de autenticación en tu teléfono.',
  optional:
    'Un código de una aplicación de autenticación en tu teléfono protege tu cuenta aunque se filtre tu contraseña.',
  verified: 'Ya confirmaste que eres tú en esta sesión.',
  notVerified: 'Aún no has confirmado que eres tú en esta sesión.',
  codesLeft_one: 'Te queda {{count}} código de recuperación.',
  codesLeft_other: 'Te quedan {{count}} códigos de recuperación.',
  start: 'Configurar un segundo factor',
  scanTitle: 'Escanea con tu aplicación de autenticación',
  scanHelp:
    'Abre una aplicación de autenticación (como Google Authenticator, Microsoft Authenticator o 1Password), añade una cuenta y escanea este código.',
  qrLabel: 'Código QR para escanear con una aplicación de autenticación',
  secretLabel: 'O escribe esta clave',
  codesTitle: 'Códigos de recuperación',
  codesHelp:
    'Guarda estos códigos en un lugar seguro: cada uno sirve una vez si pierdes tu teléfono. Solo se muestran ahora.',
  download: 'Descargar los códigos de recuperación',
  codesFile: 'Códigos de recuperación de Halo Give para {{email}}',
  confirmTitle: 'Escribe el código que muestra tu aplicación',
  code: 'Código',
  codeHint: '6 dígitos de tu aplicación de autenticación',
  anyCodeHint: '6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación',
  confirm: 'Activar',
  enrolled: 'Tu segundo factor está activado.',
  verifyTitle: 'Confirma que eres tú',
  verify: 'Confirmar',
  regenerate: 'Nuevos códigos de recuperación',
  regenerated: 'Los nuevos códigos de recuperación están listos; los anteriores ya no sirven.',
  remove: 'Quitar el segundo factor',
  removeTitle: '¿Quitar tu segundo factor?',
  removeExplanation:
    'Los reembolsos y los cambios del equipo esperarán hasta que configures otro. Escribe un código para confirmar que eres tú.',
  removed: 'Se quitó tu segundo factor.',
  cancel: 'Cancelar',
  failed: 'Algo salió mal, inténtalo de nuevo.',
  enrolFirstTitle: 'Configura antes un segundo factor',
  enrolFirst:
    'Reembolsar donativos y cambiar el equipo requieren un código de una aplicación de autenticación. Configúralo en la página Seguridad y vuelve a intentarlo.',
  goToSecurity: 'Ir a Seguridad',
};

import type { Catalogue } from 'halo_shared/i18n';

/** Namespace `admin-security`: the console's "Security" page and the dialog asking for a code. */
export const SECURITY_NAMESPACE = 'admin-security';

const en = {
  statusTitle: 'Second factor',
  enrolledSince: 'An authenticator app protects your account since {{date}}.',
  notEnrolled: 'No second factor is set up.',
  required:
    'Refunding gifts and changing the team need a second factor: a code from an authenticator app on your phone.',
  optional:
    'A code from an authenticator app on your phone keeps your account safe even if your password leaks.',
  verified: 'You confirmed it is you in this session.',
  notVerified: 'You have not confirmed it is you in this session yet.',
  codesLeft_one: '{{count}} recovery code left.',
  codesLeft_other: '{{count}} recovery codes left.',
  start: 'Set up a second factor',
  scanTitle: 'Scan with your authenticator app',
  scanHelp:
    'Open an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), add an account and scan this code.',
  qrLabel: 'QR code to scan with an authenticator app',
  secretLabel: 'Or type this key',
  codesTitle: 'Recovery codes',
  codesHelp:
    'Keep these codes somewhere safe: each one works once if you lose your phone. They are shown only now.',
  download: 'Download recovery codes',
  codesFile: 'Halo Give recovery codes for {{email}}',
  confirmTitle: 'Type the code your app shows',
  code: 'Code',
  codeHint: '6 digits from your authenticator app',
  anyCodeHint: '6 digits from your authenticator app, or one of your recovery codes',
  confirm: 'Turn on',
  enrolled: 'Your second factor is on.',
  verifyTitle: 'Confirm it is you',
  verify: 'Confirm',
  regenerate: 'New recovery codes',
  regenerated: 'New recovery codes are ready; the old ones no longer work.',
  remove: 'Remove second factor',
  removeTitle: 'Remove your second factor?',
  removeExplanation:
    'Refunds and team changes will wait until you set one up again. Type a code to confirm it is you.',
  removed: 'Your second factor was removed.',
  cancel: 'Cancel',
  failed: 'Something went wrong, please try again.',
  enrolFirstTitle: 'Set up a second factor first',
  enrolFirst:
    'Refunding gifts and changing the team need a code from an authenticator app. Set it up on the Security page, then try again.',
  goToSecurity: 'Go to Security',
};

const es: typeof en = {
  statusTitle: 'Segundo factor',
  enrolledSince: 'Una aplicación de autenticación protege tu cuenta desde el {{date}}.',
  notEnrolled: 'No hay ningún segundo factor configurado.',
  required:
    'Reembolsar donativos y cambiar el equipo requieren un segundo factor: un código de una aplicación de autenticación en tu teléfono.',
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

export const securityMessages: Catalogue<typeof en> = { namespace: SECURITY_NAMESPACE, en, es };

// What the account endpoints and emails say, in both locales. Validation texts come from
// @halo/domain; the sentence of docs/PRODUCT.md §8 is kept word for word.
import type { Locale } from '@halo/domain';

const en = {
  emailTaken: 'The email has already been taken.',
  emailNotRegistered: 'The informed email is not registered.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  verifyLinkInvalid: 'This verification link is invalid or has expired.',
  newEmailTaken: 'This email address is already used by another account, so it cannot become yours.',
  resetLinkSent: 'We have emailed your password reset link.',
  verificationSent: 'A verification email has been sent to your email address.',
  alreadyVerified: 'Your email address is already verified.',
  requestedByMissing: 'The X-Requested-By header is required.',
  passwordReset: 'Your password has been reset.',
  unauthenticated: 'Unauthenticated.',
  verifySubject: 'Verify your email address',
  verifyIntro: 'Hello {name}, thank you for creating your donor account at {organization}.',
  verifyAction: 'Please confirm your email address by opening this link:',
  verifyExpiry:
    'The link works once and expires in 24 hours. If you did not create this account, ignore this email: nobody can see your gifts or cards through it, and if it is never used to give, it is removed in 7 days.',
  verifyReminderSubject: 'Reminder: verify your email address',
  verifyReminderIntro:
    'Hello {name}, the email address of your donor account at {organization} is not confirmed yet.',
  verifyReminderKept:
    'The link works once and expires in 24 hours. Your account and any recurring gifts go on as they are; gifts given with this address without signing in appear in your account once the address is confirmed. If you did not create this account, ignore this email: nobody can see your gifts or cards through it.',
  verifyReminderRemoved:
    'The link works once and expires in 24 hours. An account that is not confirmed and has not been used to give is removed 7 days after it was created; gifts already given are kept. If you did not create this account, ignore this email: nobody can see your gifts or cards through it.',
  resetSubject: 'Reset your password',
  resetIntro: 'We received a request to reset the password of your donor account at {organization}.',
  resetAction: 'Choose a new password here:',
  setSubject: 'Set your password',
  setIntro:
    'Set a password for your donor account at {organization} to manage your recurring gifts and personal data.',
  setAction: 'Set your password here:',
  resetExpiry: 'The link works once and expires in 60 minutes. If you did not ask for it, ignore this email.',
} as const;

export type AccountMessageKey = keyof typeof en;

const es: Record<AccountMessageKey, string> = {
  emailTaken: 'El correo electrónico ya está registrado.',
  emailNotRegistered: 'El correo electrónico informado no está registrado.',
  resetLinkInvalid: 'Este enlace para restablecer la contraseña no es válido o ha caducado.',
  verifyLinkInvalid: 'Este enlace de verificación no es válido o ha caducado.',
  newEmailTaken:
    'Esta dirección de correo electrónico ya la usa otra cuenta, por lo que no puede pasar a ser tuya.',
  resetLinkSent: 'Te hemos enviado por correo el enlace para restablecer tu contraseña.',
  verificationSent: 'Se ha enviado un correo de verificación a tu dirección de correo electrónico.',
  alreadyVerified: 'Tu dirección de correo electrónico ya está verificada.',
  requestedByMissing: 'Falta el encabezado X-Requested-By.',
  passwordReset: 'Tu contraseña ha sido restablecida.',
  unauthenticated: 'No autenticado.',
  verifySubject: 'Verifica tu dirección de correo electrónico',
  verifyIntro: 'Hola {name}, gracias por crear tu cuenta de donante en {organization}.',
  verifyAction: 'Confirma tu dirección de correo electrónico abriendo este enlace:',
  verifyExpiry:
    'El enlace funciona una sola vez y caduca en 24 horas. Si no creaste esta cuenta, ignora este correo: nadie puede ver tus donaciones ni tus tarjetas a través de ella, y si nunca se usa para donar, se eliminará en 7 días.',
  verifyReminderSubject: 'Recordatorio: verifica tu dirección de correo electrónico',
  verifyReminderIntro:
    'Hola {name}, la dirección de correo electrónico de tu cuenta de donante en {organization} aún no está confirmada.',
  verifyReminderKept:
    'El enlace funciona una sola vez y caduca en 24 horas. Tu cuenta y tus donaciones recurrentes siguen como están; las donaciones hechas con esta dirección sin iniciar sesión aparecerán en tu cuenta cuando la dirección esté confirmada. Si no creaste esta cuenta, ignora este correo: nadie puede ver tus donaciones ni tus tarjetas a través de ella.',
  verifyReminderRemoved:
    'El enlace funciona una sola vez y caduca en 24 horas. Una cuenta sin confirmar que no se ha usado para donar se elimina 7 días después de su creación; las donaciones ya hechas se conservan. Si no creaste esta cuenta, ignora este correo: nadie puede ver tus donaciones ni tus tarjetas a través de ella.',
  resetSubject: 'Restablece tu contraseña',
  resetIntro:
    'Recibimos una solicitud para restablecer la contraseña de tu cuenta de donante en {organization}.',
  resetAction: 'Elige una nueva contraseña aquí:',
  setSubject: 'Crea tu contraseña',
  setIntro:
    'Crea una contraseña para tu cuenta de donante en {organization} y administra tus donaciones recurrentes y tus datos personales.',
  setAction: 'Crea tu contraseña aquí:',
  resetExpiry:
    'El enlace funciona una sola vez y caduca en 60 minutos. Si no lo pediste, ignora este correo.',
};

const catalogues: Record<Locale, Record<AccountMessageKey, string>> = { en, es };

export function accountMessage(
  locale: Locale,
  key: AccountMessageKey,
  params: Record<string, string> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

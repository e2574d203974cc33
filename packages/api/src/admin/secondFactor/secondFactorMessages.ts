// What an administrator reads about their second factor, in English and Spanish.
import type { Locale } from '@halo/domain';

const en = {
  enrolmentRequired:
    'Set up a second factor on the Security page first: refunds, the team, webhooks, API keys and moving recurring gifts ask for it.',
  verificationRequired: 'Confirm it is you with a code from your authenticator app first.',
  codeRequired: 'Type a code.',
  codeWrong:
    'That code is not right: type the 6 digits your authenticator app shows now, or one of your unused recovery codes.',
  confirmCodeWrong: 'That code is not right: type the 6 digits your authenticator app shows now.',
  alreadyEnrolled: 'A second factor is already set up: remove it first to set up another.',
  noEnrolmentStarted:
    'Start setting up the second factor first: no enrollment is waiting for its first code.',
  notEnrolled: 'No second factor is set up for this account.',
  publishedDemo:
    'This is the public demo, whose password everyone knows: a second factor cannot be set up for it.',
} as const;

export type SecondFactorMessageKey = keyof typeof en;

const es: Record<SecondFactorMessageKey, string> = {
  enrolmentRequired:
    'Configura antes un segundo factor en la página Seguridad: los reembolsos, el equipo, los webhooks, las claves de API y el traslado de donativos recurrentes lo piden.',
  verificationRequired: 'Confirma que eres tú con un código de tu aplicación de autenticación.',
  codeRequired: 'Escribe un código.',
  codeWrong:
    'Ese código no es correcto: escribe los 6 dígitos que muestra ahora tu aplicación de autenticación, o uno de tus códigos de recuperación sin usar.',
  confirmCodeWrong:
    'Ese código no es correcto: escribe los 6 dígitos que muestra ahora tu aplicación de autenticación.',
  alreadyEnrolled: 'Ya hay un segundo factor configurado: quítalo antes de configurar otro.',
  noEnrolmentStarted:
    'Empieza antes a configurar el segundo factor: no hay ninguna configuración esperando su primer código.',
  notEnrolled: 'Esta cuenta no tiene un segundo factor configurado.',
  publishedDemo:
    'Esta es la demostración pública, cuya contraseña conoce todo el mundo: no se le puede configurar un segundo factor.',
};

export function secondFactorMessage(locale: Locale, key: SecondFactorMessageKey): string {
  return (locale === 'es' ? es : en)[key];
}

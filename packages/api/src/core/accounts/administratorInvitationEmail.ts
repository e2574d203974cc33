// The email inviting someone to run a church's giving: the spec's set-password email (a single-use
// link to /reset-password/{token}?mode=set on the church's own host), in the church's language, with
// the longer lifetime an invitation needs.
import escapeHtml from 'escape-html';
import type { Locale } from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

const TEXT = {
  en: {
    subject: 'You are invited to run giving at {organization}',
    intro: 'You have been made an administrator of online giving at {organization}.',
    action: 'Set your password here, then sign in at the same address:',
    expiry:
      'The link works once and expires in 7 days. If you did not expect this invitation, ignore this email.',
  },
  es: {
    subject: 'Te invitan a administrar las donaciones de {organization}',
    intro: 'Ahora eres administrador/a de las donaciones en línea de {organization}.',
    action: 'Crea tu contraseña aquí y luego inicia sesión en la misma dirección:',
    expiry:
      'El enlace funciona una vez y caduca en 7 días. Si no esperabas esta invitación, ignora este correo.',
  },
} as const;

export function administratorInvitationEmail(options: {
  to: string;
  locale: Locale;
  organization: string;
  link: string;
}): MailMessage {
  const fill = (text: string) => text.replace('{organization}', options.organization);
  const words = TEXT[options.locale];
  const [subject, intro, action, expiry] = [words.subject, words.intro, words.action, words.expiry].map(
    fill,
  ) as [string, string, string, string];
  return {
    to: options.to,
    subject,
    text: `${intro}\n\n${action}\n${options.link}\n\n${expiry}\n`,
    html:
      `<!doctype html><html lang="${options.locale}"><body>` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}<br>` +
      `<a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>` +
      `<p>${escapeHtml(expiry)}</p></body></html>`,
  };
}

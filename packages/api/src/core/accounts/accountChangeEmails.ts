// The emails of a sign-in email or password change (portal/donorProfile.ts), in a given locale.
import escapeHtml from 'escape-html';
import type { Locale } from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';
import { accountChangeMessage, type AccountChangeMessageKey } from './accountChangeMessages';
import { maskedEmail } from './maskedEmail';

/** Paragraphs of text; a paragraph given as [text, link] ends with the link on its own line. */
function compose(to: string, locale: Locale, subject: string, paragraphs: Array<string | [string, string]>) {
  const text = paragraphs.map((part) => (typeof part === 'string' ? part : `${part[0]}\n${part[1]}`));
  const html = paragraphs.map((part) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<p>${escapeHtml(part[0])}<br><a href="${escapeHtml(part[1])}">${escapeHtml(part[1])}</a></p>`,
  );
  return {
    to,
    subject,
    text: `${text.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${locale}"><body>${html.join('')}</body></html>`,
  } satisfies MailMessage;
}

interface Common {
  locale: Locale;
  name: string;
  organization: string;
}

/** To the new address: the link that makes it the sign-in email. */
export function confirmNewEmail(options: Common & { to: string; link: string }): MailMessage {
  const say = (key: AccountChangeMessageKey) =>
    accountChangeMessage(options.locale, key, { name: options.name, organization: options.organization });
  return compose(options.to, options.locale, say('confirmSubject'), [
    say('confirmIntro'),
    [say('confirmAction'), options.link],
    say('confirmExpiry'),
  ]);
}

/** To the current address: its sign-in email is about to change to `newEmail` (shown masked). */
export function emailChangeNotice(
  options: Common & { to: string; newEmail: string; resetLink: string },
): MailMessage {
  const params = {
    name: options.name,
    organization: options.organization,
    address: maskedEmail(options.newEmail),
  };
  const say = (key: AccountChangeMessageKey) => accountChangeMessage(options.locale, key, params);
  return compose(options.to, options.locale, say('emailChangeSubject'), [
    say('emailChangeIntro'),
    [say('notYou'), options.resetLink],
  ]);
}

/** To the account's address: its password was changed. */
export function passwordChangeNotice(options: Common & { to: string; resetLink: string }): MailMessage {
  const say = (key: AccountChangeMessageKey) =>
    accountChangeMessage(options.locale, key, { name: options.name, organization: options.organization });
  return compose(options.to, options.locale, say('passwordChangeSubject'), [
    say('passwordChangeIntro'),
    [say('notYou'), options.resetLink],
  ]);
}

// The verification and password emails, in the donor's locale (docs/ARCHITECTURE.md §4: real messages).
import escapeHtml from 'escape-html';
import type { Locale } from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';
import { accountMessage, type AccountMessageKey } from './accountMessages';

function compose(
  to: string,
  locale: Locale,
  keys: {
    subject: AccountMessageKey;
    intro: AccountMessageKey;
    action: AccountMessageKey;
    expiry: AccountMessageKey;
  },
  link: string,
  params: Record<string, string>,
): MailMessage {
  const [subject, intro, action, expiry] = [keys.subject, keys.intro, keys.action, keys.expiry].map((key) =>
    accountMessage(locale, key, params),
  ) as [string, string, string, string];
  return {
    to,
    subject,
    text: `${intro}\n\n${action}\n${link}\n\n${expiry}\n`,
    html:
      `<!doctype html><html lang="${locale}"><body>` +
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(expiry)}</p></body></html>`,
  };
}

export function verificationEmail(options: {
  to: string;
  locale: Locale;
  name: string;
  organization: string;
  link: string;
}): MailMessage {
  return compose(
    options.to,
    options.locale,
    { subject: 'verifySubject', intro: 'verifyIntro', action: 'verifyAction', expiry: 'verifyExpiry' },
    options.link,
    { name: options.name, organization: options.organization },
  );
}

/**
 * A reminder to verify (verificationReminders.ts), with a fresh link. `kept`: the account holds
 * something of its own and stays unverified as long as it likes; otherwise it is told it will be
 * removed a week after it was created.
 */
export function verificationReminderEmail(options: {
  to: string;
  locale: Locale;
  name: string;
  organization: string;
  link: string;
  kept: boolean;
}): MailMessage {
  return compose(
    options.to,
    options.locale,
    {
      subject: 'verifyReminderSubject',
      intro: 'verifyReminderIntro',
      action: 'verifyAction',
      expiry: options.kept ? 'verifyReminderKept' : 'verifyReminderRemoved',
    },
    options.link,
    { name: options.name, organization: options.organization },
  );
}

/** `set` for an account that has no password yet (created with a gift or through Google). */
export function passwordEmail(options: {
  to: string;
  locale: Locale;
  mode: 'reset' | 'set';
  organization: string;
  link: string;
}): MailMessage {
  const keys =
    options.mode === 'set'
      ? ({ subject: 'setSubject', intro: 'setIntro', action: 'setAction', expiry: 'resetExpiry' } as const)
      : ({
          subject: 'resetSubject',
          intro: 'resetIntro',
          action: 'resetAction',
          expiry: 'resetExpiry',
        } as const);
  return compose(options.to, options.locale, keys, options.link, { organization: options.organization });
}

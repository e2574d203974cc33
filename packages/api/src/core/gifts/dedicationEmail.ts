// The email telling someone the donor chose that a gift was given in honour or in memory of a person:
// who gave it, to which church, for whom. Never the amount: that is the donor's to share. The subject
// names only the church: the sender's and the person's names are text the donor typed, and an
// address anyone may choose must not carry it where mail filters and previews show it first.
import escapeHtml from 'escape-html';
import type { DedicationKind, Locale } from '@halo/domain';
import type { MailMessage } from '../../mail/mailer';

export interface DedicationNotice {
  to: string;
  locale: Locale;
  churchName: string;
  kind: DedicationKind;
  /** The person the gift honours or remembers. */
  personName: string;
  /** Who it is from: the name the donor gave, else the donor's own name, else their email. */
  senderName: string;
}

const text = {
  en: {
    subject: (kind: DedicationKind, church: string) =>
      kind === 'memory'
        ? `A gift to ${church} in someone's memory`
        : `A gift to ${church} in someone's honor`,
    body: (sender: string, kind: DedicationKind, person: string, church: string) =>
      kind === 'memory'
        ? `${sender} has given a gift to ${church} in memory of ${person}.`
        : `${sender} has given a gift to ${church} in honor of ${person}.`,
    why: (sender: string) => `${sender} asked us to let you know.`,
  },
  es: {
    subject: (kind: DedicationKind, church: string) =>
      kind === 'memory'
        ? `Una donación a ${church} en memoria de alguien`
        : `Una donación a ${church} en honor de alguien`,
    body: (sender: string, kind: DedicationKind, person: string, church: string) =>
      kind === 'memory'
        ? `${sender} hizo una donación a ${church} en memoria de ${person}.`
        : `${sender} hizo una donación a ${church} en honor de ${person}.`,
    why: (sender: string) => `${sender} nos pidió que se lo hiciéramos saber.`,
  },
} as const;

export function dedicationEmail(notice: DedicationNotice): MailMessage {
  const t = text[notice.locale];
  const body = t.body(notice.senderName, notice.kind, notice.personName, notice.churchName);
  const why = t.why(notice.senderName);
  return {
    to: notice.to,
    subject: t.subject(notice.kind, notice.churchName),
    text: `${body}\n\n${why}\n\n${notice.churchName}`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(why)}</p><p>${escapeHtml(notice.churchName)}</p>`,
  };
}

// One way to send email (docs/ARCHITECTURE.md §4): SMTP through nodemailer when SMTP_URL is set; otherwise the
// embedded default writes each message as an .eml file under DATA_DIR/mail, so a developer (or a
// browser test) can open what a donor would receive. Above debug it logs what kind of message it
// was by the pages its links open, their tokens masked (http/loggedUrl.ts; another site's page whose
// path is a credential by its origin alone), and the recipient's domain; the address, the subject (a
// sign-in code's subject holds the code), the links and the file only at debug: an emailed link is the only credential of a password reset, an invitation or a
// sign-in, and a log is read by more people than the mailbox it was sent to.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { loggedUrl } from '../http/loggedUrl';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file written by the embedded default; null when sent over SMTP. */
  file: string | null;
}

/** A message of the outbox (outbox.ts): sent again after a crash, it must be the same message. */
export interface OutboxDelivery {
  outboxId: number;
  queuedAt: Date;
}

export interface Mailer {
  send(message: MailMessage, delivery?: OutboxDelivery): Promise<SentMail>;
}

export const OUTBOX_ID_HEADER = 'X-Halo-Outbox-Id';

const headersOf = (delivery: OutboxDelivery | undefined) =>
  delivery ? { headers: { [OUTBOX_ID_HEADER]: String(delivery.outboxId) } } : {};

interface MailerLogger {
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** What a log above debug may say of a recipient: the domain of the address. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * Another site's pages we email links to whose path is itself a credential: Stripe's hosted page where a
 * donor verifies a bank account's micro-deposits (docs/PRODUCT.md §22) opens that account's verification.
 */
const CREDENTIAL_PATH_HOSTS = new Set(['payments.stripe.com']);

/** A link as a log above debug may show it: its page, the token masked. */
function maskedLink(link: string): string {
  try {
    const url = new URL(link);
    if (CREDENTIAL_PATH_HOSTS.has(url.hostname)) return `${url.origin}/…`;
    return `${url.origin}${loggedUrl(url.pathname + url.search)}`;
  } catch {
    return '…';
  }
}

export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  logger: MailerLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message, delivery) {
        const info = await transport.sendMail({ from: options.from, ...message, ...headersOf(delivery) });
        return { messageId: String(info.messageId), file: null };
      },
    };
  }
  // nodemailer builds the RFC 5322 message (encodings, multipart, attachments); we only store it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.join(options.dataDir, 'mail');
  // Written beside the folder first and then renamed into it, so whoever reads the folder (a
  // developer's mail client, a browser test) never opens a message half written.
  const writing = path.join(options.dataDir, 'mail-writing');
  return {
    async send(message, delivery) {
      const info = await builder.sendMail({ from: options.from, ...message, ...headersOf(delivery) });
      await mkdir(folder, { recursive: true });
      await mkdir(writing, { recursive: true });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // An outbox message is named by its id (and queue time, so names still sort in order): sent
      // again after a crash, it overwrites its own file instead of adding a second one.
      const stamp = (delivery?.queuedAt ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const unique = delivery
        ? `outbox-${String(delivery.outboxId).padStart(10, '0')}`
        : info.messageId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 12);
      const name = `${stamp}-${safeRecipient}-${unique}.eml`;
      const file = path.join(folder, name);
      await writeFile(path.join(writing, name), info.message as Buffer);
      await rename(path.join(writing, name), file);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      options.logger.info(
        { outboxId: delivery?.outboxId, toDomain: domainOf(message.to), links: links.map(maskedLink) },
        'mail written',
      );
      options.logger.debug(
        { to: message.to, subject: message.subject, links, file },
        'mail written: its address, subject and links',
      );
      return { messageId: String(info.messageId), file };
    },
  };
}

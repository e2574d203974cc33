// One way to send a text message, as mail/mailer.ts is for email: through Twilio's REST API
// (POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP basic auth with the account and its auth
// token: https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource)
// when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set; otherwise each message is written as a
// .json file under DATA_DIR/sms, so a developer or a test can read what a donor would receive.
// Node's own fetch carries the one call: the API has no HTTP client of its own (Stripe's and
// Pusher's SDKs bring theirs), and the `twilio` package would bring a 17 MB SDK and axios for it.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TwilioSettings } from '../config';

export interface SmsMessage {
  /** The donor's phone, E.164. */
  to: string;
  /** The church's text-to-give number, E.164. */
  from: string;
  body: string;
}

export interface SentSms {
  /** Twilio's message id (`SM…`); null when written to a file. */
  sid: string | null;
  /** The .json file of the embedded default; null when sent through Twilio. */
  file: string | null;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<SentSms>;
}

/** Twilio refused the message (its error `code` and `message`: https://www.twilio.com/docs/api/errors). */
export class SmsRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(`Twilio refused the message (${status}${code === null ? '' : `, code ${code}`}): ${message}`);
    this.name = 'SmsRefusedError';
  }
}

interface SmsLogger {
  info(object: object, message: string): void;
}

/** A message may wait this long for Twilio before the send fails. */
const SEND_TIMEOUT_MS = 10_000;

/** Only the last digits of a phone reach a log line. */
const maskedPhone = (phone: string) => `…${phone.slice(-4)}`;

function twilioSender(settings: TwilioSettings & { accountSid: string }, logger: SmsLogger): SmsSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: message.from, Body: message.body }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        sid?: string;
        code?: number;
        message?: string;
      };
      if (!response.ok || typeof answer.sid !== 'string') {
        throw new SmsRefusedError(
          response.status,
          answer.code ?? null,
          answer.message ?? response.statusText,
        );
      }
      logger.info({ sid: answer.sid, to: maskedPhone(message.to) }, 'sms sent');
      return { sid: answer.sid, file: null };
    },
  };
}

function fileSender(dataDir: string, logger: SmsLogger): SmsSender {
  const folder = path.join(dataDir, 'sms');
  // Written beside the folder and renamed in, as the file mailer does, so a reader of the folder
  // never opens a message half written.
  const writing = path.join(dataDir, 'sms-writing');
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      await mkdir(writing, { recursive: true });
      const sentAt = new Date();
      const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^0-9+]/g, '_')}-${randomBytes(4).toString('hex')}.json`;
      const text = `${JSON.stringify({ ...message, sentAt: sentAt.toISOString() }, null, 2)}\n`;
      await writeFile(path.join(writing, name), text);
      await rename(path.join(writing, name), path.join(folder, name));
      logger.info({ to: maskedPhone(message.to) }, 'sms written');
      return { sid: null, file: path.join(folder, name) };
    },
  };
}

export function createSmsSender(options: {
  twilio: TwilioSettings | null;
  dataDir: string;
  logger: SmsLogger;
}): SmsSender {
  const { twilio } = options;
  if (twilio?.accountSid) return twilioSender({ ...twilio, accountSid: twilio.accountSid }, options.logger);
  return fileSender(options.dataDir, options.logger);
}

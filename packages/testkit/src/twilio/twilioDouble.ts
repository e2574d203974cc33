// A local HTTP double of the Twilio Programmable Messaging API, for the API tests and the browser
// tests alike (there is no network in CI). Outgoing: POST /2010-04-01/Accounts/{AccountSid}/Messages.json
// with HTTP basic auth answers as Twilio does (201 and a Message resource; 401 code 20003 for other
// credentials; 400 codes 21602–21604 for a missing Body, From or To) and records each message.
// Incoming: `inbound` builds the form Twilio posts to a number's webhook when a text arrives,
// signed with X-Twilio-Signature by Twilio's published algorithm.
// https://www.twilio.com/docs/messaging/api/message-resource, https://www.twilio.com/docs/usage/security
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

/** What Twilio posts to a number's "A message comes in" webhook, and the signature it sends with it. */
export interface InboundText {
  params: Record<string, string>;
  signature: string;
  /** The form as it goes on the wire (application/x-www-form-urlencoded). */
  body: string;
}

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/** Twilio's X-Twilio-Signature: HMAC-SHA1 over the URL and the sorted name+value pairs, base64. */
export function twilioRequestSignature(
  authToken: string,
  url: string,
  params: Record<string, string>,
): string {
  const data = Object.keys(params)
    .sort()
    .map((name) => name + params[name])
    .join('');
  return createHmac('sha1', authToken)
    .update(url + data, 'utf8')
    .digest('base64');
}

export class TwilioDouble {
  readonly accountSid = sidOf('AC');
  readonly authToken = randomBytes(16).toString('hex');
  /** Messages Twilio accepted, in order. */
  readonly messages: TwilioMessage[] = [];
  private readonly failures: Array<{ status: number; code: number; message: string }> = [];
  private readonly server = http.createServer((request, response) => this.serve(request, response));
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The API's environment pointing its Twilio settings here. */
  env(): Record<string, string> {
    return {
      TWILIO_ACCOUNT_SID: this.accountSid,
      TWILIO_AUTH_TOKEN: this.authToken,
      TWILIO_API_URL: this.url,
    };
  }

  /** The next message is refused with this HTTP status and Twilio error code (21610: the phone opted out). */
  failNext(status = 400, code = 21610, message = 'Attempt to send to unsubscribed recipient'): void {
    this.failures.push({ status, code, message });
  }

  /**
   * The webhook request Twilio makes when `from` texts `body` to `to`, for the webhook at `url`
   * (exactly as configured in Twilio's console), signed with this account's token unless another is given.
   */
  inbound(
    url: string,
    text: { from: string; to: string; body: string },
    authToken = this.authToken,
  ): InboundText {
    const messageSid = sidOf('SM');
    const params: Record<string, string> = {
      ToCountry: 'US',
      ToState: '',
      SmsMessageSid: messageSid,
      NumMedia: '0',
      ToCity: '',
      FromZip: '',
      SmsSid: messageSid,
      FromState: '',
      SmsStatus: 'received',
      FromCity: '',
      Body: text.body,
      FromCountry: 'US',
      To: text.to,
      ToZip: '',
      NumSegments: '1',
      MessageSid: messageSid,
      AccountSid: this.accountSid,
      From: text.from,
      ApiVersion: '2010-04-01',
    };
    return {
      params,
      signature: twilioRequestSignature(authToken, url, params),
      body: new URLSearchParams(params).toString(),
    };
  }

  private serve(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { status, body } = this.answer(request, Buffer.concat(chunks).toString('utf8'));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  }

  private answer(request: http.IncomingMessage, raw: string): { status: number; body: object } {
    const error = (status: number, code: number, message: string) => ({
      status,
      body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    });
    const path = new URL(request.url ?? '/', this.url).pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (request.method !== 'POST' || !match) {
      return error(404, 20404, `The requested resource ${path} was not found`);
    }
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || match[1] !== this.accountSid) {
      return error(401, 20003, 'Authenticate');
    }
    const form = new URLSearchParams(raw);
    const to = form.get('To');
    const from = form.get('From');
    const body = form.get('Body');
    if (!to) return error(400, 21604, "A 'To' phone number is required.");
    if (!from) return error(400, 21603, "A 'From' phone number is required.");
    if (!body) return error(400, 21602, 'Message body is required.');
    const failure = this.failures.shift();
    if (failure) return error(failure.status, failure.code, failure.message);
    const message: TwilioMessage = { sid: sidOf('SM'), accountSid: this.accountSid, to, from, body };
    this.messages.push(message);
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const uri = `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}.json`;
    return {
      status: 201,
      body: {
        account_sid: this.accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid: message.sid,
        status: 'queued',
        subresource_uris: { media: uri.replace(/\.json$/, '/Media.json') },
        to,
        uri,
      },
    };
  }
}

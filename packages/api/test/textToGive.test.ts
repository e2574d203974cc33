// Text-to-give end to end (docs/PRODUCT.md §10, docs/CONTRACTS.md "Text-to-give"): the real app
// with a Twilio auth token, churches given their numbers as the halo CLI gives them, and texts
// delivered to POST /api/sms/twilio as Twilio delivers them (a form signed with X-Twilio-Signature by
// the Twilio double). The answer is TwiML: the reply Twilio texts back. Without TWILIO_AUTH_TOKEN the
// route is 404: the authorization matrix's app has none (test/restPublicRoutes.ts).
import { TwilioDouble, twilioRequestSignature } from '@halo/testkit/twilio/twilioDouble';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { churchUpdate } from '../src/cli/commands/churchCommands';
import { runCli } from '../src/cli/runCli';
import type { CliContext } from '../src/cli/cliCommand';
import { cliMessage } from '../src/cli/cliMessages';
import { funds, organizations, smsOptOuts } from '../src/db/schema';
import { ChurchSettingsError } from '../src/organizations/ChurchSettingsError';
import { findChurchForChange, updateChurch } from '../src/organizations/updateChurch';
import { startTestApp, type TestApp } from './helper';
import { sendRequest } from './httpClient';

const DEMO_NUMBER = '+15551234567';
const HOPE_NUMBER = '+15559876543';
const WEBHOOK = 'http://localhost:8080/api/sms/twilio';

let twilio: TwilioDouble;
let testApp: TestApp;
let missions: string;

/** The church's number as `church:update --sms-number` sets it, in one transaction. */
async function giveNumber(subdomain: string, smsNumber: string) {
  const config = testApp.app.config;
  const context: CliContext = {
    config,
    locale: 'en',
    now: new Date(),
    say: (key, params) => cliMessage('en', key, params),
  };
  const command = churchUpdate;
  if (command.kind !== 'database') throw new Error('church:update runs on the database');
  const input = v.parse(command.schema, { subdomain, 'sms-number': smsNumber });
  command.check?.(input);
  return testApp.app.db.transaction((tx) => command.run(tx, input, context));
}

beforeAll(async () => {
  twilio = await new TwilioDouble().start();
  testApp = await startTestApp({
    config: {
      twilio: { authToken: twilio.authToken, accountSid: twilio.accountSid, apiUrl: twilio.url },
      textToGivePerPhonePerHour: 4,
    },
  });
  await giveNumber('demo', '+1 (555) 123-4567');
  await giveNumber('hope', HOPE_NUMBER);
  const [fund] = await testApp.app.db.select().from(funds).where(eq(funds.name, 'Missions'));
  missions = fund!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  await twilio?.close();
});

let phones = 0;
/** A phone of its own for each test, so one test's texts never count against another's limit. */
const newPhone = () => `+1555000${String((phones += 1)).padStart(4, '0')}`;

/** `from` texts `body` to `to`, delivered and signed as Twilio does (or with the headers given). */
function text(
  from: string,
  body: string,
  to = DEMO_NUMBER,
  options: { signature?: string | null; url?: string } = {},
) {
  const inbound = twilio.inbound(options.url ?? WEBHOOK, { from, to, body });
  const signature = options.signature === undefined ? inbound.signature : options.signature;
  return sendRequest(testApp.port, {
    method: 'POST',
    url: '/api/sms/twilio',
    headers: {
      host: 'localhost:8080',
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: inbound.body,
  });
}

/** The texts a TwiML answer sends back, unescaped. */
function replies(xml: string): string[] {
  return [...xml.matchAll(/<Message>(.*?)<\/Message>/gs)].map(([, inner]) =>
    inner!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

async function reply(from: string, body: string, to = DEMO_NUMBER): Promise<string[]> {
  const response = await text(from, body, to);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response>.*<\/Response>$/s);
  return replies(response.body);
}

describe('the signature', () => {
  it("is Twilio's over PUBLIC_URL's webhook, or the text is refused with 403 and not answered", async () => {
    const from = newPhone();
    expect((await text(from, 'GIVE 50', DEMO_NUMBER, { signature: null })).statusCode).toBe(403);
    const forged = twilio.inbound(WEBHOOK, { from, to: DEMO_NUMBER, body: 'GIVE 50' }, 'another-token');
    const wrongToken = await text(from, 'GIVE 50', DEMO_NUMBER, { signature: forged.signature });
    expect([wrongToken.statusCode, wrongToken.json()]).toEqual([
      403,
      { message: 'Invalid Twilio signature.' },
    ]);
    // Signed for the address the request claims (its Host), not the one Twilio is configured with.
    const otherUrl = await text(from, 'GIVE 50', DEMO_NUMBER, { url: 'http://evil.example/api/sms/twilio' });
    expect(otherUrl.statusCode).toBe(403);
    expect(await reply(from, 'GIVE 50')).toHaveLength(1);
  });

  it('takes only a form: JSON is 415', async () => {
    const response = await sendRequest(testApp.port, {
      method: 'POST',
      url: '/api/sms/twilio',
      headers: { host: 'localhost:8080', 'x-twilio-signature': 'x' },
      payload: { From: [1], To: { a: 1 }, Body: 5 },
    });
    expect(response.statusCode).toBe(415);
  });

  it('a signed text from something that is not a phone is 400', async () => {
    expect((await text('anonymous', 'GIVE 50')).statusCode).toBe(400);
  });
});

describe('a number no church has', () => {
  it('is 404', async () => {
    const response = await text(newPhone(), 'GIVE 50', '+15550000000');
    expect([response.statusCode, response.json()]).toEqual([
      404,
      { message: 'No church has this text-to-give number.' },
    ]);
  });
});

describe('gifts', () => {
  it('GIVE 50 is answered with the giving page opened at $50.00', async () => {
    expect(await reply(newPhone(), 'GIVE 50')).toEqual([
      'Give $50.00 to Grace Community Church: http://demo.localhost:8080/?amount=50.00',
    ]);
    expect(await reply(newPhone(), '$25.50')).toEqual([
      'Give $25.50 to Grace Community Church: http://demo.localhost:8080/?amount=25.50',
    ]);
  });

  it('50 missions opens the form at the Missions fund', async () => {
    expect(await reply(newPhone(), '50 missions')).toEqual([
      `Give $50.00 to Grace Community Church (Missions): http://demo.localhost:8080/?amount=50.00&fund=${missions}`,
    ]);
    expect(await reply(newPhone(), '50 roof')).toEqual([
      'No fund is called "roof": choose one on the page. Give $50.00 to Grace Community Church: http://demo.localhost:8080/?amount=50.00',
    ]);
  });

  it('DAR 50 is answered in Spanish', async () => {
    expect(await reply(newPhone(), 'DAR 50')).toEqual([
      'Dona $50.00 a Grace Community Church: http://demo.localhost:8080/?amount=50.00',
    ]);
  });

  it('an amount outside the church limits gets the limits; anything else a short help', async () => {
    expect(await reply(newPhone(), 'GIVE 30000')).toEqual([
      'Gifts to Grace Community Church by text are from $1.00 to $25,000.00. Text an amount, e.g. GIVE 50.',
    ]);
    expect(await reply(newPhone(), 'hello')).toEqual([
      'To give to Grace Community Church, text an amount, e.g. GIVE 50 or 50 missions. HELP for help, STOP to opt out.',
    ]);
  });

  it("another church's number answers with that church's page only", async () => {
    const [answer] = await reply(newPhone(), 'GIVE 50', HOPE_NUMBER);
    expect(answer).toBe('Give $50.00 to Hope Fellowship: http://hope.localhost:8080/?amount=50.00');
    // Hope has no Missions fund: the words name none of its funds, never the demo church's.
    const [missionsAtHope] = await reply(newPhone(), '50 missions', HOPE_NUMBER);
    expect(missionsAtHope).toContain('No fund is called "missions"');
    expect(missionsAtHope).not.toContain(missions);
    expect(missionsAtHope).not.toContain('demo.');
  });
});

describe('carrier keywords', () => {
  it('after STOP only HELP and START are answered; START answers again', async () => {
    const from = newPhone();
    expect(await reply(from, 'STOP')).toEqual([
      'You will get no more texts from Grace Community Church. Reply START to opt back in.',
    ]);
    expect(await reply(from, 'GIVE 50')).toEqual([]);
    expect(await reply(from, 'hello')).toEqual([]);
    const [help] = await reply(from, 'HELP');
    expect(help).toBe(
      'Grace Community Church text-to-give: text an amount (GIVE 50) for a secure link to give. Msg&data rates may apply. Reply STOP to opt out. Help: office@gracecommunity.example',
    );
    expect(await reply(from, 'start')).toEqual([
      'You are opted back in to Grace Community Church text-to-give. Text GIVE 50 to give, HELP for help.',
    ]);
    expect(await reply(from, 'GIVE 50')).toHaveLength(1);
  });

  it('an opt-out is per church: STOP to one number leaves the other answering', async () => {
    const from = newPhone();
    await reply(from, 'unsubscribe', HOPE_NUMBER);
    expect(await reply(from, 'GIVE 50', HOPE_NUMBER)).toEqual([]);
    expect(await reply(from, 'GIVE 50')).toHaveLength(1);
    const rows = await testApp.app.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, from));
    expect(rows).toHaveLength(1);
  });

  it("honours the keywords Twilio's Advanced Opt-Out recognised (OptOutType), the church's own ones too", async () => {
    const from = newPhone();
    const deliver = async (body: string, optOutType: string) => {
      const inbound = twilio.inbound(WEBHOOK, { from, to: DEMO_NUMBER, body });
      const params = { ...inbound.params, OptOutType: optOutType };
      const response = await sendRequest(testApp.port, {
        method: 'POST',
        url: '/api/sms/twilio',
        headers: {
          host: 'localhost:8080',
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioRequestSignature(twilio.authToken, WEBHOOK, params),
        },
        payload: new URLSearchParams(params).toString(),
      });
      expect(response.statusCode).toBe(200);
      return replies(response.body);
    };
    expect(await deliver('PARAR', 'STOP')).toEqual([
      'You will get no more texts from Grace Community Church. Reply START to opt back in.',
    ]);
    expect(await reply(from, 'GIVE 50')).toEqual([]);
    expect((await deliver('SOCORRO', 'HELP'))[0]).toContain('text-to-give');
    expect(await deliver('SEGUIR', 'START')).toHaveLength(1);
    expect(await reply(from, 'GIVE 50')).toHaveLength(1);
  });

  it('AYUDA is help in Spanish', async () => {
    const [help] = await reply(newPhone(), 'Ayuda');
    expect(help).toMatch(
      /^Grace Community Church, donar por texto: .* Ayuda: office@gracecommunity\.example$/,
    );
  });
});

describe('the limit per phone', () => {
  it('leaves texts past it unanswered, but STOP and START still take effect', async () => {
    const from = newPhone();
    for (let i = 0; i < 4; i += 1) expect(await reply(from, 'GIVE 10')).toHaveLength(1);
    expect(await reply(from, 'GIVE 10')).toEqual([]);
    expect(await reply(from, 'HELP')).toEqual([]);
    expect(await reply(from, 'STOP')).toHaveLength(1);
    expect(await reply(from, 'START')).toHaveLength(1);
    expect(await reply(from, 'GIVE 10')).toEqual([]);
    // Another phone is not held back by this one.
    expect(await reply(newPhone(), 'GIVE 10')).toHaveLength(1);
  });
});

describe('the church number (church:update --sms-number)', () => {
  it('is stored in E.164 whatever spacing it was typed with, and printed', async () => {
    const [row] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'demo'));
    expect(row?.smsNumber).toBe(DEMO_NUMBER);
    const said = await giveNumber('demo', DEMO_NUMBER);
    expect(said.at(-1)).toContain(' · text-to-give +15551234567');
  });

  it("refuses another church's number, naming the field, in English and Spanish, and writes nothing", async () => {
    const refusal = await testApp.app.db
      .transaction(async (tx) =>
        updateChurch(tx, await findChurchForChange(tx, 'hope'), { smsNumber: DEMO_NUMBER }),
      )
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ChurchSettingsError);
    expect((refusal as ChurchSettingsError).field).toBe('smsNumber');
    expect((refusal as ChurchSettingsError).messageIn('en')).toBe(
      'The number +15551234567 is already the text-to-give number of another church.',
    );
    expect((refusal as ChurchSettingsError).messageIn('es')).toBe(
      'El número +15551234567 ya es el número para donar por mensaje de texto de otra iglesia.',
    );
    const [hope] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'hope'));
    expect(hope?.smsNumber).toBe(HOPE_NUMBER);
  });

  it.each([
    ['en', '--sms-number: "5551234567" is not a phone number in E.164 form'],
    ['es', '--sms-number: "5551234567" no es un número de teléfono en formato E.164'],
  ])('refuses a number not in E.164 before opening the database (%s)', async (lang, line) => {
    const said: string[] = [];
    const code = await runCli(
      ['church:update', '--subdomain', 'demo', '--sms-number', '555-123-4567'],
      { out: (t) => said.push(t), err: (t) => said.push(t) },
      [churchUpdate],
      {
        LANG: lang === 'es' ? 'es_MX.UTF-8' : 'en_US.UTF-8',
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      },
    );
    expect(code).toBe(1);
    expect(said.join('\n')).toContain(line);
  });

  it('none removes the number, and its texts then find no church', async () => {
    await giveNumber('hope', 'none');
    expect((await text(newPhone(), 'GIVE 50', HOPE_NUMBER)).statusCode).toBe(404);
    await giveNumber('hope', HOPE_NUMBER);
  });
});

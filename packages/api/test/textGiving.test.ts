// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply", docs/CONTRACTS.md "Text-to-give"):
// a donor verifies a phone in the portal with a code texted through the Twilio double, then an
// amount texted from it is answered with a prompt, and YES gives it once, charged off-session to the
// donor's primary saved card in the sandbox, recorded with its receipt. Expiry, repeated and
// concurrent YES (two instances on one database), a claim a killed process left (finished by the
// next YES, or by the periodic pass once across two instances), the day's cap, a declined card, an unverified or
// lapsed phone, and a phone claimed by a second donor; codes limited per donor and per phone. Other churches, guests and bad CSRF tokens
// for the three GraphQL operations are the authorization matrix's rows (textGivingMatrixRows.ts).
import { TwilioDouble } from '@halo/testkit/twilio/twilioDouble';
import { and, desc, eq, like } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import {
  contributionFunds,
  contributions,
  donorPhones,
  funds,
  organizations,
  outboxMessages,
  paymentMethods,
  processorCustomers,
  sandboxCharges,
  sandboxPaymentMethods,
  textGiftPrompts,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { signIn, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { sendRequest } from './httpClient';
import { startSecondInstance } from './secondInstance';
import { createDonor } from './reportFixtures';

jest.setTimeout(60_000);

const DEMO_NUMBER = '+15551234567';
const WEBHOOK = 'http://localhost:8080/api/sms/twilio';
const DONOR_PHONE = '+13125550101';
const SECOND = {
  email: 'second.phone@example.com',
  password: 'second-donor-1234',
  firstName: 'Sam',
  lastName: 'Second',
};

let twilio: TwilioDouble;
let testApp: TestApp;
let donor: TestBrowser;
let donorUserId: number;
let demoOrg: { id: number; prefixedId: string };
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const TEXT_GIVING = `query($org: ID!) { textGiving(organizationPrefixedId: $org) {
  churchNumber phone { phone verified verifiedAt lapsesAt codePending } } }`;
const SEND_CODE = `mutation($org: ID!, $phone: String!) { sendTextGivingCode(organizationPrefixedId: $org, phone: $phone) {
  phone { phone verified codePending } } }`;
const VERIFY = `mutation($org: ID!, $code: String!) { verifyTextGivingPhone(organizationPrefixedId: $org, code: $code) {
  phone { phone verified verifiedAt lapsesAt codePending } } }`;
const REMOVE = `mutation($org: ID!) { removeTextGivingPhone(organizationPrefixedId: $org) { phone { phone } } }`;

beforeAll(async () => {
  twilio = await new TwilioDouble().start();
  testApp = await startTestApp({
    clock,
    config: {
      twilio: { authToken: twilio.authToken, accountSid: twilio.accountSid, apiUrl: twilio.url },
      textToGivePerPhonePerHour: 1000,
      textGiftsPerPhonePerDay: 3,
    },
  });
  const { db } = testApp.app;
  await db.update(organizations).set({ smsNumber: DEMO_NUMBER }).where(eq(organizations.subdomain, 'demo'));
  const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  demoOrg = church!;
  const [row] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  donorUserId = row!.id;
  donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await twilio?.close();
});

async function call(
  as: TestBrowser,
  document: string,
  variables: Record<string, unknown> = {},
  locale = 'en',
) {
  const response = await as.graphql(
    document,
    { org: demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

/** The code the Twilio double last carried to `phone`. */
function lastCodeTo(phone: string): string {
  const message = [...twilio.messages].reverse().find((sent) => sent.to === phone);
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

async function verify(as: TestBrowser, phone: string) {
  const sent = await call(as, SEND_CODE, { phone });
  expect(sent.errors).toBeUndefined();
  const verified = await call(as, VERIFY, { code: lastCodeTo(phone) });
  expect(verified.errors).toBeUndefined();
  return verified.data.verifyTextGivingPhone;
}

/** `from` texts `body` to the demo church, as Twilio delivers it, to this instance or another's port. */
async function text(from: string, body: string, port = testApp.port): Promise<string[]> {
  const inbound = twilio.inbound(WEBHOOK, { from, to: DEMO_NUMBER, body });
  const request = {
    method: 'POST' as const,
    url: '/api/sms/twilio',
    headers: {
      host: 'localhost:8080',
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': inbound.signature,
    },
    payload: inbound.body,
  };
  const response = await sendRequest(port, request);
  expect(response.statusCode).toBe(200);
  return [...response.body.matchAll(/<Message>(.*?)<\/Message>/gs)].map(([, inner]) =>
    inner!
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

async function textGifts() {
  return testApp.app.db
    .select()
    .from(contributions)
    .where(and(eq(contributions.organizationId, demoOrg.id), like(contributions.idempotencyKey, 'text:%')))
    .orderBy(desc(contributions.id));
}

/** Moves the clock on, and signs the donor in again: a jump of hours ends her session. */
async function later(ms: number) {
  offsetMs += ms;
  donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
}

/** A new day for the phone's cap: the tests of the flow each start under it. */
const clearDailyCap = () => later(25 * 60 * 60_000);

describe('verifying a phone in the profile', () => {
  it('texts a code from the church’s number, stores the phone in E.164 and the code hashed', async () => {
    const before = await call(donor, TEXT_GIVING);
    expect(before.data.textGiving).toEqual({ churchNumber: DEMO_NUMBER, phone: null });

    const sent = await call(donor, SEND_CODE, { phone: '(312) 555-0101' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTextGivingCode.phone).toEqual({
      phone: DONOR_PHONE,
      verified: false,
      codePending: true,
    });
    const message = twilio.messages.at(-1)!;
    expect(message).toMatchObject({ to: DONOR_PHONE, from: DEMO_NUMBER });
    expect(message.body).toMatch(/^Your Grace Community Church code is \d{6}\. It expires in 10 minutes\./);
    const [row] = await testApp.app.db.select().from(donorPhones).where(eq(donorPhones.userId, donorUserId));
    expect(row!.codeHash).not.toContain(lastCodeTo(DONOR_PHONE));
    expect(row!.codeHash).toMatch(/^scrypt\$/);
  });

  it('a wrong code is refused on the code field with the tries left; the fifth ends the code', async () => {
    await call(donor, SEND_CODE, { phone: DONOR_PHONE });
    const right = lastCodeTo(DONOR_PHONE);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await call(donor, VERIFY, { code: wrong });
    expect(first.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code is incorrect. 4 tries left.'],
    });
    const spanish = await call(donor, VERIFY, { code: wrong }, 'es');
    expect(spanish.errors?.[0]?.extensions.validation).toEqual({
      code: ['Este código no es correcto. Te quedan 3 intentos.'],
    });
    await call(donor, VERIFY, { code: wrong });
    await call(donor, VERIFY, { code: wrong });
    const fifth = await call(donor, VERIFY, { code: wrong });
    expect(fifth.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code has expired or was used up. Send a new code.'],
    });
    // The right code no longer works: a new one must be sent.
    const late = await call(donor, VERIFY, { code: right });
    expect(late.errors?.[0]?.extensions.validation.code).toBeDefined();
  });

  it('refuses a phone that is not one, and a malformed code, naming the field in the reader’s language', async () => {
    const phone = await call(donor, SEND_CODE, { phone: 'call me' }, 'es');
    expect(phone.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Escribe un número de celular, p. ej. (312) 555-0123 o +44 20 7946 0958.'],
    });
    const code = await call(donor, VERIFY, { code: '12a' });
    expect(code.errors?.[0]?.extensions.validation).toEqual({
      code: ['Enter the 6-digit code we texted you.'],
    });
  });

  it('a number Twilio refuses is refused on the phone field, and no code is left to enter', async () => {
    twilio.failNext(400, 21610, 'Attempt to send to unsubscribed recipient');
    const refused = await call(donor, SEND_CODE, { phone: '+13125550111' });
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      phone: ['The code could not be texted to this number. Please check it.'],
    });
    const after = await call(donor, TEXT_GIVING);
    expect(after.data.textGiving.phone).toMatchObject({ phone: '+13125550111', codePending: false });
  });

  it('a code expires after 10 minutes', async () => {
    await call(donor, SEND_CODE, { phone: DONOR_PHONE });
    offsetMs += 11 * 60_000;
    const late = await call(donor, VERIFY, { code: lastCodeTo(DONOR_PHONE) });
    expect(late.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code has expired or was used up. Send a new code.'],
    });
  });

  it('the right code verifies the phone for twelve months; a new number un-verifies it', async () => {
    await later(61 * 60_000);
    const verified = await verify(donor, DONOR_PHONE);
    expect(verified.phone).toMatchObject({ phone: DONOR_PHONE, verified: true, codePending: false });
    const lapses =
      new Date(verified.phone.lapsesAt).getTime() - new Date(verified.phone.verifiedAt).getTime();
    expect(Math.round(lapses / (24 * 60 * 60_000))).toBeGreaterThanOrEqual(365);

    const changed = await call(donor, SEND_CODE, { phone: '+13125550102' });
    expect(changed.data.sendTextGivingCode.phone).toEqual({
      phone: '+13125550102',
      verified: false,
      codePending: true,
    });
    // Back to the first number, verified again.
    await verify(donor, DONOR_PHONE);
  });

  it('sends at most five codes an hour', async () => {
    await later(61 * 60_000);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await call(donor, SEND_CODE, { phone: DONOR_PHONE })).errors).toBeUndefined();
    }
    const sixth = await call(donor, SEND_CODE, { phone: DONOR_PHONE });
    expect(sixth.errors?.[0]?.extensions.validation.phone[0]).toMatch(/^Too many codes were sent/);
    await later(61 * 60_000);
    // Sending a code to the same phone leaves it verified until the code is typed.
    expect((await call(donor, TEXT_GIVING)).data.textGiving.phone.verified).toBe(true);
  });

  it('sends at most five codes an hour to one phone, whichever donors ask', async () => {
    const shared = '+13125550177';
    const donors = [];
    for (const email of ['fourth.phone@example.com', 'fifth.phone@example.com']) {
      await createDonor(testApp, 'demo', { ...SECOND, email });
      donors.push(await signIn(testApp, { email, password: SECOND.password }, 'demo.localhost'));
    }
    const [fourth, fifth] = donors as [TestBrowser, TestBrowser];
    for (const as of [fourth, fourth, fourth, fifth, fifth]) {
      expect((await call(as, SEND_CODE, { phone: shared })).errors).toBeUndefined();
    }
    // Each donor is under her own five; the phone has had its five.
    const refused = await call(fifth, SEND_CODE, { phone: shared });
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Too many codes were sent to this phone number. Please try again in 60 minutes.'],
    });
    const spanish = await call(fourth, SEND_CODE, { phone: shared }, 'es');
    expect(spanish.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Se enviaron demasiados códigos a este número de teléfono. Inténtalo de nuevo en 60 minutos.'],
    });
    expect(twilio.messages.filter((sent) => sent.to === shared)).toHaveLength(5);
    // The refusals counted against neither donor: another phone still gets her code.
    expect((await call(fifth, SEND_CODE, { phone: '+13125550178' })).errors).toBeUndefined();
    // The hour over, the phone gets codes again.
    offsetMs += 61 * 60_000;
    const again = await signIn(
      testApp,
      { email: 'fourth.phone@example.com', password: SECOND.password },
      'demo.localhost',
    );
    expect((await call(again, SEND_CODE, { phone: shared })).errors).toBeUndefined();
    donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
  });
});

describe('giving in one reply', () => {
  it('an amount from the verified phone is answered with the prompt; YES gives once, with a receipt', async () => {
    await clearDailyCap();
    expect(await text(DONOR_PHONE, 'GIVE 50')).toEqual([
      'Reply YES to give $50.00 to General Fund with Visa ••4242',
    ]);
    const live = jest.spyOn(testApp.app.broadcaster, 'toDonor');
    const given = await text(DONOR_PHONE, 'yes');
    expect(given).toEqual([
      'Thank you! You gave $50.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
    ]);
    const [gift] = await textGifts();
    expect(gift).toMatchObject({ donorUserId, amount: 5000, status: 'succeeded', cardLastFour: '4242' });
    // The donor's open portal hears of it.
    expect(live.mock.calls.map(([, event, payload]) => [event, payload])).toEqual([
      [
        'contribution.succeeded',
        expect.objectContaining({
          contributionPrefixedId: gift!.prefixedId,
          amount: 5000,
          status: 'succeeded',
        }),
      ],
    ]);
    live.mockRestore();
    const [general] = await testApp.app.db
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, demoOrg.id), eq(funds.isDefault, true)));
    const shares = await testApp.app.db
      .select()
      .from(contributionFunds)
      .where(eq(contributionFunds.contributionId, gift!.id));
    expect(shares.map((share) => share.fundId)).toEqual([general!.id]);
    const [receipt] = await testApp.app.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(receipt!.message).toMatchObject({
      to: DEMO_DONOR.email,
      subject: 'Thank you for your gift to Grace Community Church',
    });

    // The same YES again gives nothing more.
    expect(await text(DONOR_PHONE, 'YES')).toEqual([
      'We already have your YES for $50.00 to General Fund: it is given once.',
    ]);
    expect(await textGifts()).toHaveLength(1);
  });

  it('50 missions names the fund; DAR 50 asks in Spanish and SÍ gives', async () => {
    expect(await text(DONOR_PHONE, '50 missions')).toEqual([
      'Reply YES to give $50.00 to Missions with Visa ••4242',
    ]);
    expect(await text(DONOR_PHONE, 'DAR 20')).toEqual([
      'Responde SÍ para dar $20.00 a General Fund con Visa ••4242',
    ]);
    // The later prompt replaced the earlier: SÍ gives $20.00, never the $50.00 to Missions.
    expect(await text(DONOR_PHONE, '¡Sí!')).toEqual([
      '¡Gracias! Diste $20.00 a General Fund con Visa ••4242. Tu recibo llegará por correo electrónico.',
    ]);
    expect((await textGifts())[0]).toMatchObject({ amount: 2000 });
  });

  it('the day’s cap: past it an amount is answered with the link', async () => {
    // Two gifts so far today; the third is the last.
    await text(DONOR_PHONE, 'GIVE 5');
    expect((await text(DONOR_PHONE, 'YES'))[0]).toMatch(/^Thank you!/);
    expect(await text(DONOR_PHONE, 'GIVE 5')).toEqual([
      'You have given by text as often as a day allows. Give on the page: http://demo.localhost:8080/?amount=5.00&fund=' +
        (await defaultFundPrefixedId()),
    ]);
    await clearDailyCap();
    expect((await text(DONOR_PHONE, 'GIVE 5'))[0]).toMatch(/^Reply YES/);
  });

  it('a prompt expires after 10 minutes', async () => {
    await clearDailyCap();
    await text(DONOR_PHONE, 'GIVE 7');
    offsetMs += 10 * 60_000 + 1000;
    expect(await text(DONOR_PHONE, 'YES')).toEqual([
      'That gift was not given: its 10 minutes ran out. Text the amount again to give.',
    ]);
    expect(await text(DONOR_PHONE, 'YES')).toEqual([
      'No gift is waiting for your reply. To give, text an amount, e.g. GIVE 50.',
    ]);
    expect((await textGifts()).some((gift) => gift.amount === 700)).toBe(false);
  });

  it('two YES at once on two instances give once', async () => {
    await clearDailyCap();
    const second = await startSecondInstance(testApp, { clock });
    await second.listen({ host: '127.0.0.1', port: 0 });
    const secondPort = (second.server.address() as AddressInfo).port;
    try {
      await text(DONOR_PHONE, 'GIVE 11');
      const before = (await textGifts()).length;
      const answers = await Promise.all([
        text(DONOR_PHONE, 'YES'),
        text(DONOR_PHONE, 'YES', secondPort),
        text(DONOR_PHONE, 'YES'),
        text(DONOR_PHONE, 'YES', secondPort),
      ]);
      const thanks = answers.filter(([answer]) => answer?.startsWith('Thank you!'));
      expect(thanks).toHaveLength(1);
      const after = await textGifts();
      expect(after.length - before).toBe(1);
      expect(after[0]).toMatchObject({ amount: 1100 });
      const [prompt] = await testApp.app.db
        .select()
        .from(textGiftPrompts)
        .where(eq(textGiftPrompts.contributionId, after[0]!.id));
      expect(prompt!.status).toBe('given');
    } finally {
      await second.close();
    }
  });

  it('a claim a stopped process left is finished by the next YES: one charge, one gift', async () => {
    await clearDailyCap();
    await text(DONOR_PHONE, 'GIVE 17');
    const { db } = testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    // The process claimed it and charged the card, then stopped before recording the gift.
    const [card] = await db
      .select({ processorId: paymentMethods.processorId, customerId: processorCustomers.customerId })
      .from(paymentMethods)
      .innerJoin(processorCustomers, eq(processorCustomers.id, paymentMethods.processorCustomerId))
      .where(and(eq(paymentMethods.userId, donorUserId), eq(paymentMethods.isPrimary, true)));
    const key = `text-gift:${demoOrg.prefixedId}:${prompt!.prefixedId}`;
    const [church] = await db.select().from(organizations).where(eq(organizations.id, demoOrg.id));
    await testApp.app.payments.forOrganization(church!).chargeOrAwaitAuthentication({
      customerId: card!.customerId,
      paymentMethodId: card!.processorId,
      amountCents: 1700,
      currency: 'usd',
      description: 'Gift by text',
      idempotencyKey: key,
      metadata: {},
    });
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    // While the claim is fresh, a YES takes nothing over.
    expect((await text(DONOR_PHONE, 'YES'))[0]).toMatch(/^We already have your YES/);
    // Past its ten minutes too: it was confirmed in time.
    offsetMs += 11 * 60_000;
    expect(await text(DONOR_PHONE, 'YES')).toEqual([
      'Thank you! You gave $17.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
    ]);
    const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    expect(charges).toHaveLength(1);
    const gifts = (await textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]!.processorChargeId).toBe(charges[0]!.id);
  });

  it('the periodic pass finishes a claim a process killed before charging: once on two instances, and texts the answer', async () => {
    await clearDailyCap();
    await text(DONOR_PHONE, 'GIVE 23');
    const { db } = testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    // YES claimed it, then the process was killed before charging: the donor heard nothing back.
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    const key = `text-gift:${demoOrg.prefixedId}:${prompt!.prefixedId}`;
    const giftsOfPrompt = async () =>
      (await textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`);
    // A claim still fresh may be a process still at work: the pass leaves it.
    expect(await testApp.app.stuckTextGifts.runOnce()).toEqual({ finished: 0, texted: 0 });

    offsetMs += 3 * 60_000;
    const second = await startSecondInstance(testApp, { clock });
    try {
      const textedBefore = twilio.messages.length;
      const summaries = await Promise.all([
        testApp.app.stuckTextGifts.runOnce(),
        second.stuckTextGifts.runOnce(),
        testApp.app.stuckTextGifts.runOnce(),
        second.stuckTextGifts.runOnce(),
      ]);
      expect(summaries.reduce((sum, summary) => sum + summary.finished, 0)).toBe(1);
      const charges = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
      expect(charges).toHaveLength(1);
      const gifts = await giftsOfPrompt();
      expect(gifts).toEqual([expect.objectContaining({ amount: 2300, processorChargeId: charges[0]!.id })]);
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt!.id));
      expect(settled).toMatchObject({ status: 'given', contributionId: gifts[0]!.id });
      expect(twilio.messages.slice(textedBefore)).toEqual([
        expect.objectContaining({
          to: DONOR_PHONE,
          from: DEMO_NUMBER,
          body: 'Thank you! You gave $23.00 to General Fund with Visa ••4242. Your receipt is on its way by email.',
        }),
      ]);
      // Nothing is left to finish, and a late YES gives nothing more.
      expect(await second.stuckTextGifts.runOnce()).toEqual({ finished: 0, texted: 0 });
      expect((await text(DONOR_PHONE, 'YES'))[0]).toMatch(/^We already have your YES/);
      expect(await giftsOfPrompt()).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('the periodic pass gives a stuck claim of a phone opted out since, and texts it nothing', async () => {
    await clearDailyCap();
    await text(DONOR_PHONE, 'GIVE 29');
    const { db } = testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, DONOR_PHONE))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    await text(DONOR_PHONE, 'STOP');
    try {
      offsetMs += 3 * 60_000;
      const textedBefore = twilio.messages.length;
      expect(await testApp.app.stuckTextGifts.runOnce()).toEqual({ finished: 1, texted: 0 });
      expect(twilio.messages.slice(textedBefore)).toEqual([]);
      // The YES was given in time: the gift stands, with its receipt by email.
      const [settled] = await db.select().from(textGiftPrompts).where(eq(textGiftPrompts.id, prompt!.id));
      expect(settled!.status).toBe('given');
      expect(
        (await textGifts()).filter((gift) => gift.idempotencyKey === `text:${prompt!.prefixedId}`),
      ).toHaveLength(1);
    } finally {
      await text(DONOR_PHONE, 'START');
    }
  });

  it('a declined card is explained in words and nothing is recorded', async () => {
    await clearDailyCap();
    const [card] = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, donorUserId), eq(paymentMethods.isPrimary, true)));
    const setOutcome = (chargeOutcome: 'succeed' | 'card_declined') =>
      testApp.app.db
        .update(sandboxPaymentMethods)
        .set({ chargeOutcome })
        .where(eq(sandboxPaymentMethods.id, card!.processorId));
    await setOutcome('card_declined');
    try {
      const before = (await textGifts()).length;
      await text(DONOR_PHONE, 'GIVE 13');
      expect(await text(DONOR_PHONE, 'YES')).toEqual([
        'Visa ••4242 was declined: Your card was declined. Nothing was given. Give on the page: http://demo.localhost:8080/?amount=13.00&fund=' +
          (await defaultFundPrefixedId()),
      ]);
      expect(await textGifts()).toHaveLength(before);
    } finally {
      await setOutcome('succeed');
    }
  });

  it('an unverified, lapsed or unknown phone gets the link; a verified donor without a saved card too', async () => {
    await clearDailyCap();
    expect(await text('+13125550199', 'GIVE 50')).toEqual([
      'Give $50.00 to Grace Community Church: http://demo.localhost:8080/?amount=50.00',
    ]);
    // Lapsed: thirteen months on.
    const saved = offsetMs;
    offsetMs += 396 * 24 * 60 * 60_000;
    expect((await text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(/^Give \$50\.00 to Grace Community Church: /);
    expect(await text(DONOR_PHONE, 'YES')).toEqual([
      'No gift is waiting for your reply. To give, text an amount, e.g. GIVE 50.',
    ]);
    offsetMs = saved;

    const second = await createDonor(testApp, 'demo', SECOND);
    const browser = await signIn(testApp, SECOND, 'demo.localhost');
    await verify(browser, '+13125550177');
    expect((await text('+13125550177', 'GIVE 50'))[0]).toMatch(/^Give \$50\.00 to Grace Community Church: /);
    await call(browser, REMOVE);
    const [gone] = await testApp.app.db
      .select()
      .from(donorPhones)
      .where(eq(donorPhones.userId, second.user.id));
    expect(gone).toBeUndefined();
  });

  it('a phone verified by a second donor leaves the first: the first is told by email', async () => {
    const third = await createDonor(testApp, 'demo', { ...SECOND, email: 'third.phone@example.com' });
    const browser = await signIn(
      testApp,
      { email: 'third.phone@example.com', password: SECOND.password },
      'demo.localhost',
    );
    await verify(browser, DONOR_PHONE);
    const first = await call(donor, TEXT_GIVING);
    expect(first.data.textGiving.phone).toMatchObject({ phone: DONOR_PHONE, verified: false });
    const notices = await testApp.app.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.id))
      .limit(3);
    expect(notices.map((notice) => notice.message)).toContainEqual(
      expect.objectContaining({
        to: DEMO_DONOR.email,
        subject: 'Your phone no longer gives by text at Grace Community Church',
      }),
    );
    // Texts from the phone now prompt for the second donor, who has no saved card: the link.
    expect((await text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(/^Give \$50\.00/);
    const [row] = await testApp.app.db
      .select()
      .from(donorPhones)
      .where(eq(donorPhones.userId, third.user.id));
    expect(row!.verifiedAt).not.toBeNull();
    // The first donor takes it back the same way, and the phone prompts again.
    await verify(donor, DONOR_PHONE);
    await clearDailyCap();
    expect((await text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(/^Reply YES/);
  });

  it('no log line carries a phone or a code in full', async () => {
    // The route and the portal log only the last four digits (src/sms/smsSender.ts does the same).
    const lines: string[] = [];
    const logged = await startTestApp({
      clock,
      config: {
        logLevel: 'info',
        twilio: { authToken: twilio.authToken, accountSid: twilio.accountSid, apiUrl: twilio.url },
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await logged.app.db
        .update(organizations)
        .set({ smsNumber: DEMO_NUMBER })
        .where(eq(organizations.subdomain, 'demo'));
      const browser = await signIn(logged, DEMO_DONOR, 'demo.localhost');
      const answer = await browser.graphql(SEND_CODE, { org: demoOrg.prefixedId, phone: DONOR_PHONE });
      expect(answer.json().errors).toBeUndefined();
      const code = lastCodeTo(DONOR_PHONE);
      await browser.graphql(VERIFY, { org: demoOrg.prefixedId, code });
      const all = lines.join('\n');
      expect(all).toContain('0101');
      expect(all).not.toContain(DONOR_PHONE);
      expect(all).not.toContain('3125550101');
      expect(all).not.toContain(code);
    } finally {
      await logged.close();
    }
  });
});

async function defaultFundPrefixedId(): Promise<string> {
  const [general] = await testApp.app.db
    .select()
    .from(funds)
    .where(and(eq(funds.organizationId, demoOrg.id), eq(funds.isDefault, true)));
  return general!.prefixedId;
}

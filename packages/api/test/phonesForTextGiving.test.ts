// Verifying a phone for giving by text (docs/PRODUCT.md §10 "Giving in one reply"): a donor verifies a
// phone in the portal with a code texted through the Twilio double; codes expire, are tried at most five
// times and limited per donor and per phone; a phone verified by a second donor leaves the first; no
// log line carries a phone or a code. Our code, the same on either database: PostgreSQL only (giving in
// one reply is textGiving.test.ts, its concurrency textGivingClaims.test.ts).
import { desc, eq } from 'drizzle-orm';
import { donorPhones, organizations, outboxMessages } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { signIn } from './adminFixtures';
import { startTestApp, type TestBrowser } from './helper';
import { createDonor } from './reportFixtures';
import {
  DEMO_NUMBER,
  DONOR_PHONE,
  SECOND,
  SEND_CODE,
  TEXT_GIVING,
  TextGivingWorld,
  VERIFY,
} from './textGivingWorld';

jest.setTimeout(60_000);

const world = new TextGivingWorld();
beforeAll(() => world.start(), 120_000);
afterAll(() => world.close());

describe('verifying a phone in the profile', () => {
  it('texts a code from the church’s number, stores the phone in E.164 and the code hashed', async () => {
    const before = await world.call(world.donor, TEXT_GIVING);
    expect(before.data.textGiving).toEqual({ churchNumber: DEMO_NUMBER, phone: null });

    const sent = await world.call(world.donor, SEND_CODE, { phone: '(312) 555-0101' });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTextGivingCode.phone).toEqual({
      phone: DONOR_PHONE,
      verified: false,
      codePending: true,
    });
    const message = world.twilio.messages.at(-1)!;
    expect(message).toMatchObject({ to: DONOR_PHONE, from: DEMO_NUMBER });
    expect(message.body).toMatch(/^Your Grace Community Church code is \d{6}\. It expires in 10 minutes\./);
    const [row] = await world.testApp.app.db
      .select()
      .from(donorPhones)
      .where(eq(donorPhones.userId, world.donorUserId));
    expect(row!.codeHash).not.toContain(world.lastCodeTo(DONOR_PHONE));
    expect(row!.codeHash).toMatch(/^scrypt\$/);
  });

  it('a wrong code is refused on the code field with the tries left; the fifth ends the code', async () => {
    await world.call(world.donor, SEND_CODE, { phone: DONOR_PHONE });
    const right = world.lastCodeTo(DONOR_PHONE);
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await world.call(world.donor, VERIFY, { code: wrong });
    expect(first.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code is incorrect. 4 tries left.'],
    });
    const spanish = await world.call(world.donor, VERIFY, { code: wrong }, 'es');
    expect(spanish.errors?.[0]?.extensions.validation).toEqual({
      code: ['Este código no es correcto. Te quedan 3 intentos.'],
    });
    await world.call(world.donor, VERIFY, { code: wrong });
    await world.call(world.donor, VERIFY, { code: wrong });
    const fifth = await world.call(world.donor, VERIFY, { code: wrong });
    expect(fifth.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code has expired or was used up. Send a new code.'],
    });
    // The right code no longer works: a new one must be sent.
    const late = await world.call(world.donor, VERIFY, { code: right });
    expect(late.errors?.[0]?.extensions.validation.code).toBeDefined();
  });

  it('refuses a phone that is not one, and a malformed code, naming the field in the reader’s language', async () => {
    const phone = await world.call(world.donor, SEND_CODE, { phone: 'call me' }, 'es');
    expect(phone.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Escribe un número de celular, p. ej. (312) 555-0123 o +44 20 7946 0958.'],
    });
    const code = await world.call(world.donor, VERIFY, { code: '12a' });
    expect(code.errors?.[0]?.extensions.validation).toEqual({
      code: ['Enter the 6-digit code we texted you.'],
    });
  });

  it('a number Twilio refuses is refused on the phone field, and no code is left to enter', async () => {
    world.twilio.failNext(400, 21610, 'Attempt to send to unsubscribed recipient');
    const refused = await world.call(world.donor, SEND_CODE, { phone: '+13125550111' });
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      phone: ['The code could not be texted to this number. Please check it.'],
    });
    const after = await world.call(world.donor, TEXT_GIVING);
    expect(after.data.textGiving.phone).toMatchObject({ phone: '+13125550111', codePending: false });
  });

  it('a code expires after 10 minutes', async () => {
    await world.call(world.donor, SEND_CODE, { phone: DONOR_PHONE });
    world.offsetMs += 11 * 60_000;
    const late = await world.call(world.donor, VERIFY, { code: world.lastCodeTo(DONOR_PHONE) });
    expect(late.errors?.[0]?.extensions.validation).toEqual({
      code: ['This code has expired or was used up. Send a new code.'],
    });
  });

  it('the right code verifies the phone for twelve months; a new number un-verifies it', async () => {
    await world.later(61 * 60_000);
    const verified = await world.verify(world.donor, DONOR_PHONE);
    expect(verified.phone).toMatchObject({ phone: DONOR_PHONE, verified: true, codePending: false });
    const lapses =
      new Date(verified.phone.lapsesAt).getTime() - new Date(verified.phone.verifiedAt).getTime();
    expect(Math.round(lapses / (24 * 60 * 60_000))).toBeGreaterThanOrEqual(365);

    const changed = await world.call(world.donor, SEND_CODE, { phone: '+13125550102' });
    expect(changed.data.sendTextGivingCode.phone).toEqual({
      phone: '+13125550102',
      verified: false,
      codePending: true,
    });
    // Back to the first number, verified again.
    await world.verify(world.donor, DONOR_PHONE);
  });

  it('sends at most five codes an hour', async () => {
    await world.later(61 * 60_000);
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await world.call(world.donor, SEND_CODE, { phone: DONOR_PHONE })).errors).toBeUndefined();
    }
    const sixth = await world.call(world.donor, SEND_CODE, { phone: DONOR_PHONE });
    expect(sixth.errors?.[0]?.extensions.validation.phone[0]).toMatch(/^Too many codes were sent/);
    await world.later(61 * 60_000);
    // Sending a code to the same phone leaves it verified until the code is typed.
    expect((await world.call(world.donor, TEXT_GIVING)).data.textGiving.phone.verified).toBe(true);
  });

  it('sends at most five codes an hour to one phone, whichever donors ask', async () => {
    const shared = '+13125550177';
    const donors = [];
    for (const email of ['fourth.phone@example.com', 'fifth.phone@example.com']) {
      await createDonor(world.testApp, 'demo', { ...SECOND, email });
      donors.push(await signIn(world.testApp, { email, password: SECOND.password }, 'demo.localhost'));
    }
    const [fourth, fifth] = donors as [TestBrowser, TestBrowser];
    for (const as of [fourth, fourth, fourth, fifth, fifth]) {
      expect((await world.call(as, SEND_CODE, { phone: shared })).errors).toBeUndefined();
    }
    // Each donor is under her own five; the phone has had its five.
    const refused = await world.call(fifth, SEND_CODE, { phone: shared });
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Too many codes were sent to this phone number. Please try again in 60 minutes.'],
    });
    const spanish = await world.call(fourth, SEND_CODE, { phone: shared }, 'es');
    expect(spanish.errors?.[0]?.extensions.validation).toEqual({
      phone: ['Se enviaron demasiados códigos a este número de teléfono. Inténtalo de nuevo en 60 minutos.'],
    });
    expect(world.twilio.messages.filter((sent) => sent.to === shared)).toHaveLength(5);
    // The refusals counted against neither donor: another phone still gets her code.
    expect((await world.call(fifth, SEND_CODE, { phone: '+13125550178' })).errors).toBeUndefined();
    // The hour over, the phone gets codes again.
    world.offsetMs += 61 * 60_000;
    const again = await signIn(
      world.testApp,
      { email: 'fourth.phone@example.com', password: SECOND.password },
      'demo.localhost',
    );
    expect((await world.call(again, SEND_CODE, { phone: shared })).errors).toBeUndefined();
    world.donor = await signIn(world.testApp, DEMO_DONOR, 'demo.localhost');
  });
});

describe('a phone between donors, and the log', () => {
  it('a phone verified by a second donor leaves the first: the first is told by email', async () => {
    const third = await createDonor(world.testApp, 'demo', { ...SECOND, email: 'third.phone@example.com' });
    const browser = await signIn(
      world.testApp,
      { email: 'third.phone@example.com', password: SECOND.password },
      'demo.localhost',
    );
    await world.verify(browser, DONOR_PHONE);
    const first = await world.call(world.donor, TEXT_GIVING);
    expect(first.data.textGiving.phone).toMatchObject({ phone: DONOR_PHONE, verified: false });
    const notices = await world.testApp.app.db
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
    expect((await world.text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(/^Give \$50\.00/);
    const [row] = await world.testApp.app.db
      .select()
      .from(donorPhones)
      .where(eq(donorPhones.userId, third.user.id));
    expect(row!.verifiedAt).not.toBeNull();
    // The first donor takes it back the same way, and the phone prompts again.
    await world.verify(world.donor, DONOR_PHONE);
    await world.clearDailyCap();
    expect((await world.text(DONOR_PHONE, 'GIVE 50'))[0]).toMatch(/^Reply YES/);
  });

  it('no log line carries a phone or a code in full', async () => {
    // The route and the portal log only the last four digits (src/sms/smsSender.ts does the same).
    const lines: string[] = [];
    const logged = await startTestApp({
      clock: world.clock,
      config: {
        logLevel: 'info',
        twilio: {
          authToken: world.twilio.authToken,
          accountSid: world.twilio.accountSid,
          apiUrl: world.twilio.url,
        },
      },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await logged.app.db
        .update(organizations)
        .set({ smsNumber: DEMO_NUMBER })
        .where(eq(organizations.subdomain, 'demo'));
      const browser = await signIn(logged, DEMO_DONOR, 'demo.localhost');
      const answer = await browser.graphql(SEND_CODE, { org: world.demoOrg.prefixedId, phone: DONOR_PHONE });
      expect(answer.json().errors).toBeUndefined();
      const code = world.lastCodeTo(DONOR_PHONE);
      await browser.graphql(VERIFY, { org: world.demoOrg.prefixedId, code });
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

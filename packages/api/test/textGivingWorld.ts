// The world of the text-giving tests (docs/PRODUCT.md §10 "Giving in one reply"): the demo church with
// a Twilio number through the Twilio double, the demo donor signed in, a clock the tests move on, and
// the calls they make: the portal's phone operations, an inbound text as Twilio delivers it, the
// gifts given by text. Shared by textGiving.test.ts (giving in one reply), textGivingClaims.test.ts
// (its claims across processes, on both databases) and phonesForTextGiving.test.ts (verifying a phone).
import { TwilioDouble } from '@halo/testkit/twilio/twilioDouble';
import { and, desc, eq, like } from 'drizzle-orm';
import { contributions, organizations, textGiftPrompts, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { signIn, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { sendRequest } from './httpClient';

export const DEMO_NUMBER = '+15551234567';
export const DONOR_PHONE = '+13125550101';
export const SECOND = {
  email: 'second.phone@example.com',
  password: 'second-donor-1234',
  firstName: 'Sam',
  lastName: 'Second',
};
const WEBHOOK = 'http://localhost:8080/api/sms/twilio';

export const TEXT_GIVING = `query($org: ID!) { textGiving(organizationPrefixedId: $org) {
  churchNumber phone { phone verified verifiedAt lapsesAt codePending } } }`;
export const SEND_CODE = `mutation($org: ID!, $phone: String!) { sendTextGivingCode(organizationPrefixedId: $org, phone: $phone) {
  phone { phone verified codePending } } }`;
export const VERIFY = `mutation($org: ID!, $code: String!) { verifyTextGivingPhone(organizationPrefixedId: $org, code: $code) {
  phone { phone verified verifiedAt lapsesAt codePending } } }`;
export const REMOVE = `mutation($org: ID!) { removeTextGivingPhone(organizationPrefixedId: $org) { phone { phone } } }`;

export class TextGivingWorld {
  twilio!: TwilioDouble;
  testApp!: TestApp;
  donor!: TestBrowser;
  donorUserId!: number;
  demoOrg!: { id: number; prefixedId: string };
  offsetMs = 0;
  readonly clock = () => new Date(Date.now() + this.offsetMs);

  async start(): Promise<void> {
    this.twilio = await new TwilioDouble().start();
    this.testApp = await startTestApp({
      clock: this.clock,
      config: {
        twilio: {
          authToken: this.twilio.authToken,
          accountSid: this.twilio.accountSid,
          apiUrl: this.twilio.url,
        },
        textToGivePerPhonePerHour: 1000,
        textGiftsPerPhonePerDay: 3,
      },
    });
    const { db } = this.testApp.app;
    await db.update(organizations).set({ smsNumber: DEMO_NUMBER }).where(eq(organizations.subdomain, 'demo'));
    const [church] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    this.demoOrg = church!;
    const [row] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
    this.donorUserId = row!.id;
    this.donor = await signIn(this.testApp, DEMO_DONOR, 'demo.localhost');
  }

  async close(): Promise<void> {
    await this.testApp?.close();
    await this.twilio?.close();
  }

  async call(as: TestBrowser, document: string, variables: Record<string, unknown> = {}, locale = 'en') {
    const response = await as.graphql(
      document,
      { org: this.demoOrg.prefixedId, ...variables },
      { 'x-locale': locale },
    );
    expect(response.statusCode).toBe(200);
    return response.json() as Answer;
  }

  /** The code the Twilio double last carried to `phone`. */
  lastCodeTo(phone: string): string {
    const message = [...this.twilio.messages].reverse().find((sent) => sent.to === phone);
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code was texted to ${phone}`);
    return code;
  }

  async verify(as: TestBrowser, phone: string) {
    const sent = await this.call(as, SEND_CODE, { phone });
    expect(sent.errors).toBeUndefined();
    const verified = await this.call(as, VERIFY, { code: this.lastCodeTo(phone) });
    expect(verified.errors).toBeUndefined();
    return verified.data.verifyTextGivingPhone;
  }

  /** `from` texts `body` to the demo church, as Twilio delivers it, to this instance or another's port. */
  async text(from: string, body: string, port = this.testApp.port): Promise<string[]> {
    const inbound = this.twilio.inbound(WEBHOOK, { from, to: DEMO_NUMBER, body });
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

  async textGifts() {
    return this.testApp.app.db
      .select()
      .from(contributions)
      .where(
        and(eq(contributions.organizationId, this.demoOrg.id), like(contributions.idempotencyKey, 'text:%')),
      )
      .orderBy(desc(contributions.id));
  }

  /** A YES whose process claimed the phone's latest prompt and then stopped: that prompt, left `giving`. */
  async claimLeftBehind(phone: string) {
    const { db } = this.testApp.app;
    const [prompt] = await db
      .select()
      .from(textGiftPrompts)
      .where(eq(textGiftPrompts.phone, phone))
      .orderBy(desc(textGiftPrompts.id))
      .limit(1);
    await db
      .update(textGiftPrompts)
      .set({ status: 'giving', updatedAt: this.clock() })
      .where(eq(textGiftPrompts.id, prompt!.id));
    return prompt!;
  }

  /** Moves the clock on, and signs the donor in again: a jump of hours ends her session. */
  async later(ms: number): Promise<void> {
    this.offsetMs += ms;
    this.donor = await signIn(this.testApp, DEMO_DONOR, 'demo.localhost');
  }

  /** A new day for the phone's cap: the tests of the flow each start under it. */
  clearDailyCap(): Promise<void> {
    return this.later(25 * 60 * 60_000);
  }
}

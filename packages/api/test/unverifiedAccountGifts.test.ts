// An account whose email is never proven but that gives is kept: its recurring gift goes on charging
// past the seventh day, it is reminded to verify on its first and sixth day (once each, whichever of
// two API instances runs first, in its language), and it still never sees gifts given as a guest with
// its address. An account with nothing of its own is removed on its seventh day as before. Whoever
// proves the address later (here with a password reset) ends every session of the account, spends
// any change of address it asked for, and takes its gifts and cards: registering someone's address
// first gains nothing. The worker's passes are run by hand on an injected clock; PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retireUnverifiedAccounts } from '../src/core/accounts/unverifiedAccounts';
import { remindUnverifiedAccounts } from '../src/core/accounts/verificationReminders';
import { paymentMethods, sessions, users, verificationReminders } from '../src/db/schema';
import { GivingClient, organizationOf } from './givingFlow';
import { TestBrowser, type TestApp } from './helper';
import {
  contributionsOfGift,
  giftRow,
  nextDay,
  registeredDonorWithCard,
  startRecurringGift,
} from './recurringFlow';
import { openRecurringWorld } from './recurringWorld';

jest.setTimeout(120_000);

const PASSWORD = 'a-long-enough-password';
const world = openRecurringWorld('2030-03-02');
const { clock, mailbox } = world;
let testApp: TestApp;
let second: FastifyInstance;
beforeAll(() => {
  ({ testApp, second } = world);
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@example.com`;

/** The worker's periodic pass on `instance`: charges, then removal, then reminders, then the mail. */
async function workerPass(instance: FastifyInstance = testApp.app): Promise<void> {
  await instance.recurringWorker.runOnce();
  await retireUnverifiedAccounts(instance, instance.clock());
  await remindUnverifiedAccounts(instance, instance.clock());
  await instance.outbox.drain();
}

/** The worker's pass once a day at 15:00 UTC, from `from` through `to`. */
async function passDaily(from: string, to: string): Promise<void> {
  for (let day = from; day <= to; day = nextDay(day)) {
    clock.setDay(day);
    await workerPass();
  }
}

/** An account registered in the giving form and nothing else: no card, no gift. */
async function registerOnly(email: string, locale: 'en' | 'es' = 'en'): Promise<number> {
  const demo = await organizationOf(testApp);
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const response = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email,
    first_name: 'Nell',
    last_name: 'Nothing',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  expect(response.statusCode).toBe(201);
  return userIdOf(email);
}

async function userIdOf(email: string): Promise<number> {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function userRow(email: string) {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
  return user!;
}

const remindersTo = (email: string) =>
  mailbox.all().filter((mail) => mail.to.includes(email) && /^(Reminder|Recordatorio):/.test(mail.subject));

const PORTAL = /* GraphQL */ `
  query Portal($org: ID!) {
    donorContributions(organizationPrefixedId: $org) {
      items {
        amount
      }
    }
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
    }
    donorRecurringGivings(organizationPrefixedId: $org) {
      totalResults
    }
  }
`;

/** What the signed-in `browser` sees in its portal: gift amounts (sorted), cards, recurring gifts. */
async function portalOf(browser: TestBrowser) {
  const demo = await organizationOf(testApp);
  const response = await browser.graphql(PORTAL, { org: demo.prefixedId });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return {
    gifts: (data.donorContributions.items as { amount: number }[]).map((gift) => gift.amount).sort(),
    cards: (data.donorPaymentMethods as { processorId: string }[]).map((card) => card.processorId),
    recurringGifts: data.donorRecurringGivings.totalResults as number,
  };
}

async function signedIn(email: string, password = PASSWORD): Promise<TestBrowser> {
  const browser = new TestBrowser(testApp);
  expect((await browser.login(email, password, { remember: true })).statusCode).toBe(200);
  return browser;
}

describe('an account that never verifies its email', () => {
  it('keeps its recurring gift charging past its seventh day; one with nothing is removed', async () => {
    clock.setDay('2030-03-02');
    const giver = await registeredDonorWithCard(testApp);
    const gift = await startRecurringGift(testApp, giver, {
      frequency: 'weekly',
      startDate: '2030-03-05',
      amount: 2000,
    });
    const idleEmail = uniqueEmail('idle');
    const idle = await registerOnly(idleEmail);

    await passDaily('2030-03-02', '2030-03-08');
    // Six days on, nobody is removed yet.
    expect((await userRow(idleEmail)).passwordHash).not.toBeNull();
    await passDaily('2030-03-09', '2030-03-12');

    // The giver: still an account, signing in, its card kept and its gift charged on day 10 too.
    const kept = await userRow(giver.email);
    expect(kept.passwordHash).not.toBeNull();
    expect(kept.emailVerifiedAt).toBeNull();
    expect(
      await testApp.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, kept.id)),
    ).toHaveLength(1);
    expect((await giftRow(testApp, gift)).status).toBe('active');
    expect((await contributionsOfGift(testApp, gift)).map((row) => [row.occurrenceDate, row.status])).toEqual(
      [
        ['2030-03-05', 'succeeded'],
        ['2030-03-12', 'succeeded'],
      ],
    );
    // Reminded on its first and sixth day only, though still unverified after them.
    expect(remindersTo(giver.email)).toHaveLength(2);
    const portal = await portalOf(await signedIn(giver.email));
    expect(portal).toEqual({ gifts: [2000, 2000], cards: [giver.paymentMethodId], recurringGifts: 1 });

    // The account with nothing of its own: removed as before, back to a guest record of its address.
    const removed = await userRow(idleEmail);
    expect(removed.passwordHash).toBeNull();
    expect(await testApp.app.db.select().from(sessions).where(eq(sessions.userId, idle))).toEqual([]);
    expect((await new TestBrowser(testApp).login(idleEmail, PASSWORD)).statusCode).toBe(422);
  });

  it('is reminded on its first and sixth day, once each, in its language, even by two instances', async () => {
    clock.setDay('2030-04-01');
    const giver = await registeredDonorWithCard(testApp);
    await startRecurringGift(testApp, giver, { frequency: 'monthly', startDate: '2030-04-03', amount: 1500 });
    const spanishEmail = uniqueEmail('es');
    await registerOnly(spanishEmail, 'es');
    const bothInstances = async () => {
      await Promise.all([workerPass(testApp.app), workerPass(second)]);
      await Promise.all([workerPass(testApp.app), workerPass(second)]);
    };

    // A minute before its first day: nothing yet.
    clock.setDay('2030-04-02', '14:59:00Z');
    await bothInstances();
    expect(remindersTo(giver.email)).toEqual([]);
    clock.setDay('2030-04-02');
    await bothInstances();
    clock.setDay('2030-04-02', '23:00:00Z');
    await bothInstances();
    expect(remindersTo(giver.email).map((mail) => mail.subject)).toEqual([
      'Reminder: verify your email address',
    ]);
    expect(remindersTo(spanishEmail).map((mail) => mail.subject)).toEqual([
      'Recordatorio: verifica tu dirección de correo electrónico',
    ]);

    for (const day of ['2030-04-03', '2030-04-05', '2030-04-07']) {
      clock.setDay(day);
      await bothInstances();
    }
    const giverReminders = remindersTo(giver.email);
    expect(giverReminders).toHaveLength(2);
    expect(remindersTo(spanishEmail)).toHaveLength(2);
    const rows = await testApp.app.db
      .select({ day: verificationReminders.day })
      .from(verificationReminders)
      .where(eq(verificationReminders.userId, await userIdOf(giver.email)));
    expect(rows.map((row) => row.day).sort()).toEqual([1, 6]);

    // The giver is told its account and gifts stay; the Spanish account with nothing, that it goes.
    const sixth = giverReminders[1]!;
    expect(sixth.text).toContain(
      'Hello Robin Recurring, the email address of your donor account at Grace Community Church is not confirmed yet.',
    );
    expect(sixth.text).toContain('Your account and any recurring gifts go on as they are');
    expect(remindersTo(spanishEmail)[1]!.text).toContain(
      'Una cuenta sin confirmar que no se ha usado para donar se elimina 7 días después de su creación',
    );

    // The reminder's link verifies the account (within its 24 hours).
    clock.setDay('2030-04-08', '14:00:00Z');
    const token = /\/verify-email\/([\w-]+)/.exec(sixth.links[0] ?? '')?.[1];
    const opener = new TestBrowser(testApp);
    await opener.fetchCsrfCookie();
    const verified = await opener.request({ method: 'POST', url: '/email/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect((await userRow(giver.email)).emailVerifiedAt).not.toBeNull();
    // The Spanish account with nothing is removed on its seventh day, and reminded no more.
    clock.setDay('2030-04-08');
    await bothInstances();
    expect((await userRow(spanishEmail)).passwordHash).toBeNull();
    expect(remindersTo(spanishEmail)).toHaveLength(2);
    expect(remindersTo(giver.email)).toHaveLength(2);
  });
});

describe('an account registered with someone else’s address (pre-hijack)', () => {
  it('never sees her guest gifts, and loses everything to her once she proves the address', async () => {
    clock.setDay('2030-05-01');
    const demo = await organizationOf(testApp);
    const fund = demo.onlineGiving.funds.find((each) => each.name === 'General Fund')!.prefixedId;
    // The squatter registers the owner's address in the giving form and gives with its own card.
    const squatter = await registeredDonorWithCard(testApp);
    const email = squatter.email;
    const squatterGift = await startRecurringGift(testApp, squatter, {
      frequency: 'weekly',
      startDate: '2030-05-02',
      amount: 1200,
    });
    // The owner gives as a guest, typing her address.
    const guest = new GivingClient(testApp);
    const guestDonor = await guest.customer(demo.prefixedId, email);
    const guestCard = (await guest.addCard(guestDonor, '4242424242424242')).json()
      .payment_method_id as string;
    expect(
      (await guest.give(guestDonor, { payment_method_id: guestCard, amount: 7700, fund_prefixed_id: fund }))
        .statusCode,
    ).toBe(201);

    await passDaily('2030-05-01', '2030-05-10');
    // Kept past a week, charging, yet it never sees her gift.
    const squatterBrowser = await signedIn(email);
    const secondSquatterBrowser = await signedIn(email);
    expect(await portalOf(squatterBrowser)).toEqual({
      gifts: [1200, 1200],
      cards: [squatter.paymentMethodId],
      recurringGifts: 1,
    });
    // It asks to move the account to an address of its own (a pending change, its link sent there).
    const squatterOwn = uniqueEmail('squatter-own');
    const change = await squatterBrowser.graphql(
      `mutation($email: String, $current_password: String) {
        updateDonor(email: $email, current_password: $current_password) { prefixedId }
      }`,
      { email: squatterOwn, current_password: PASSWORD },
    );
    expect(change.json().errors).toBeUndefined();
    const changeToken = /\/verify-email\/([\w-]+)/.exec(mailbox.latestTo(squatterOwn)?.links[0] ?? '')?.[1];
    expect(changeToken).toBeTruthy();

    // The owner proves her address: forgot password, then the emailed link.
    const owner = new TestBrowser(testApp);
    await owner.fetchCsrfCookie();
    const forgot = await owner.request({
      method: 'POST',
      url: '/forgot-password',
      payload: { email },
      headers: { 'x-requested-by': 'halo-give' },
    });
    expect(forgot.statusCode).toBe(200);
    await testApp.app.outbox.drain();
    const resetLink = mailbox
      .all()
      .filter((mail) => mail.to.includes(email))
      .flatMap((mail) => mail.links)
      .find((link) => link.includes('/reset-password/'));
    const resetToken = /\/reset-password\/([\w-]+)/.exec(resetLink ?? '')?.[1];
    const newPassword = 'the owner’s own password';
    const reset = await owner.request({
      method: 'POST',
      url: '/reset-password',
      payload: { token: resetToken, email, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    // Every session of the squatter has ended, its password and its pending change are dead.
    const userId = await userIdOf(email);
    expect(await testApp.app.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    // (A session that no longer exists fails its CSRF check before anything else: 419.)
    for (const browser of [squatterBrowser, secondSquatterBrowser]) {
      expect([401, 419]).toContain((await browser.graphql(PORTAL, { org: demo.prefixedId })).statusCode);
    }
    expect((await new TestBrowser(testApp).login(email, PASSWORD)).statusCode).toBe(422);
    const opener = new TestBrowser(testApp);
    await opener.fetchCsrfCookie();
    const lateChange = await opener.request({
      method: 'POST',
      url: '/email/verify',
      payload: { token: changeToken },
    });
    expect(lateChange.statusCode).toBe(422);
    const account = await userRow(email);
    expect(account.email).toBe(email);
    expect(account.emailVerifiedAt).not.toBeNull();
    expect(
      await testApp.app.db
        .select()
        .from(users)
        .where(and(eq(users.email, squatterOwn), eq(users.organizationId, account.organizationId))),
    ).toEqual([]);

    // She sees her guest gift beside what the squatter gave, its card and its recurring gift.
    expect(await portalOf(await signedIn(email, newPassword))).toEqual({
      gifts: [1200, 1200, 7700],
      cards: [squatter.paymentMethodId],
      recurringGifts: 1,
    });
    expect((await giftRow(testApp, squatterGift)).status).toBe('active');
  });
});

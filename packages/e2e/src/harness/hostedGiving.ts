// What the tests of the hosted giving page (http://demo.localhost:{port}/) share: one server and one
// browser per file, a fresh guest page per test, the mail a gift sends, and the closing check that each
// gift the file made is stored exactly once (and nothing for a declined card).
import { coverFee, nextGivingDate, stripeFee } from '@halo/domain';
import type { Page } from 'playwright-core';
import { mailTo } from '@halo/testkit/mail/mailbox';
import { openBrowser, removeProfile, type BrowserSession } from './chromium';
import {
  CHURCH_RATE,
  GIVING_TEXT,
  newDonorEmail,
  waitForHeading,
  type Donor,
  type GivingText,
} from './givingForm';
import { storedGifts, storedRecurringGifts } from './givingRecords';
import { startServer, type RunningServer } from './server';

export interface HostedGiving {
  readonly server: RunningServer;
  /** This test's page, opened as a guest. */
  readonly page: Page;
  /** Opens the giving page and waits for its heading in `text`'s language. */
  openForm(text?: GivingText): Promise<void>;
  /** The text of the mail with this subject sent to `to`, waiting up to 10 s for it. */
  waitForMail(to: string, subject: string): Promise<string>;
}

/**
 * Starts the server (its database kept for the closing check) and a browser far ahead of the church's
 * clock, and gives each test a new page as a guest. Call once at the top of a test file.
 */
export function setUpHostedGivingPage(): HostedGiving {
  let server: RunningServer;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    server = await startServer({}, { keepDataDir: true });
    // A donor far ahead of the church's clock (UTC+14): most hours of the day their calendar is a day
    // after Chicago's, so the form must use the church's "today" as the API does.
    browser = await openBrowser({ timezoneId: 'Pacific/Kiritimati' });
  });

  afterAll(async () => {
    await browser?.close();
    if (browser) removeProfile(browser.profileDir);
    await server?.stop();
    server?.removeDataDir();
  });

  beforeEach(async () => {
    // Each test starts as a guest: creating the account in the form signs the donor in on this site.
    await browser.context.clearCookies();
    page = await browser.context.newPage();
  });

  afterEach(async () => {
    await page.close();
  });

  return {
    get server() {
      return server;
    },
    get page() {
      return page;
    },
    async openForm(text = GIVING_TEXT.en) {
      await page.goto(server.urlFor('demo'));
      await waitForHeading(page, text.heading);
    },
    async waitForMail(to, subject) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const mail = mailTo(server.dataDir, to).find((candidate) => candidate.subject === subject);
        if (mail) return mail.text;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} with subject ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** A new donor named Ana Ruiz, whose address starts with `tag-`. */
export function donor(tag: string): Donor {
  return { email: newDonorEmail(tag), firstName: 'Ana', lastName: 'Ruiz' };
}

/** What a file's tests gave, checked against the database by its last test. */
export interface GiftsMade {
  oneTime: { email: string; amount: number; coverFee: boolean; fund: string }[];
  declined: string[];
  recurring: { email: string; amount: number; startDate: string }[];
}

export const noGiftsYet = (): GiftsMade => ({ oneTime: [], declined: [], recurring: [] });

/**
 * Reads the stopped server's database: each gift made (by donors whose email starts with one of
 * `emailPrefixes`) is stored exactly once with the right amounts, fee, fund, status and next date,
 * and nothing is stored for a declined card.
 */
export async function expectEachGiftStoredOnce(
  dataDir: string,
  made: GiftsMade,
  emailPrefixes: string[],
): Promise<void> {
  const emails = [...made.oneTime, ...made.recurring].map((gift) => gift.email);
  expect(emails.length).toBe(made.oneTime.length + made.recurring.length);

  const contributions = await storedGifts(dataDir, emailPrefixes);
  expect(contributions.map((row) => row.email)).toEqual(expect.arrayContaining(emails));
  expect(contributions).toHaveLength(emails.length);

  for (const gift of made.oneTime) {
    const rows = contributions.filter((row) => row.email === gift.email);
    expect(rows).toHaveLength(1);
    const charged = gift.coverFee ? coverFee(gift.amount, CHURCH_RATE).chargedCents : gift.amount;
    // The church's rate sized the cover; the fee is what the sandbox's processor charged: Stripe's card price.
    const fee = stripeFee('card', charged);
    expect(rows[0]).toMatchObject({
      charged_amount: charged,
      fee,
      net_amount: charged - fee,
      covered_fee: gift.coverFee ? charged - gift.amount : 0,
      is_fee_covered: gift.coverFee,
      status: 'succeeded',
      card_last_four: '4242',
      fund: gift.fund,
      fund_charged_amount: charged,
      recurring_giving_id: null,
      occurrence_date: null,
    });
  }

  const accounts = await storedRecurringGifts(dataDir, [
    ...made.declined,
    ...made.recurring.map((gift) => gift.email),
  ]);

  for (const email of made.declined) {
    expect(contributions.filter((row) => row.email === email)).toEqual([]);
    expect(accounts.filter((row) => row.email === email)).toEqual([]);
  }

  for (const gift of made.recurring) {
    const recurring = accounts.filter((row) => row.email === gift.email);
    // The account made in the form (password set, not yet verified) and its one monthly gift.
    expect(recurring).toEqual([
      {
        email: gift.email,
        has_password: true,
        email_verified_at: null,
        id: expect.any(Number),
        schedule_type: 'monthly',
        start_date: gift.startDate,
        next_occurrence: nextGivingDate(gift.startDate, 'monthly'),
        last_occurrence: gift.startDate,
        gift_amount: gift.amount,
        status: 'active',
        is_fee_covered: false,
        fund: 'General Fund',
      },
    ]);
    // Started today, so charged today: one contribution for this occurrence.
    const rows = contributions.filter((row) => row.email === gift.email);
    expect(rows).toEqual([
      expect.objectContaining({
        charged_amount: gift.amount,
        status: 'succeeded',
        recurring_giving_id: recurring[0]?.id,
        occurrence_date: gift.startDate,
        date: gift.startDate,
      }),
    ]);
  }
}

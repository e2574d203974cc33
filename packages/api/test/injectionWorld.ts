// The world of the hardening tests (injection*.test.ts): one donor of the demo church registered with
// a script and an image tag as their names, a gift for every hostile text a donor may type as its
// memo (HTML and script, spreadsheet formulas, SQL and LIKE metacharacters, text a PDF cannot show),
// a recurring gift, and two rows written straight to the table; signed in to the portal. The portal's
// operations and what each place shows hostile text as are here too.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { Mailbox, parseEml, type ReceivedMail } from '@halo/testkit/mail/mailbox';
import { organizations, users } from '../src/db/schema';
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { addGift, download, rawMailTo } from './reportFixtures';

export const SCRIPT = '<script>alert(1)</script>';
export const IMG = '<img src=x onerror=alert(1)>';
export const SVG = '"><svg onload=alert(1)>';
export const DROP_TABLE = "Robert'); DROP TABLE contributions;--";
export const OR_TRUE = "' OR '1'='1";
/** Hostile text as a donor may type it; each one is a gift's memo, and names and card details too. */
export const HOSTILE = [
  SCRIPT,
  IMG,
  SVG,
  '=HYPERLINK("http://evil","x")',
  '+1+1',
  '-2+3',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  DROP_TABLE,
  OR_TRUE,
  '%',
  '_',
  '\\',
  'Zoë Ñandú «ciò» – “quoted” €5',
  'Emoji 🙏 中文 \u202Eevil\u202C',
] as const;
/**
 * Text a PDF cannot show as typed: control characters, and characters outside WinAnsi (the PDFs use
 * pdfkit's standard Helvetica, README "PDF", which has no glyphs for them).
 */
export const NOT_PRINTABLE_IN_PDF = /[^\u0020-\u00ff€–—‘’“”•…]/u;

/** What the API stores: validation trims text fields (@halo/domain stringField, the memo schema). */
export const stored = (typed: string) => typed.trim();

/**
 * OWASP "CSV Injection": a cell whose first character is = + - @ tab or CR is prefixed with ' so a
 * spreadsheet reads it as text. The amounts the app writes are never negative, so they stay numbers.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;
export const guardedCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The memo of the donor's one recurring gift. */
export const RECURRING_MEMO = `${SVG} monthly ${OR_TRUE}`;

export const DONOR = {
  email: 'injection@example.com',
  password: 'hostile-donor-1234',
  firstName: SCRIPT,
  lastName: IMG,
};
/** Rows written straight to the table: text whose first character the API's trimming would drop. */
export const STORED_ELSEWHERE = ['\t=1 tab first', '\r=1 CR first'];

export const CONTRIBUTIONS = /* GraphQL */ `
  query Contributions($org: ID!, $filters: DonorContributionFilters) {
    donorContributions(organizationPrefixedId: $org, filters: $filters) {
      totalResults
      items {
        prefixedId
        memo
        fundAccountNames
      }
    }
  }
`;
export const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
    donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
      url
    }
  }
`;
export const UPDATE_DONOR = /* GraphQL */ `
  mutation UpdateDonor($first_name: String, $last_name: String, $email: String, $current_password: String) {
    updateDonor(
      first_name: $first_name
      last_name: $last_name
      email: $email
      current_password: $current_password
    ) {
      firstName
      lastName
      contact {
        email
      }
    }
  }
`;
export const CARDS = /* GraphQL */ `
  query Cards($org: ID!) {
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
      nickname
      cardholderName
      addressLine1
      addressLine2
      city
      state
      postalCode
    }
  }
`;
export const UPDATE_CARD = /* GraphQL */ `
  mutation UpdateCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      processorId
    }
  }
`;
export const RECURRING = /* GraphQL */ `
  query Recurring($org: ID!) {
    donorRecurringGivings(organizationPrefixedId: $org) {
      items {
        memo
      }
    }
  }
`;
export const SEND_STATEMENT = /* GraphQL */ `
  mutation Send($ids: [ID!]!, $mode: StatementMode!) {
    sendContributionStatementReport(donorPrefixedIds: $ids, mode: $mode) {
      sent
    }
  }
`;

/** The elements the email templates write themselves (src/core/accounts/accountEmails.ts, src/core/gifts/receiptEmail.ts). */
export const TEMPLATE_ELEMENTS = new Set([
  '!doctype',
  'html',
  'body',
  'p',
  'br',
  'a',
  'table',
  'tr',
  'th',
  'td',
]);

/** An HTML part in which donor text made no element: every tag is one of the template's own. */
export function expectInertHtml(html: string | null): void {
  expect(html).not.toBeNull();
  const tags = [...(html ?? '').matchAll(/<\/?([^\s>/]+)/g)].map((match) => match[1]!.toLowerCase());
  expect(tags.filter((tag) => !TEMPLATE_ELEMENTS.has(tag))).toEqual([]);
}

export interface InjectionWorld {
  /** The app's mail, as `.eml` files under its data folder. */
  mailbox: Mailbox;
  /** Set once the file's `beforeAll` has run (so are the giving client, donor, portal and card). */
  testApp: TestApp;
  giving: GivingClient;
  donor: Donor;
  /** The donor signed in to the portal. */
  portal: TestBrowser;
  paymentMethodId: string;
  /** Every gift of the donor with its memo as stored ('\t=1' and '\r=1' are both '=1'). */
  gifts: { memo: string; prefixedId: string }[];
  /** The first gift whose memo is `typed` as stored. */
  giftOf(typed: string): string | undefined;
  /** A portal operation, asserted to answer without errors; its data. */
  gql(query: string, variables?: Record<string, unknown>): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests assert on shapes
  /** A report of the donor's, downloaded. */
  reportFile(type: string, format: string, filters?: Record<string, unknown>): Promise<Buffer>;
  mailsTo(email: string): ReceivedMail[];
}

/** Builds the world before the file's tests and removes it after them. */
export function openInjectionWorld(): InjectionWorld {
  const world = {
    mailbox: new Mailbox(),
    gifts: [],
    giftOf: (typed: string) => world.gifts.find((gift) => gift.memo === stored(typed))?.prefixedId,
    async gql(query: string, variables: Record<string, unknown> = {}) {
      const answer = await world.portal.graphql(query, variables);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.errors).toBeUndefined();
      return body.data;
    },
    async reportFile(type: string, format: string, filters: Record<string, unknown> = {}) {
      const data = await world.gql(REPORT, {
        org: world.donor.organizationPrefixedId,
        type,
        format,
        filters,
      });
      const file = await download(world.testApp, world.portal, data.donorContributionsReport.url);
      expect(file.statusCode).toBe(200);
      return file.body;
    },
    mailsTo: (email: string): ReceivedMail[] =>
      rawMailTo(world.mailbox.dataDir, email).map((source) => parseEml(source)),
  } as unknown as InjectionWorld;

  beforeAll(async () => {
    world.testApp = await startTestApp({
      config: {
        dataDir: world.mailbox.dataDir,
        // Every hostile string is a gift of one donor within a minute.
        givingRateLimits: {
          givePerMinute: 1_000,
          perCustomerPerMinute: 1_000,
          setupIntentPerMinute: 1_000,
          cardPerMinute: 1_000,
          declinesBeforeBlock: 5,
          declinesPerCustomer: 5,
          declinesPerCard: 5,
          declineWindowMinutes: 10,
        },
      },
    });
    const { testApp } = world;
    const demo = await organizationOf(testApp);
    const fundPrefixedId = demo.onlineGiving.funds[0]!.prefixedId;
    const giving = (world.giving = new GivingClient(testApp));
    const registered = await giving.post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email: DONOR.email,
      first_name: DONOR.firstName,
      last_name: DONOR.lastName,
      password: DONOR.password,
      password_confirmation: DONOR.password,
    });
    expect(registered.statusCode).toBe(201);
    const answer = registered.json();
    const donor = (world.donor = {
      organizationPrefixedId: demo.prefixedId,
      customerId: answer.stripe_customer_id,
      donorPrefixedId: answer.donor_prefixed_id,
      token: answer.giving_token,
    });
    const card = await giving.addCard(donor, '4242424242424242');
    expect(card.statusCode).toBe(200);
    const paymentMethodId = (world.paymentMethodId = card.json().payment_method_id);

    for (const [index, memo] of HOSTILE.entries()) {
      const gift = await giving.give(donor, {
        payment_method_id: paymentMethodId,
        amount: 1_000 + index,
        fund_prefixed_id: fundPrefixedId,
        memo,
      });
      expect(gift.statusCode).toBe(201);
      world.gifts.push({ memo: stored(memo), prefixedId: gift.json().contribution.prefixed_id });
    }
    const [organization] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.prefixedId, demo.prefixedId));
    const recurring = await giving.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2_500,
      fund_prefixed_id: fundPrefixedId,
      frequency: 'monthly',
      start_date: calendarDateInTimeZone(organization!.timeZone, new Date()),
      memo: RECURRING_MEMO,
    });
    expect(recurring.statusCode).toBe(201);
    world.gifts.push({ memo: RECURRING_MEMO, prefixedId: recurring.json().contribution.prefixed_id });

    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organization!.id), eq(users.email, DONOR.email)));
    for (const memo of STORED_ELSEWHERE) {
      const row = await addGift(
        testApp,
        { userId: user!.id, organizationId: organization!.id },
        { amount: 3_000, date: calendarDateInTimeZone(organization!.timeZone, new Date()), memo },
      );
      world.gifts.push({ memo, prefixedId: row.prefixedId });
    }

    world.portal = new TestBrowser(testApp);
    expect((await world.portal.login(DONOR.email, DONOR.password)).statusCode).toBe(200);
  });
  afterAll(async () => {
    await world.testApp?.close();
    world.mailbox.remove();
  });
  return world;
}

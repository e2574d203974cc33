// Hardening: names, memos and card details carrying HTML/script, spreadsheet formulas and
// SQL metacharacters, given through the real flows (POST /api/give/register, /api/give, the
// portal's GraphQL), come back exactly as typed and stay inert everywhere they are shown: the CSV
// export (formula-guarded, RFC 4180 quoted), the PDFs (literal text), the emails (HTML part escaped,
// text part literal) and the search (% _ ' \ are characters, not wildcards or SQL). The portal in a
// browser is packages/e2e/src/injection.test.ts.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Mailbox, parseEml, type ReceivedMail } from '@halo/testkit/mail/mailbox';
import { contributions, organizations, users } from '../src/db/schema';
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp, ME_QUERY } from './helper';
import { addGift, attachmentOf, download, parseCsv, pdfText, rawMailTo } from './reportFixtures';

// Reports draw PDFs and run pdftotext; a busy machine needs more than the default.
jest.setTimeout(60_000);

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';
const SVG = '"><svg onload=alert(1)>';
const DROP_TABLE = "Robert'); DROP TABLE contributions;--";
const OR_TRUE = "' OR '1'='1";
/** Hostile text as a donor may type it; each one is a gift's memo, and names and card details too. */
const HOSTILE = [
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
const NOT_PRINTABLE_IN_PDF = /[^\u0020-\u00ff€–—‘’“”•…]/u;

/** What the API stores: validation trims text fields (@halo/domain stringField, the memo schema). */
const stored = (typed: string) => typed.trim();

/**
 * OWASP "CSV Injection": a cell whose first character is = + - @ tab or CR is prefixed with ' so a
 * spreadsheet reads it as text. The amounts the app writes are never negative, so they stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const guardedCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const DONOR = {
  email: 'injection@example.com',
  password: 'hostile-donor-1234',
  firstName: SCRIPT,
  lastName: IMG,
};
/** Rows written straight to the table: text whose first character the API's trimming would drop. */
const STORED_ELSEWHERE = ['\t=1 tab first', '\r=1 CR first'];

const CONTRIBUTIONS = /* GraphQL */ `
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
const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
    donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
      url
    }
  }
`;
const UPDATE_DONOR = /* GraphQL */ `
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
const CARDS = /* GraphQL */ `
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
const UPDATE_CARD = /* GraphQL */ `
  mutation UpdateCard($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      processorId
    }
  }
`;
const RECURRING = /* GraphQL */ `
  query Recurring($org: ID!) {
    donorRecurringGivings(organizationPrefixedId: $org) {
      items {
        memo
      }
    }
  }
`;
const SEND_STATEMENT = /* GraphQL */ `
  mutation Send($ids: [ID!]!, $mode: StatementMode!) {
    sendContributionStatementReport(donorPrefixedIds: $ids, mode: $mode) {
      sent
    }
  }
`;

const mailbox = new Mailbox();
let testApp: TestApp;
let giving: GivingClient;
let donor: Donor;
let portal: TestBrowser;
let paymentMethodId: string;
/** Every gift of the donor with its memo as stored ('\t=1' and '\r=1' are both '=1'). */
const gifts: { memo: string; prefixedId: string }[] = [];
/** The first gift whose memo is `typed` as stored. */
const giftOf = (typed: string) => gifts.find((gift) => gift.memo === stored(typed))?.prefixedId;
const RECURRING_MEMO = `${SVG} monthly ${OR_TRUE}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on shapes
async function gql(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await portal.graphql(query, variables);
  expect(answer.statusCode).toBe(200);
  const body = answer.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function reportFile(type: string, format: string, filters: Record<string, unknown> = {}) {
  const data = await gql(REPORT, { org: donor.organizationPrefixedId, type, format, filters });
  const file = await download(testApp, portal, data.donorContributionsReport.url);
  expect(file.statusCode).toBe(200);
  return file.body;
}

const mailsTo = (email: string): ReceivedMail[] =>
  rawMailTo(mailbox.dataDir, email).map((source) => parseEml(source));

/** The elements the email templates write themselves (src/accounts/accountEmails.ts, src/giving/receiptEmail.ts). */
const TEMPLATE_ELEMENTS = new Set(['!doctype', 'html', 'body', 'p', 'br', 'a', 'table', 'tr', 'th', 'td']);

/** An HTML part in which donor text made no element: every tag is one of the template's own. */
function expectInertHtml(html: string | null): void {
  expect(html).not.toBeNull();
  const tags = [...(html ?? '').matchAll(/<\/?([^\s>/]+)/g)].map((match) => match[1]!.toLowerCase());
  expect(tags.filter((tag) => !TEMPLATE_ELEMENTS.has(tag))).toEqual([]);
}

beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mailbox.dataDir,
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
  const demo = await organizationOf(testApp);
  const fundPrefixedId = demo.onlineGiving.funds[0]!.prefixedId;
  giving = new GivingClient(testApp);
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
  donor = {
    organizationPrefixedId: demo.prefixedId,
    customerId: answer.stripe_customer_id,
    donorPrefixedId: answer.donor_prefixed_id,
    token: answer.giving_token,
  };
  const card = await giving.addCard(donor, '4242424242424242');
  expect(card.statusCode).toBe(200);
  paymentMethodId = card.json().payment_method_id;

  for (const [index, memo] of HOSTILE.entries()) {
    const gift = await giving.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 1_000 + index,
      fund_prefixed_id: fundPrefixedId,
      memo,
    });
    expect(gift.statusCode).toBe(201);
    gifts.push({ memo: stored(memo), prefixedId: gift.json().contribution.prefixed_id });
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
  gifts.push({ memo: RECURRING_MEMO, prefixedId: recurring.json().contribution.prefixed_id });

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
    gifts.push({ memo, prefixedId: row.prefixedId });
  }

  portal = new TestBrowser(testApp);
  expect((await portal.login(DONOR.email, DONOR.password)).statusCode).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

describe('hostile text is stored as typed', () => {
  it('gives back every memo and the registered names exactly, and no table was touched', async () => {
    const { me } = await gql(ME_QUERY);
    expect(me.person).toMatchObject({ firstName: DONOR.firstName, lastName: DONOR.lastName });

    const { donorContributions } = await gql(CONTRIBUTIONS, {
      org: donor.organizationPrefixedId,
      filters: { perPage: null },
    });
    const memos = donorContributions.items.map((item: { memo: string }) => item.memo);
    expect(memos.sort()).toEqual(gifts.map((gift) => gift.memo).sort());
    const { donorRecurringGivings } = await gql(RECURRING, { org: donor.organizationPrefixedId });
    expect(donorRecurringGivings.items).toEqual([{ memo: RECURRING_MEMO }]);

    // DROP TABLE and OR '1'='1' were data: the tables are there, with every gift and only this donor's.
    const [counts] = await testApp.app.db
      .select({ gifts: sql<number>`count(*)::int` })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.donorUserId))
      .where(eq(users.email, DONOR.email));
    expect(counts?.gifts).toBe(gifts.length);
    const tables = await testApp.app.db.execute<{ name: string | null }>(
      sql`select to_regclass('public.contributions')::text as name union all select to_regclass('public.users')::text`,
    );
    const names = ('rows' in tables ? tables.rows : tables) as { name: string | null }[];
    expect(names.map((row) => row.name)).toEqual(['contributions', 'users']);
  });

  it('updateDonor keeps hostile first and last names as typed', async () => {
    for (let index = 0; index < HOSTILE.length; index += 2) {
      const [first, last = SCRIPT] = [HOSTILE[index]!, HOSTILE[index + 1]];
      const { updateDonor } = await gql(UPDATE_DONOR, { first_name: first, last_name: last });
      expect(updateDonor).toMatchObject({ firstName: stored(first), lastName: stored(last) });
      const { me } = await gql(ME_QUERY);
      expect(me.person).toMatchObject({ firstName: stored(first), lastName: stored(last) });
    }
    // The documents and emails below show the registered names again.
    await gql(UPDATE_DONOR, { first_name: DONOR.firstName, last_name: DONOR.lastName });
  });

  it('updatePaymentMethod keeps hostile card details and addresses as typed', async () => {
    const details = {
      nickname: SVG,
      cardholderName: IMG,
      addressLine1: DROP_TABLE,
      addressLine2: '=HYPERLINK("http://evil","x")',
      city: OR_TRUE,
      state: '%_\\',
      postalCode: '@SUM(A1)',
    };
    await gql(UPDATE_CARD, {
      input: {
        organizationPrefixedId: donor.organizationPrefixedId,
        processorId: paymentMethodId,
        expDate: '12/2030',
        ...details,
      },
    });
    const { donorPaymentMethods } = await gql(CARDS, { org: donor.organizationPrefixedId });
    expect(donorPaymentMethods).toEqual([{ processorId: paymentMethodId, ...details }]);
  });
});

describe('search treats LIKE and SQL metacharacters as characters', () => {
  /** The gifts whose memo, transaction id or fund contains `term` (docs: search matches those). */
  async function expectedFor(term: string): Promise<string[]> {
    const { donorContributions } = await gql(CONTRIBUTIONS, {
      org: donor.organizationPrefixedId,
      filters: { perPage: null },
    });
    const needle = term.toLowerCase();
    return donorContributions.items
      .filter((item: { prefixedId: string; memo: string | null; fundAccountNames: string[] }) =>
        [item.memo ?? '', item.prefixedId, ...item.fundAccountNames].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
      .map((item: { prefixedId: string }) => item.prefixedId)
      .sort();
  }

  it.each(['%', '_', "'", '\\', OR_TRUE, DROP_TABLE, 'R_bert', 'Rob%DROP', '%%', '\\%'])(
    'search %j finds exactly the gifts containing it',
    async (term) => {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { perPage: null, search: term },
      });
      const found = donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId).sort();
      expect(found).toEqual(await expectedFor(term));
      expect(donorContributions.totalResults).toBe(found.length);
    },
  );

  it('a lone % or \\ matches only its own gift, not every gift', async () => {
    for (const term of ['%', '\\']) {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { perPage: null, search: term },
      });
      expect(donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId)).toEqual([
        giftOf(term),
      ]);
    }
    // A wildcard reading of "R_bert" or "Rob%DROP" would find the DROP TABLE memo.
    for (const term of ['R_bert', 'Rob%DROP']) {
      const { donorContributions } = await gql(CONTRIBUTIONS, {
        org: donor.organizationPrefixedId,
        filters: { search: term },
      });
      expect(donorContributions.totalResults).toBe(0);
    }
  });
});

describe('CSV export', () => {
  it('guards every cell starting with = + - @ tab or CR, quotes per RFC 4180, and keeps amounts numbers', async () => {
    const text = (await reportFile('Download', 'CSV', { perPage: null })).toString('utf8');
    const [header, ...records] = parseCsv(text.replace(/^\uFEFF/, ''));
    const column = (name: string) => header!.indexOf(name);
    const [transaction, memo] = [column('Transaction'), column('Memo')];
    expect(records).toHaveLength(gifts.length);
    for (const record of records) expect(record).toHaveLength(header!.length);

    const memoOf = new Map(records.map((record) => [record[transaction], record[memo]]));
    for (const { memo: typed, prefixedId } of gifts) {
      expect({ typed, cell: memoOf.get(prefixedId) }).toEqual({ typed, cell: guardedCell(typed) });
    }
    // Spelled out for the payloads of the issue: the quote goes first, and only there.
    const cell = (typed: string) => memoOf.get(giftOf(typed));
    expect(cell('=HYPERLINK("http://evil","x")')).toBe(`'=HYPERLINK("http://evil","x")`);
    expect(cell('+1+1')).toBe("'+1+1");
    expect(cell('-2+3')).toBe("'-2+3");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('\t=1')).toBe("'=1"); // trimmed on the way in, so it starts with =
    for (const typed of STORED_ELSEWHERE) {
      const prefixedId = gifts.find((gift) => gift.memo === typed)?.prefixedId;
      expect(memoOf.get(prefixedId)).toBe(`'${typed}`);
    }
    expect(cell(SCRIPT)).toBe(SCRIPT);
    expect(cell(DROP_TABLE)).toBe(DROP_TABLE);

    // Raw RFC 4180: quotes doubled inside a quoted field, a CR inside quotes, nothing else quoted.
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",`);
    expect(text).toContain(`,"'\r=1 CR first",`);
    expect(text).toContain(`,"""><svg onload=alert(1)>",`);
    expect(text).toContain(`,'@SUM(A1),`);

    // The app's own figures are plain decimals, never guarded text.
    for (const name of ['Amount', 'Fee', 'Net amount']) {
      for (const record of records) expect(record[column(name)]).toMatch(/^\d+\.\d{2}$/);
    }
  });
});

describe('PDF documents', () => {
  it('the transactions PDF shows the donor’s name literally', async () => {
    const text = pdfText(await reportFile('Download', 'PDF'));
    expect(text).toContain(`${DONOR.firstName} ${DONOR.lastName} <${DONOR.email}>`);
  });

  it('each receipt PDF shows its memo literally', async () => {
    for (const { memo, prefixedId } of gifts) {
      if (NOT_PRINTABLE_IN_PDF.test(memo)) continue;
      const text = pdfText(await reportFile('Receipt', 'PDF', { contributionPrefixedId: prefixedId }));
      expect({ memo, shown: text.includes(memo) }).toEqual({ memo, shown: true });
      expect(text).toContain(`${DONOR.firstName} ${DONOR.lastName}`);
    }
  });

  it('the statement (download and email) shows the name literally; its email is text only', async () => {
    const statement = pdfText(await reportFile('Statement', 'PDF'));
    expect(statement).toContain(`Dear ${DONOR.firstName} ${DONOR.lastName},`);

    expect(
      (await gql(SEND_STATEMENT, { ids: [donor.donorPrefixedId], mode: 'email' }))
        .sendContributionStatementReport,
    ).toEqual({ sent: 1 });
    const source = rawMailTo(mailbox.dataDir, DONOR.email).find((eml) =>
      parseEml(eml).subject.includes('contribution statement'),
    );
    const mail = parseEml(source ?? '');
    expect(mail.text).toContain(`Dear ${DONOR.firstName} ${DONOR.lastName},`);
    // No HTML part at all, so nothing in it could be markup.
    expect(mail.html).toBeNull();
    const attachment = attachmentOf(source ?? '', 'application/pdf');
    expect(pdfText(attachment!.content)).toContain(`Dear ${DONOR.firstName} ${DONOR.lastName},`);
  });
});

describe('emails', () => {
  const escapedName = '&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;';

  it('the verification email of registration escapes the name in HTML and keeps it literal in text', () => {
    const verification = mailsTo(DONOR.email).find((mail) => mail.subject === 'Verify your email address');
    expect(verification?.text).toContain(`Hello ${DONOR.firstName} ${DONOR.lastName}, thank you`);
    expectInertHtml(verification!.html);
    expect(verification!.html).toContain(`Hello ${escapedName}, thank you`);
  });

  it('gift receipts carry no donor markup', () => {
    const receipts = mailsTo(DONOR.email).filter((mail) =>
      mail.subject.startsWith('Thank you for your gift'),
    );
    expect(receipts).toHaveLength(HOSTILE.length + 1);
    for (const receipt of receipts) expectInertHtml(receipt.html);
  });

  it('the verification email after an email change escapes the hostile name', async () => {
    const newEmail = 'injection-new@example.com';
    await gql(UPDATE_DONOR, {
      first_name: SVG,
      last_name: DROP_TABLE,
      email: newEmail,
      current_password: DONOR.password,
    });
    // An email change is confirmed from the new address; the old one is told (both name the donor).
    const [verification] = mailsTo(newEmail);
    expect(verification?.text).toContain(`Hello ${SVG} ${DROP_TABLE}, you asked`);
    expectInertHtml(verification!.html);
    expect(verification!.html).toContain(
      'Hello &quot;&gt;&lt;svg onload=alert(1)&gt; Robert&#39;); DROP TABLE contributions;--, you asked',
    );
    const notice = mailsTo(DONOR.email).find((mail) => mail.subject === 'Your sign-in email is changing');
    expect(notice?.text).toContain(`Hello ${SVG} ${DROP_TABLE}, someone asked`);
    expectInertHtml(notice!.html);
  });
});

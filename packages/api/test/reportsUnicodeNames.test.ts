// PDF receipts and statements print every donor's name as it is written (Vietnamese, Korean,
// Chinese; pdfkit's Helvetica had Latin-1 only), and write money and dates in the donor's language
// as the church's country writes it (docs/CONTRACTS.md "Report files"). Read back with pdftotext,
// on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { contributions, organizations } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { addGift, createDonor, download, pdfText } from './reportFixtures';

const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
    donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
      url
    }
  }
`;

jest.setTimeout(30_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-unicode-pdf-'));
let testApp: TestApp;

interface NamedDonor {
  name: string;
  firstName: string;
  lastName: string;
  locale: 'en' | 'es';
}

const DONORS: NamedDonor[] = [
  { name: 'Nguyễn Thị Ánh', firstName: 'Nguyễn Thị', lastName: 'Ánh', locale: 'en' },
  { name: '김민준', firstName: '김민준', lastName: '', locale: 'en' },
  { name: '王秀英', firstName: '王秀英', lastName: '', locale: 'es' },
];

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A donor of the church with one $25.00 gift on 2024-03-05, signed in. */
async function donorWithGift(subdomain: string, person: NamedDonor, index: number) {
  const credentials = {
    email: `unicode${index}@${subdomain}.example`,
    password: `unicode-donor-${index}-1234`,
  };
  const { user, organization } = await createDonor(testApp, subdomain, { ...person, ...credentials });
  const gift = await addGift(
    testApp,
    { userId: user.id, organizationId: organization.id },
    { amount: 2500, date: '2024-03-05' },
  );
  const browser = new TestBrowser(testApp, `${subdomain}.localhost`);
  expect((await browser.login(credentials.email, credentials.password)).statusCode).toBe(200);
  return { browser, organization, gift };
}

async function pdfOf(
  session: Awaited<ReturnType<typeof donorWithGift>>,
  subdomain: string,
  type: 'Receipt' | 'Statement' | 'Download',
  locale: string,
) {
  const filters =
    type === 'Receipt'
      ? { contributionPrefixedId: session.gift.prefixedId }
      : { startDate: '2024-01-01', endDate: '2024-12-31' };
  const answer = await session.browser.graphql(
    REPORT,
    { org: session.organization.prefixedId, type, format: 'PDF', filters },
    { 'x-locale': locale },
  );
  const { data, errors } = answer.json() as {
    data?: { donorContributionsReport: { url: string } };
    errors?: unknown;
  };
  expect(errors).toBeUndefined();
  const file = await download(
    testApp,
    session.browser,
    data!.donorContributionsReport.url,
    `${subdomain}.localhost`,
  );
  expect(file.statusCode).toBe(200);
  return pdfText(file.body);
}

describe.each(DONORS.map((donor, index) => [donor.name, donor, index] as const))(
  'a donor named %s',
  (_name, donor, index) => {
    let session: Awaited<ReturnType<typeof donorWithGift>>;
    beforeAll(async () => {
      session = await donorWithGift('demo', donor, index);
    });

    it('reads their name, the amount and the labels on their receipt', async () => {
      const text = await pdfOf(session, 'demo', 'Receipt', donor.locale);
      expect(text).toContain(donor.name);
      expect(text).toContain('Grace Community Church');
      expect(text).toContain(session.gift.prefixedId);
      // The demo church is American: $25.00 in English and in Spanish (es-US), not "25,00 US$".
      expect(text).toContain('$25.00');
      expect(text).not.toContain('US$');
      if (donor.locale === 'es') {
        for (const label of ['Recibo de contribución', 'Donante', 'Monto', '5 de marzo de 2024']) {
          expect(text).toContain(label);
        }
      } else {
        for (const label of ['Contribution receipt', 'Donor', 'Amount', 'March 5, 2024']) {
          expect(text).toContain(label);
        }
      }
    });

    it('reads their name in the letter and the totals on their statement', async () => {
      const text = await pdfOf(session, 'demo', 'Statement', donor.locale);
      expect(text).toContain(donor.name);
      expect(text.match(new RegExp(donor.name, 'g'))?.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain('$25.00');
      expect(text).toContain(donor.locale === 'es' ? 'Totales por fondo' : 'Totals by fund');
      expect(text).toContain(donor.locale === 'es' ? 'Total donado' : 'Total given');
    });
  },
);

describe('a church in Mexico', () => {
  it('writes a Spanish-speaking donor’s pesos and dates as Mexico does (es-MX), not Spain', async () => {
    const db = testApp.app.db;
    const [hope] = await db.select().from(organizations).where(eq(organizations.subdomain, 'hope'));
    await db
      .update(organizations)
      .set({ currency: 'MXN', contact: { ...hope!.contact, country: 'MX' } })
      .where(eq(organizations.id, hope!.id));
    const session = await donorWithGift(
      'hope',
      { name: 'Ánh Nguyễn', firstName: 'Ánh', lastName: 'Nguyễn', locale: 'es' },
      9,
    );
    await db.update(contributions).set({ currency: 'MXN' }).where(eq(contributions.id, session.gift.id));
    const receipt = await pdfOf(session, 'hope', 'Receipt', 'es');
    expect(receipt).toContain('Ánh Nguyễn');
    expect(receipt).toContain('$25.00');
    expect(receipt).not.toContain('25,00');
    expect(receipt).toContain('5 de marzo de 2024');
    // The transactions list as a document: its table and totals too.
    const list = await pdfOf(session, 'hope', 'Download', 'es');
    expect(list).toContain('Ánh Nguyễn');
    expect(list).toContain('Total donado');
    expect(list.match(/\$25\.00/g)?.length).toBe(3);
    expect(list).toContain('1 de enero de 2024 – 31 de diciembre de 2024');
  });
});

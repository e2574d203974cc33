// Contribution statements sent by email or downloaded: a donor's own, and a treasurer's for the donors
// they choose (docs/CONTRACTS.md "GraphQL: the portal"), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { DEMO_DONOR } from '../src/seed';
import { users } from '../src/db/schema';
import { type TestBrowser, type TestApp } from './helper';
import { attachmentOf, download, pdfText, rawMailTo } from './reportFixtures';
import {
  ADMIN,
  HOPE,
  OTHER,
  SEND_STATEMENTS,
  openPortalReportsWorld,
  type PortalReportsWorld,
} from './portalReportsWorld';

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const world = openPortalReportsWorld();
const { dataDir, gql, signIn, today } = world;
let testApp: TestApp;
let donor: TestBrowser;
let demoDonorId: PortalReportsWorld['demoDonorId'];
beforeAll(() => {
  ({ testApp, donor, demoDonorId } = world);
});

describe('sendContributionStatementReport', () => {
  it('emails the donor their own statement with the PDF attached', async () => {
    const answer = await gql(donor, SEND_STATEMENTS, {
      ids: [demoDonorId.prefixedId],
      mode: 'email',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    expect(answer.data.sendContributionStatementReport).toEqual({
      sent: 1,
      message: 'Contribution statement sent to 1 donor(s).',
      download: null,
    });
    const [eml] = rawMailTo(dataDir, DEMO_DONOR.email).slice(-1);
    expect(eml).toMatch(
      /Subject: Your January 1, 2020 – December 31, 2020 contribution statement from Grace Community Church|Subject: =\?UTF-8\?/i,
    );
    const pdf = attachmentOf(eml!, 'application/pdf');
    expect(pdf?.fileName).toBe(`contribution-statement-${today()}.pdf`);
    expect(pdfText(pdf!.content)).toContain('Dear Jordan Rivera,');
  });

  it('a donor may not send statements to anyone else: FORBIDDEN and nothing sent', async () => {
    const [other] = await testApp.app.db.select().from(users).where(eq(users.email, OTHER.email));
    const before = rawMailTo(dataDir, OTHER.email).length;
    const answer = await gql(donor, SEND_STATEMENTS, {
      ids: [demoDonorId.prefixedId, other!.prefixedId],
      mode: 'email',
    });
    expect(answer.errors?.[0]?.extensions).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
    expect(rawMailTo(dataDir, OTHER.email).length).toBe(before);
    expect(rawMailTo(dataDir, DEMO_DONOR.email).length).toBe(1);
  });

  it('a user with send-statements chooses donors: email to each, or one PDF to download', async () => {
    const treasurer = await signIn(ADMIN);
    const [other] = await testApp.app.db.select().from(users).where(eq(users.email, OTHER.email));
    const ids = [demoDonorId.prefixedId, other!.prefixedId];
    const emailed = await gql(treasurer, SEND_STATEMENTS, { ids, mode: 'email' }, 'es');
    expect(emailed.data.sendContributionStatementReport).toMatchObject({
      sent: 2,
      message: 'Estado de contribuciones enviado a 2 donante(s).',
    });
    expect(
      pdfText(attachmentOf(rawMailTo(dataDir, OTHER.email).at(-1)!, 'application/pdf')!.content),
    ).toContain('Dear Casey Other,');

    const downloaded = await gql(treasurer, SEND_STATEMENTS, { ids, mode: 'download' });
    const link = downloaded.data.sendContributionStatementReport.download;
    const text = pdfText((await download(testApp, treasurer, link.url)).body);
    expect(text).toContain('Dear Jordan Rivera,');
    expect(text).toContain('Dear Casey Other,');
    // The link is the treasurer's: the donor's session cannot use it.
    expect((await download(testApp, donor, link.url)).statusCode).toBe(404);

    const [hopeUser] = await testApp.app.db.select().from(users).where(eq(users.email, HOPE.email));
    const otherChurch = await gql(treasurer, SEND_STATEMENTS, { ids: [hopeUser!.prefixedId], mode: 'email' });
    expect(otherChurch.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    expect(rawMailTo(dataDir, HOPE.email)).toEqual([]);
  });
});

// Hardening: hostile text stays inert in the documents a donor downloads: the CSV export
// (formula-guarded, RFC 4180 quoted) and the PDFs (literal text). The world is test/injectionWorld.ts.
import { parseEml } from '@halo/testkit/mail/mailbox';
import type { Donor } from './givingFlow';
import { attachmentOf, parseCsv, pdfText, rawMailTo } from './reportFixtures';
import {
  SCRIPT,
  DROP_TABLE,
  NOT_PRINTABLE_IN_PDF,
  guardedCell,
  DONOR,
  STORED_ELSEWHERE,
  SEND_STATEMENT,
  openInjectionWorld,
} from './injectionWorld';

// Reports draw PDFs and run pdftotext; a busy machine needs more than the default.
jest.setTimeout(60_000);

const world = openInjectionWorld();
const { mailbox, gifts, giftOf, gql, reportFile } = world;
let donor: Donor;
beforeAll(() => {
  ({ donor } = world);
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

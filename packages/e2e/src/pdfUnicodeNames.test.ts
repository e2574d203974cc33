// Names outside Latin-1 on the PDFs a donor gets, in a real browser: three newcomers of a US
// congregation, with a Vietnamese, a Korean and a Chinese name, each give through the hosted giving
// page, set a password from the emailed link, sign in, download their gift's receipt and their
// transactions as a PDF from /transactions, and have their statement emailed. pdftotext reads each
// name back exactly as typed (the PDFs embed a Noto font; Helvetica had Latin-1 only). Drives the
// built product and the real API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@halo/domain';
import type { Download, Page } from 'playwright-core';
import { waitForMailLink } from '@halo/testkit/mail/mailbox';
import {
  CARDS,
  chooseAmount,
  fillCard,
  fillDonor,
  newDonorEmail,
  waitForHeading,
} from './harness/givingForm';
import { launchLanguageBrowser, signIn, type LanguageBrowser } from './harness/screens';
import { SCREEN_TEXT } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(180_000);

const text = SCREEN_TEXT.en;
const giving = text.giving;
const PASSWORD = 'unicode names 1234';

/** Given name and family name as a US form asks for them; the PDFs print "given family". */
const NEWCOMERS = [
  { firstName: 'Minh Khai', lastName: 'Nguyễn Thị', name: 'Minh Khai Nguyễn Thị', tag: 'vietnamese' },
  { firstName: '민준', lastName: '김', name: '민준 김', tag: 'korean' },
  { firstName: '秀英', lastName: '王', name: '秀英 王', tag: 'chinese' },
];

let server: RunningServer;
let browser: LanguageBrowser;
const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-unicode-'));

beforeAll(async () => {
  server = await startServer();
  browser = await launchLanguageBrowser(text);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function pdfTextOf(download: Download, name: string): Promise<string> {
  const file = join(scratch, `${Date.now()}-${name}.pdf`);
  await download.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

/** The statement PDF emailed to `to` (a newcomer's only mail with a PDF), as text; waits for it. */
async function statementTextFor(to: string, name: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(join(server.dataDir, 'mail'));
    } catch {
      // no mail yet
    }
    for (const file of files) {
      const source = readFileSync(join(server.dataDir, 'mail', file), 'utf8');
      if (!source.split(/\r?\n\r?\n/, 1)[0]?.includes(to)) continue;
      const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
      if (!part?.[1]) continue;
      const pdf = join(scratch, `${Date.now()}-${name}.pdf`);
      writeFileSync(pdf, Buffer.from(part[1].replace(/\s+/g, ''), 'base64'));
      return execFileSync('pdftotext', ['-layout', pdf, '-']).toString('utf8');
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A guest's $25.00 gift on the hosted page, then the account from the thank-you's emailed link. */
async function giveAndCreateAccount(page: Page, person: (typeof NEWCOMERS)[number], email: string) {
  await page.goto(server.urlFor('demo', '/'));
  await waitForHeading(page, giving.heading);
  await chooseAmount(page, formatMoney(2500, 'USD', giving.formatLocale));
  await fillDonor(page, giving, { email, firstName: person.firstName, lastName: person.lastName });
  await page.getByRole('button', { name: giving.continue }).click();
  await waitForHeading(page, giving.paymentTitle);
  await fillCard(page, giving, CARDS.visa, person.name);
  await page.getByRole('button', { name: giving.giveNow }).click();
  await waitForHeading(page, giving.thanks);
  await page.getByRole('button', { name: text.inviteSend }).click();
  await page.getByText(text.inviteSent).waitFor();

  await page.goto(await waitForMailLink(server.dataDir, email, text.inviteSubject));
  await page.getByRole('heading', { level: 1, name: text.setPasswordTitle }).waitFor();
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(text.confirmPassword).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, server.urlFor('demo', '/login'), text, { email, password: PASSWORD });
}

describe.each(NEWCOMERS.map((person) => [person.name, person] as const))(
  'a donor named %s',
  (_name, person) => {
    it('reads their name exactly on their receipt, transactions PDF and emailed statement', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        const email = newDonorEmail(`unicode-${person.tag}`);
        await giveAndCreateAccount(page, person, email);
        await page.goto(server.urlFor('demo', '/transactions'));
        await page.getByRole('heading', { level: 1, name: text.transactions }).waitFor();
        const receiptButton = page.getByRole('button', { name: /^Receipt for / });
        await receiptButton.waitFor();
        expect(await receiptButton.count()).toBe(1);

        const [receipt] = await Promise.all([page.waitForEvent('download'), receiptButton.click()]);
        const receiptText = await pdfTextOf(receipt, `receipt-${person.tag}`);
        expect(receiptText).toContain(person.name);
        expect(receiptText).toContain('Grace Community Church');
        expect(receiptText).toContain('$25.00');

        const [list] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Export PDF' }).click(),
        ]);
        expect(await pdfTextOf(list, `transactions-${person.tag}`)).toContain(person.name);

        await page.getByRole('button', { name: text.sendReceipt }).click();
        const dialog = page.getByRole('dialog', { name: text.sendReceipt });
        await dialog.getByRole('button', { name: text.send, exact: true }).click();
        await page.locator('.halo-flash--success').waitFor();
        expect(await statementTextFor(email, `statement-${person.tag}`)).toContain(person.name);
      } finally {
        await context.close();
      }
    });
  },
);

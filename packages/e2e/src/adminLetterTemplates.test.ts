// In a real browser, each test in English or Spanish by turns (harness/languageTurns.ts; a 320 px
// phone in both), as the demo administrator: from the console's Donors the "Letter templates" page,
// where a letter with an unknown placeholder is refused beside the letter with everything typed
// kept, then added; "Preview as PDF" downloads the statement the unsaved text makes (pdftotext finds
// it, filled in for a donor); deleting the primary letter is refused with its reason; axe clean
// throughout and nothing scrolls sideways at 320 px. Then, in English, with a letter saved first,
// the portal's statements and the console's Donors offer it, and the statement emailed with it is
// written from it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { axeViolations } from './harness/axe';
import { openBrowser, removeProfile, type BrowserSession } from './harness/chromium';
import { testsTakingTurns } from './harness/languageTurns';
import { startServer, type RunningServer } from './harness/server';

jest.setTimeout(240_000);

const ADMIN = { email: 'admin@example.com', password: 'halo-admin-1234' };
const scratch = mkdtempSync(join(tmpdir(), 'halo-e2e-letters-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const TEXT = {
  en: {
    browserLocale: 'en-US',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    donors: 'Donors',
    heading: 'Letter templates',
    add: 'Add a letter',
    title: 'Title',
    body: 'Letter',
    save: 'Save letter',
    preview: 'Preview as PDF',
    placeholders: 'Placeholders',
    added: 'Added Pentecost letter.',
    unknown: /A statement cannot fill in \{\{firstName\}\}/,
    deletePrimary: 'Delete Annual Contribution Statement',
    deleteDialog: 'Delete Annual Contribution Statement?',
    confirmDelete: 'Delete letter',
    primaryKept: /This is the primary letter/,
    letter: 'Pentecost letter',
    body1: 'Blessings to {{firstName}} from {{churchName}} this Pentecost.',
    body2: 'Blessings to {{donorName}} from {{churchName}} this Pentecost.',
    filled: /Blessings to .+ from Grace Community Church this Pentecost\./,
  },
  es: {
    browserLocale: 'es-ES',
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    donors: 'Donantes',
    heading: 'Plantillas de cartas',
    add: 'Agregar una carta',
    title: 'Título',
    body: 'Carta',
    save: 'Guardar carta',
    preview: 'Vista previa en PDF',
    placeholders: 'Marcadores',
    added: 'Se agregó Carta de Pentecostés.',
    unknown: /Una constancia no puede completar \{\{firstName\}\}/,
    deletePrimary: 'Eliminar Annual Contribution Statement',
    deleteDialog: '¿Eliminar Annual Contribution Statement?',
    confirmDelete: 'Eliminar carta',
    primaryKept: /Esta es la carta principal/,
    letter: 'Carta de Pentecostés',
    body1: 'Bendiciones a {{firstName}} de parte de {{churchName}} en Pentecostés.',
    body2: 'Bendiciones a {{donorName}} de parte de {{churchName}} en Pentecostés.',
    filled: /Bendiciones a .+ de parte de Grace Community Church en Pentecostés\./,
  },
} as const;

type Locale = keyof typeof TEXT;

/** The letter the English statements are sent with, saved before them (body: TEXT.en.body2). */
const SENT_LETTER = 'Pentecost statement';

const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');

async function signIn(server: RunningServer, locale: Locale) {
  const text = TEXT[locale];
  const session = await openBrowser({ locale: text.browserLocale });
  const page = session.context.pages()[0] ?? (await session.context.newPage());
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel(text.email).fill(ADMIN.email);
  await page.getByLabel(text.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return { session, page };
}

async function expectNoAxeViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page)).toEqual([]);
}

// One server for both languages: each test sets up what it needs, whatever the other language did.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.stop();
});

describe.each(Object.keys(TEXT) as Locale[])('console letter templates in %s', (locale) => {
  const it = testsTakingTurns(Object.keys(TEXT), locale);
  const text = TEXT[locale];
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    ({ session, page } = await signIn(server, locale));
  });

  afterAll(async () => {
    await session?.close();
    if (session) removeProfile(session.profileDir);
  });

  it('adds a letter after refusing an unknown placeholder, and previews the unsaved text as a PDF', async () => {
    await page.goto(server.urlFor('demo', '/admin/donors'));
    await page.getByRole('heading', { level: 1, name: text.donors }).waitFor();
    await page.getByRole('region', { name: text.donors }).getByRole('link', { name: text.heading }).click();
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor();
    await page.getByRole('button', { name: text.deletePrimary }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.add }).click();
    const title = page.getByRole('textbox', { name: text.title });
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title');
    await title.fill(text.letter);
    const body = page.getByRole('textbox', { name: text.body });
    await body.fill(text.body1);
    await page.getByRole('complementary', { name: text.placeholders }).getByText('{{donorName}}').waitFor();
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.unknown).waitFor();
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(await body.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await title.inputValue()).toBe(text.letter);
    await expectNoAxeViolations(page);

    await body.fill(text.body2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.preview }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contribution-statement-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = join(scratch, `preview-${locale}.pdf`);
    await download.saveAs(file);
    const preview = pdfText(file);
    expect(preview).toMatch(text.filled);
    expect(preview).not.toContain('{{');

    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.added).waitFor();
    await page.getByRole('listitem').filter({ hasText: text.letter }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('refuses to delete the primary letter, saying why', async () => {
    await page.goto(server.urlFor('demo', '/admin/letter-templates'));
    await page.getByRole('button', { name: text.deletePrimary }).click();
    const dialog = page.getByRole('dialog', { name: text.deleteDialog });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.confirmDelete }).click();
    await page.getByRole('alert').getByText(text.primaryKept).waitFor();
    await expectNoAxeViolations(page);
  });

  it.everyLanguage('fits a 320 px phone without scrolling sideways', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    try {
      await page.goto(server.urlFor('demo', '/admin/letter-templates'));
      await page.getByRole('button', { name: text.add }).click();
      await page.getByRole('textbox', { name: text.body }).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await expectNoAxeViolations(page);
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  // In English only, outside the turns (it.everyLanguage defines a test in this block whatever the
  // turn): statements sent with a letter saved for them first.
  if (locale === 'en') {
    describe('with a letter saved', () => {
      beforeAll(async () => {
        await page.goto(server.urlFor('demo', '/admin/letter-templates'));
        await page.getByRole('button', { name: text.add }).click();
        await page.getByRole('textbox', { name: text.title }).fill(SENT_LETTER);
        await page.getByRole('textbox', { name: text.body }).fill(text.body2);
        await page.getByRole('button', { name: text.save }).click();
        await page.getByText(`Added ${SENT_LETTER}.`).waitFor();
      });

      it.everyLanguage(
        'sends a statement written from the new letter, chosen in the statements dialog',
        async () => {
          await page.goto(server.urlFor('demo', '/transactions'));
          await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
          const before = Date.now();
          await page.getByRole('button', { name: 'Send statements to donors' }).click();
          const dialog = page.getByRole('dialog', { name: 'Contribution statements' });
          const picker = dialog.getByRole('group', { name: 'Donors' });
          await picker.getByRole('searchbox', { name: 'Search donors' }).fill('jordan');
          const jordan = picker.getByRole('checkbox', { name: 'Jordan Rivera (donor@example.com)' });
          await jordan.check();
          const letters = dialog.getByLabel('Letter template');
          expect(await letters.locator('option:checked').textContent()).toBe(
            'Annual Contribution Statement (primary)',
          );
          await letters.selectOption({ label: SENT_LETTER });
          await dialog.getByRole('radio', { name: 'Email each donor' }).check();
          await dialog.getByRole('button', { name: 'Send statements' }).click();
          await page.locator('.halo-flash--success').waitFor();
          const file = join(scratch, 'emailed.pdf');
          writeFileSync(file, await waitForPdfMail(server, 'donor@example.com', before));
          expect(pdfText(file)).toMatch(
            /Blessings to Jordan Rivera from Grace Community Church this Pentecost\./,
          );
        },
      );

      it.everyLanguage("sends one donor's statement from Donors with the letter chosen there", async () => {
        await page.goto(server.urlFor('demo', '/admin/donors'));
        await page.getByRole('searchbox', { name: 'Name or email' }).fill('jordan');
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('button', { name: 'Send statement to Jordan Rivera' }).click();
        const dialog = page.getByRole('dialog', { name: 'Contribution statement for Jordan Rivera' });
        const letters = dialog.getByRole('combobox', { name: 'Letter template' });
        await letters.waitFor();
        expect(await letters.locator('option:checked').textContent()).toBe(
          'Annual Contribution Statement (primary)',
        );
        await letters.selectOption({ label: SENT_LETTER });
        await expectNoAxeViolations(page);
        const before = Date.now();
        await dialog.getByRole('button', { name: 'Email statement' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('Contribution statement sent to 1 donor(s).').waitFor();
        const file = join(scratch, 'from-donors.pdf');
        writeFileSync(file, await waitForPdfMail(server, 'donor@example.com', before));
        expect(pdfText(file)).toMatch(
          /Blessings to Jordan Rivera from Grace Community Church this Pentecost\./,
        );
        await expectNoAxeViolations(page);
      });
    });
  }
});

/** The newest .eml to `to`, sent after `after`, with a PDF attachment, decoded; waits for it. */
async function waitForPdfMail(server: RunningServer, to: string, after: number): Promise<Buffer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(join(server.dataDir, 'mail')).sort();
    } catch {
      // no mail yet
    }
    for (const file of files.reverse()) {
      const source = readFileSync(join(server.dataDir, 'mail', file), 'utf8');
      if (!new RegExp(`^To:.*${to}`, 'im').test(source)) continue;
      const date = Date.parse(/^Date: (.*)$/im.exec(source)?.[1] ?? '');
      if (Number.isFinite(date) && date < after - 1000) continue;
      const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(source);
      if (part?.[1]) return Buffer.from(part[1].replace(/\s+/g, ''), 'base64');
    }
    if (Date.now() > deadline) throw new Error(`no mail with a PDF to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

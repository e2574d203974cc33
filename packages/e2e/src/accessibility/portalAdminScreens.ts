// The portal's statements section for axe, as the demo administrator who may send them.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, expectAccessible, expectFocusInside, signIn } from '../harness/screens';
import { dialog, heading, type AccessibilityRun } from './accessibilityRun';

/** The cases of one language's run; call inside its describe. */
export function portalAdminScreens(run: AccessibilityRun): void {
  const { language, text, screen } = run;

  let context: BrowserContext;
  let page: Page;

  // One page; every screen is loaded afresh by its own navigation (see portalDonorScreens.ts).
  beforeAll(async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
    await signIn(page, run.server.urlFor('demo', '/login'), text, DEMO_ADMIN);
  });

  afterAll(async () => {
    await context?.close();
  });

  beforeEach(async () => {
    await page.goto(run.server.urlFor('demo', '/transactions'));
    await heading(page, text.transactions);
  });

  it(screen('transactions with the statements section'), async () => {
    await page.getByRole('region', { name: text.statementsTitle }).waitFor();
    await expectAccessible(page, language);
  });

  it(screen('statements dialog'), async () => {
    await page.getByRole('button', { name: text.openStatements }).click();
    const statements = dialog(page, text.statementsTitle);
    await statements.getByRole('searchbox', { name: text.searchDonors }).waitFor();
    await expectFocusInside(statements);
    await statements.getByRole('checkbox').first().check();
    await expectAccessible(page, language);
  });
}

// The <halo-give> element's screens for axe on an English church page of another origin, a new
// visitor each: only the form's own root is read, in the language it is shown in.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CARDS, waitForHeading } from '../harness/givingForm';
import { expectAccessible, expectFocusInside } from '../harness/screens';
import { NARROW, type AccessibilityRun } from './accessibilityRun';
import { openRecurringModal, toPaymentStep } from './givingFormSteps';

/** The cases of one language's run; call inside its describe. */
export function embedScreens(run: AccessibilityRun): void {
  const { language, text, screen } = run;
  const giving = text.giving;

  let context: BrowserContext;
  let page: Page;
  let form: Locator;
  /** The church page stays English: the form's own root says the language it is shown in. */
  const expectFormAccessible = () => expectAccessible(page, language, form.locator('.halo-give'));

  beforeEach(async () => {
    context = await run.browser.newContext();
    page = await context.newPage();
    await page.goto(run.church.url);
    form = page.locator('halo-give');
    await waitForHeading(form, giving.heading);
  });

  afterEach(async () => {
    await context.close();
  });

  it(screen('embedded giving form'), async () => {
    await expectFormAccessible();
  });

  it(screen('embedded giving form (narrow viewport)'), async () => {
    await page.setViewportSize(NARROW);
    await expectFormAccessible();
  });

  it(screen('embedded giving form: validation errors'), async () => {
    await form.getByRole('button', { name: giving.continue }).click();
    await form.getByText(giving.amountRequired).waitFor();
    await expectFormAccessible();
  });

  it(screen('embedded giving form: recurring account modal'), async () => {
    await expectFocusInside(await openRecurringModal(form, text));
    await expectFormAccessible();
  });

  it(screen('embedded payment step'), async () => {
    await toPaymentStep(form, text, CARDS.visa);
    await expectFormAccessible();
  });

  it(screen('embedded payment step: declined card'), async () => {
    await toPaymentStep(form, text, CARDS.declined);
    await form.getByRole('button', { name: giving.giveNow }).click();
    await form.getByRole('alert').getByText(giving.declined).waitFor();
    await expectFormAccessible();
  });

  it(screen('embedded thank-you'), async () => {
    await toPaymentStep(form, text, CARDS.visa);
    await form.getByRole('button', { name: giving.giveNow }).click();
    await waitForHeading(form, giving.thanks);
    await expectFormAccessible();
  });
}

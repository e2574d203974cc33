// One language's run of the accessibility suite (accessibility/accessibilitySuite.ts): the server, the church page
// and the browser it shares, its texts, and the small steps every area's screens take.
import type { Locator, Page } from 'playwright-core';
import type { ChurchSite, LanguageBrowser } from '../harness/screens';
import type { Language, ScreenText } from '../harness/screenText';
import type { RunningServer } from '../harness/server';

export interface AccessibilityRun {
  language: Language;
  text: ScreenText;
  /** Each case is named '<screen> (<language>)'. */
  screen(name: string): string;
  /** The suite's one server, once its `beforeAll` has run. */
  readonly server: RunningServer;
  /** The English church page of another origin that embeds `<halo-give>`. */
  readonly church: ChurchSite;
  /** This language's browser, once its `beforeAll` has run. */
  readonly browser: LanguageBrowser;
}

/** A phone's viewport (the portal's mobile menu and the form's one-column layout). */
export const NARROW = { width: 390, height: 844 };

/** The viewport every language browser's page starts with (harness/screens.ts). */
const WIDE = { width: 1280, height: 900 };

/** Puts back the wide viewport after a case that narrowed a page the next case reuses. */
export async function restoreViewport(page: Page | undefined): Promise<void> {
  const size = page?.viewportSize();
  if (page && size && (size.width !== WIDE.width || size.height !== WIDE.height)) {
    await page.setViewportSize(WIDE);
  }
}

export const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).waitFor();
export const dialog = (scope: Page | Locator, name: string) => scope.getByRole('dialog', { name });

let counter = 0;
export const newEmail = (tag: string) => `a11y-${tag}-${Date.now()}-${(counter += 1)}@example.com`;

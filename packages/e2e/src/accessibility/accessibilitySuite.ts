// The accessibility suite's frame, shared by its four files (accessibilityGivingPage,
// accessibilityEmbed, accessibilityAccounts, accessibilityPortal): axe-core (WCAG 2.1 A/AA) over every
// screen, open dialog and state of an area, in English and in Spanish. The language comes from the
// browser locale, which the product honours (docs/PRODUCT.md §1: the default is guessed from the browser); before
// axe reads a screen, a translated text on it is waited for and its `lang` (the page's `<html>`, or the
// embedded form's own root) checked. Every open modal also holds the focus. One server per file; one
// browser per language; each screen loaded by a navigation of its own, in a page per area whose
// renderer keeps the compiled scripts (a fresh context for visitors where an area says so). Drives
// the built product. Four files rather than one so that jest's workers share the suite: as one file of every
// area it ran four minutes, and on a clean clone (no timings yet, so the smallest file last) it was
// the last file left running while the other worker had nothing to do.
import {
  launchLanguageBrowser,
  startChurchSite,
  type ChurchSite,
  type LanguageBrowser,
} from '../harness/screens';
import { LANGUAGES, SCREEN_TEXT, type Language } from '../harness/screenText';
import { startServer, type RunningServer } from '../harness/server';
import type { AccessibilityRun } from './accessibilityRun';

/** One area's screens: its cases for one language's run, called inside that language's describe. */
export type AccessibilityArea = (run: AccessibilityRun) => void;

/** The suite's server, church page and language browsers around `areas`, each a describe of its own. */
export function describeAccessibility(areas: Record<string, AccessibilityArea>): void {
  jest.setTimeout(120_000);

  let server: RunningServer;
  let church: ChurchSite;

  beforeAll(async () => {
    // The suite gives and declines many test-card gifts from one IP within a minute, the same declined
    // test number four times; the default limits per IP and per card (spec'd abuse protection, tested
    // in the API suite) would refuse part-way.
    server = await startServer({
      GIVE_RATE_LIMIT_PER_MINUTE: '1000',
      CARD_RATE_LIMIT_PER_MINUTE: '1000',
      CARD_DECLINES_BEFORE_BLOCK: '1000',
      CARD_DECLINES_PER_CARD: '1000',
    });
    church = await startChurchSite(`http://demo.localhost:${server.port}`);
  });

  afterAll(async () => {
    await church?.close();
    await server?.stop();
  });

  describe.each(LANGUAGES)('accessibility in %s', (language: Language) => {
    const text = SCREEN_TEXT[language];
    let browser: LanguageBrowser;

    beforeAll(async () => {
      browser = await launchLanguageBrowser(text);
    });

    afterAll(async () => {
      await browser?.close();
    });

    const run: AccessibilityRun = {
      language,
      text,
      screen: (name: string) => `${name} (${language})`,
      get server() {
        return server;
      },
      get church() {
        return church;
      },
      get browser() {
        return browser;
      },
    };

    for (const [name, area] of Object.entries(areas)) describe(name, () => area(run));
  });
}

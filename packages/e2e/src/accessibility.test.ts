// Axe-core (WCAG 2.1 A/AA) over every screen, open dialog and state of the hosted giving
// page and account screens (host), the `<halo-give>` element on an English church page of another
// origin (widget) and the donor portal (signed in as the demo donor, and as the administrator for the
// statements section), in English and in Spanish. The language comes from the browser locale, which
// the product honours (spec §1: the default is guessed from the browser); before axe reads a screen,
// a translated text on it is waited for and its `lang` (the page's `<html>`, or the embedded form's
// own root) checked. Every open modal also holds the focus. One server; one browser per language; a
// fresh page (and, for visitors, a fresh context) per screen. Drives the built product. Each area's
// screens are listed in accessibility/ (giving page, account, embed, portal donor and administrator).
import {
  launchLanguageBrowser,
  startChurchSite,
  type ChurchSite,
  type LanguageBrowser,
} from './harness/screens';
import { LANGUAGES, SCREEN_TEXT, type Language } from './harness/screenText';
import { startServer, type RunningServer } from './harness/server';
import { accountScreens } from './accessibility/accountScreens';
import type { AccessibilityRun } from './accessibility/accessibilityRun';
import { embedScreens } from './accessibility/embedScreens';
import { givingPageScreens } from './accessibility/givingPageScreens';
import { portalAdminScreens } from './accessibility/portalAdminScreens';
import { portalDonorScreens } from './accessibility/portalDonorScreens';

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

  describe('host: giving page (a new visitor per screen)', () => givingPageScreens(run));
  describe('host: account screens (one visitor, in order)', () => accountScreens(run));
  describe('widget: <halo-give> on an English church page (a new visitor per screen)', () =>
    embedScreens(run));
  describe('portal: the demo donor (signed in once, a fresh page per screen)', () => portalDonorScreens(run));
  describe('portal: the administrator (statements)', () => portalAdminScreens(run));
});

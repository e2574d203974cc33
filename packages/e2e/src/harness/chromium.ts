import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { trackRequests } from './networkQuiet';

// Flags verified on these machines (docs/ARCHITECTURE.md §7): without the background-networking ones Chromium
// keeps dialling Google's hosts, which this closed network refuses.
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // One renderer process per page rather than per site, as Chrome does on a low-memory phone: the
  // browser suite is bound by Chromium's CPU, and a portal screen's load took 17% less of it (1.35 s
  // against 1.62 s, 15 loads of Transactions on a quiet machine). Pages keep their origins apart.
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process',
];

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (the headless shell Playwright's
 * own headless runs use), the same engine as `chromium` without the browser's interface around it:
 * about 40% of the full browser's CPU for the same tests (docs/ARCHITECTURE.md §7), on a test
 * machine of two cores. `CHROMIUM_PATH` chooses another.
 */
export const testChromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

/**
 * The whole browser, for a profile whose cookie setting a test writes: the headless shell does not
 * read Settings → Privacy, and stores a third-party cookie the profile says to block.
 */
const browserWithSettings = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface BrowserSession {
  context: BrowserContext;
  profileDir: string;
  close(): Promise<void>;
}

export interface OpenBrowserOptions {
  profileDir?: string;
  locale?: string;
  /** The browser's time zone (IANA name); the machine's when absent. */
  timezoneId?: string;
  /**
   * Writes the profile's cookie setting before launch: `true` blocks third-party cookies (Settings →
   * Privacy → "Block third-party cookies"), `false` allows them. Left as the profile has it when absent.
   */
  blockThirdPartyCookies?: boolean;
}

/** Sets the cookie controls in the profile's `Default/Preferences`, keeping what else it holds. */
function writeCookiePreference(profileDir: string, block: boolean): void {
  const file = join(profileDir, 'Default', 'Preferences');
  mkdirSync(join(profileDir, 'Default'), { recursive: true });
  const preferences = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { profile?: Record<string, unknown> })
    : {};
  preferences.profile = {
    ...preferences.profile,
    block_third_party_cookies: block,
    cookie_controls_mode: block ? 1 : 0,
  };
  writeFileSync(file, JSON.stringify(preferences));
}

/**
 * A persistent profile so tests can restart the browser and keep cookies and local storage
 * (e.g. "remember me"); pass the same `profileDir` to reopen it.
 */
export async function openBrowser(options: OpenBrowserOptions = {}): Promise<BrowserSession> {
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'halo-e2e-profile-'));
  if (options.blockThirdPartyCookies !== undefined) {
    writeCookiePreference(profileDir, options.blockThirdPartyCookies);
  }
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: options.blockThirdPartyCookies === undefined ? testChromium : browserWithSettings,
    args: chromiumArgs,
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId,
    viewport: { width: 1280, height: 900 },
  });
  trackRequests(context);
  return {
    context,
    profileDir,
    async close() {
      await context.close();
    },
  };
}

export function removeProfile(profileDir: string): void {
  rmSync(profileDir, { recursive: true, force: true });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

// Flags verified on these machines (DESIGN.md §7): without the background-networking ones Chromium
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
];

export interface BrowserSession {
  context: BrowserContext;
  profileDir: string;
  close(): Promise<void>;
}

/**
 * A persistent profile so tests can restart the browser and keep cookies and local storage
 * (e.g. "remember me"); pass the same `profileDir` to reopen it.
 */
export async function openBrowser(
  options: { profileDir?: string; locale?: string } = {},
): Promise<BrowserSession> {
  const profileDir = options.profileDir ?? mkdtempSync(join(tmpdir(), 'halo-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
    locale: options.locale ?? 'en-US',
    viewport: { width: 1280, height: 900 },
  });
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

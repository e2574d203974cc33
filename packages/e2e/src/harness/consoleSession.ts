// The console's browser tests begin the same way: a browser in the test's language with the demo
// church's administrator signed in, and end by closing it and removing its profile.
import type { Page } from 'playwright-core';
import { openBrowser, removeProfile, type BrowserSession } from './chromium';
import { DEMO_ADMIN } from './screens';
import type { RunningServer } from './server';

/** The words of the sign-in screen in the test's language, and the browser's locale. */
export interface SignInLabels {
  browserLocale: string;
  email: string;
  password: string;
  signIn: string;
}

export interface ConsoleSession {
  session: BrowserSession;
  page: Page;
}

/** Opens a browser in `labels.browserLocale` and signs the demo administrator in on `server`'s demo church. */
export async function signInDemoAdministrator(
  server: RunningServer,
  labels: SignInLabels,
): Promise<ConsoleSession> {
  const session = await openBrowser({ locale: labels.browserLocale });
  const page = session.context.pages()[0] ?? (await session.context.newPage());
  await page.goto(server.urlFor('demo', '/login'));
  await page.getByLabel(labels.email).fill(DEMO_ADMIN.email);
  await page.getByLabel(labels.password, { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: labels.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  return { session, page };
}

/** Closes the browser of `signInDemoAdministrator` and removes its profile; nothing when it never opened. */
export async function closeConsoleSession(session: BrowserSession | undefined): Promise<void> {
  if (!session) return;
  await session.close();
  removeProfile(session.profileDir);
}

// The README's pictures, taken from the running product so they never drift from it: the hosted
// giving page and the donor's dashboard, each on a phone (390 × 844) and on a laptop (1440 × 900),
// written to docs/screenshots/. The demo church and its demo donor, in English.
//
//   npm run screenshots        (builds first when the sources changed, like npm start)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { signInDemoDonor } from '../src/harness/budgetRoutes';
import { chromiumArgs } from '../src/harness/chromium';
import { repoRoot, startServer } from '../src/harness/server';

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const outputDir = join(repoRoot, 'docs', 'screenshots');

async function main(): Promise<void> {
  mkdirSync(outputDir, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: device === 'phone' ? 2 : 1,
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(server.urlFor('demo', '/'));
      await page.getByRole('button', { name: 'Continue' }).waitFor();
      await page.screenshot({ path: join(outputDir, `giving-page-${device}.png`) });

      await signInDemoDonor(context, server);
      await page.goto(server.urlFor('demo', '/dashboard'));
      await page.getByRole('region', { name: 'Overview' }).locator('dd').first().waitFor();
      await page.getByRole('region', { name: 'Recent activity' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(outputDir, `dashboard-${device}.png`) });
      await context.close();
      process.stderr.write(`screenshots: ${device} done\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// docs/ARCHITECTURE.md §8, the budgets on a slow phone (Slow 4G + 4× CPU, bench/slowPhoneProfile.ts), the
// built product served by the real API:
// - `<halo-give>` on a church's plain page of another site: first visit (a new browser context, empty
//   cache) and second page view (the same context opens the page again: what the HTTP cache keeps);
// - the hosted giving page until its form is interactive: first visit and second page view, and a first
//   visit with the phone's CPU on an unthrottled network;
// - the portal's first route (`/dashboard`, the demo donor signed in beforehand without throttling),
//   first visit with an empty cache, until the overview shows its first figure.
// Each time is `performance.now()` (origin: the navigation's start) in the first animation frame in
// which the screen is usable, marked by an init script (bench/usableProbe.ts); median of BENCH_RUNS (5).
// For `<halo-give>` that is its first step as the loader paints it (its controls work, a press is
// held); when React has taken it over (`halo-give:ready`) is recorded beside it.
// What React alone costs on the same phone and page is scripts/bench-react-floor.ts.
//
//   npx tsx packages/e2e/bench/slowPhone.ts        (needs `npm run build` first)
//   npx tsx packages/e2e/bench/slowPhone.ts halo-give    only the measurements whose row names that text
import { chromium, type BrowserContext } from 'playwright-core';
import { isHostedGivingFormInteractive, signInDemoDonor } from '../src/harness/budgetRoutes';
import { chromiumArgs } from '../src/harness/chromium';
import { isGivingFormInteractive, serveEmbedPage } from '../src/harness/embedPage';
import { startServer } from '../src/harness/server';
import { benchChromium } from './benchFigures';
import {
  measureOnSlowPhone,
  SLOW_PHONE,
  SLOW_PHONE_CPU,
  slowPage,
  slowPhoneVisit,
  type SlowPhoneMeasurement,
} from './slowPhoneProfile';
import { timeUntilUsable, usableProbe } from './usableProbe';

/**
 * Runs IN THE PAGE, from its first frame: true once `<halo-give>` has said `halo-give:ready`, which it
 * says when React has taken its painted first step over and carried out what was pressed on it.
 */
function isGivingFormTakenOver(): boolean {
  const page = window as unknown as { haloGiveReady?: boolean; haloGiveReadyHeard?: boolean };
  if (!page.haloGiveReadyHeard) {
    page.haloGiveReadyHeard = true;
    document.addEventListener('halo-give:ready', () => {
      page.haloGiveReady = true;
    });
  }
  return page.haloGiveReady === true;
}

function portalOverviewShown(): boolean {
  const figure = document.querySelector('section[aria-labelledby="portal-overview-title"] dd');
  return Boolean(figure && /\d/.test(figure.textContent ?? ''));
}

async function main(): Promise<void> {
  const server = await startServer();
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
  const hostedPage = server.urlFor('demo', '/');
  const browser = await chromium.launch({
    executablePath: benchChromium,
    args: chromiumArgs,
  });
  const newContext = (probe: () => boolean) => async (): Promise<BrowserContext> => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    await context.addInitScript(usableProbe(probe));
    return context;
  };
  const measurements: SlowPhoneMeasurement[] = [
    {
      what: `\`<halo-give>\` on ${SLOW_PHONE}: first visit, navigation to an interactive form`,
      budgetMs: 2000,
      run: () => slowPhoneVisit(newContext(isGivingFormInteractive), church.url),
    },
    {
      what: `\`<halo-give>\` on ${SLOW_PHONE}: second page view, navigation to an interactive form`,
      budgetMs: 900,
      run: () => slowPhoneVisit(newContext(isGivingFormInteractive), church.url, { secondView: true }),
    },
    {
      what: `\`<halo-give>\` on ${SLOW_PHONE}: first visit, navigation to React's form (\`halo-give:ready\`)`,
      run: () => slowPhoneVisit(newContext(isGivingFormTakenOver), church.url),
    },
    {
      what: `\`<halo-give>\` on ${SLOW_PHONE}: second page view, navigation to React's form (\`halo-give:ready\`)`,
      run: () => slowPhoneVisit(newContext(isGivingFormTakenOver), church.url, { secondView: true }),
    },
    {
      what: `hosted giving page on ${SLOW_PHONE}: first visit, navigation to an interactive form`,
      budgetMs: 2500,
      run: () => slowPhoneVisit(newContext(isHostedGivingFormInteractive), hostedPage),
    },
    {
      what: `hosted giving page on ${SLOW_PHONE}: second page view, navigation to an interactive form`,
      run: () => slowPhoneVisit(newContext(isHostedGivingFormInteractive), hostedPage, { secondView: true }),
    },
    {
      what: `hosted giving page, ${SLOW_PHONE_CPU} on an unthrottled network: first visit, navigation to an interactive form`,
      run: () =>
        slowPhoneVisit(newContext(isHostedGivingFormInteractive), hostedPage, { unthrottledNetwork: true }),
    },
    {
      what: `portal first route (\`/dashboard\`) on ${SLOW_PHONE}: first visit, navigation to the overview's first figure`,
      budgetMs: 2500,
      async run() {
        const context = await newContext(portalOverviewShown)();
        try {
          await signInDemoDonor(context, server);
          return await timeUntilUsable(await slowPage(context, true), server.urlFor('demo', '/dashboard'));
        } finally {
          await context.close();
        }
      },
    },
  ];
  // Text after the script's name keeps only the rows that contain it (`halo-give`: the embed's two).
  const only = process.argv[2];
  const chosen = only ? measurements.filter((measurement) => measurement.what.includes(only)) : measurements;
  if (chosen.length === 0) throw new Error(`no slow-phone measurement names "${only}"`);
  try {
    await measureOnSlowPhone(chosen);
  } finally {
    await browser.close();
    await church.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

// docs/ARCHITECTURE.md §8, the budgets on a slow phone (Slow 4G + 4× CPU, bench/slowPhoneProfile.ts), the
// built product served by the real API:
// - `<halo-give>` on a church's plain page of another site: first visit (a new browser context, empty
//   cache) and second page view (the same context opens the page again: what the HTTP cache keeps);
// - the hosted giving page, first visit, until its form is interactive;
// - the portal's first route (`/dashboard`, the demo donor signed in beforehand without throttling),
//   first visit with an empty cache, until the overview shows its first figure.
// Each time is `performance.now()` (origin: the navigation's start) in the first animation frame in
// which the screen is usable, marked by an init script (bench/usableProbe.ts); median of BENCH_RUNS (5).
// What React alone costs on the same phone and page is scripts/bench-react-floor.ts.
//
//   npx tsx packages/e2e/bench/slowPhone.ts        (needs `npm run build` first)
//   npx tsx packages/e2e/bench/slowPhone.ts halo-give    only the measurements whose row names that text
import { chromium, type BrowserContext } from 'playwright-core';
import { signInDemoDonor } from '../src/harness/budgetRoutes';
import { chromiumArgs } from '../src/harness/chromium';
import { isGivingFormInteractive, serveEmbedPage } from '../src/harness/embedPage';
import { startServer } from '../src/harness/server';
import { benchChromium } from './benchFigures';
import {
  measureOnSlowPhone,
  SLOW_PHONE,
  slowPage,
  slowPhoneVisit,
  type SlowPhoneMeasurement,
} from './slowPhoneProfile';
import { timeUntilUsable, usableProbe } from './usableProbe';

/** The hosted page renders the form in its own document, not in an element's shadow root. */
function hostedGivingFormInteractive(): boolean {
  const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
  const amounts = Array.from(document.querySelectorAll<HTMLInputElement>('input[name="amountChoice"]'));
  if (!submit || submit.disabled || amounts.length < 2 || amounts.some((input) => input.disabled))
    return false;
  const box = submit.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

function portalOverviewShown(): boolean {
  const figure = document.querySelector('section[aria-labelledby="portal-overview-title"] dd');
  return Boolean(figure && /\d/.test(figure.textContent ?? ''));
}

async function main(): Promise<void> {
  const server = await startServer();
  const church = await serveEmbedPage(`http://demo.localhost:${server.port}`);
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
      run: () => slowPhoneVisit(newContext(isGivingFormInteractive), church.url, true),
    },
    {
      what: `hosted giving page on ${SLOW_PHONE}: first visit, navigation to an interactive form`,
      budgetMs: 2500,
      run: () => slowPhoneVisit(newContext(hostedGivingFormInteractive), server.urlFor('demo', '/')),
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

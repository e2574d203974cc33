// A screen is read (axe, its layout) once its page has stopped loading: no request in flight and
// none for a moment. Playwright's 'networkidle' is 500 ms without a request after a page's load, and
// only once per page load; counting the requests of a context's pages lets a screen be read 200 ms
// after its last answer, and after a click that fetches more (a dialog's data, the Spanish strings) too.
import type { BrowserContext, Page, Request } from 'playwright-core';

/** Quiet long enough for a script that got its answer to ask for the next (a chunk, a query). */
const QUIET_MS = 200;
/** A page quiet for none of this is waited for as before, with Playwright's own 'networkidle'. */
const GIVE_UP_MS = 15_000;
/**
 * A request in flight this long is not one a screen waits for: when a page asks again for the giving
 * record after its minute of max-age, Chrome answers from its cache (stale-while-revalidate) and asks
 * the server in the background, a request whose end Playwright never hears of. Before this rule each
 * such screen waited GIVE_UP_MS and then Playwright's networkidle: 30 s, several times a run.
 */
const BACKGROUND_MS = 5_000;

interface Traffic {
  inFlight: Map<Request, number>;
  /** When the last request started or ended (Date.now()). */
  lastChange: number;
}

const trackedContexts = new WeakSet<BrowserContext>();
const trafficOfPage = new WeakMap<Page, Traffic>();

function trafficOf(request: Request): Traffic | undefined {
  let page: Page;
  try {
    page = request.frame().page();
  } catch {
    return undefined; // a service worker's request belongs to no page
  }
  // An event stream stays open for as long as the page listens: Playwright's networkidle skips it too.
  if (request.resourceType() === 'eventsource') return undefined;
  let traffic = trafficOfPage.get(page);
  if (!traffic) trafficOfPage.set(page, (traffic = { inFlight: new Map(), lastChange: Date.now() }));
  return traffic;
}

/** Counts the requests of each page of `context` from now on; call before its pages load anything. */
export function trackRequests(context: BrowserContext): void {
  trackedContexts.add(context);
  const started = (request: Request) => {
    const traffic = trafficOf(request);
    if (!traffic) return;
    traffic.inFlight.set(request, Date.now());
    traffic.lastChange = Date.now();
  };
  const ended = (request: Request) => {
    const traffic = trafficOf(request);
    if (!traffic) return;
    traffic.inFlight.delete(request);
    traffic.lastChange = Date.now();
  };
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/**
 * Resolves once `page` has loaded and made no request for QUIET_MS with none in flight. A page of a
 * context not tracked with `trackRequests` (or never quiet) waits for Playwright's 'networkidle'.
 */
export async function networkQuiet(page: Page): Promise<void> {
  if (!trackedContexts.has(page.context())) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('load');
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const traffic = trafficOfPage.get(page);
    const quietFor = traffic ? Date.now() - traffic.lastChange : QUIET_MS;
    const waitedFor = traffic ? inFlightInForeground(traffic) : 0;
    if (!traffic || (waitedFor === 0 && quietFor >= QUIET_MS)) return;
    await new Promise((resolve) => setTimeout(resolve, waitedFor > 0 ? 25 : QUIET_MS - quietFor));
  }
  const stuck = [...(trafficOfPage.get(page)?.inFlight.keys() ?? [])].map((request) => request.url());
  console.warn(`never quiet for ${GIVE_UP_MS} ms; in flight: ${stuck.join(', ')}`);
  await page.waitForLoadState('networkidle');
}

/** How many requests in flight the screen waits for (not the background ones, BACKGROUND_MS). */
function inFlightInForeground(traffic: Traffic): number {
  const now = Date.now();
  let count = 0;
  for (const started of traffic.inFlight.values()) if (now - started < BACKGROUND_MS) count += 1;
  return count;
}

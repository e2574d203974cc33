// When a screen became usable, measured inside the page: an init script (it runs before the page's
// own scripts) checks a predicate in every animation frame from the document's start and, in the
// first frame it holds, keeps `performance.now()` and says so on the console. Playwright's
// waitForFunction would compile its own injected script on the page's main thread, at 4× CPU about
// 70 ms, in the middle of the time being measured.
import type { Page } from 'playwright-core';

const USABLE_MARK = 'halo:usable';

/** The init script for `predicate`, a function that must stand alone (it goes in as source text). */
export function usableProbe(predicate: () => boolean): string {
  return `(() => {
  const usable = ${predicate.toString()};
  const check = () => {
    if (usable()) {
      window.__haloUsableAt = performance.now();
      console.debug(${JSON.stringify(USABLE_MARK)});
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;
}

/** Resolves when the probe says the screen is usable; call before the navigation (it may come first). */
export function usableSignal(page: Page): Promise<unknown> {
  return page.waitForEvent('console', {
    predicate: (message) => message.text() === USABLE_MARK,
    timeout: 120_000,
  });
}

/** When the probe saw the screen usable: `performance.now()` of that frame. */
export function usableAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as { __haloUsableAt?: number }).__haloUsableAt ?? Number.NaN);
}

/** Opens `url` in `page` (whose context has the probe) and returns the milliseconds until usable. */
export async function timeUntilUsable(page: Page, url: string): Promise<number> {
  const usable = usableSignal(page);
  await page.goto(url);
  await usable;
  return usableAt(page);
}

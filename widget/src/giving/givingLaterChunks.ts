/**
 * The parts of the giving form a donor cannot reach from its first screen without acting: its
 * dialogs, and the steps after a gift. They are chunks of their own so that `<halo-give>` becomes
 * interactive sooner, and they are fetched while the browser is idle once the form shows, so that
 * a dialog or the thank-you step never waits for the network when it is needed.
 */
export const loadGivingDialogs = () => import(/* webpackChunkName: "giving-dialogs" */ './givingDialogs');
export const loadGivingAfterGift = () => import(/* webpackChunkName: "giving-after" */ './givingAfterGift');

/** Fetches both chunks when the browser is next idle (or in a moment where it cannot say); returns a cancel. */
export function preloadGivingLaterChunks(): () => void {
  const load = () => {
    void loadGivingDialogs();
    void loadGivingAfterGift();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(load, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(load, 1000);
  return () => window.clearTimeout(handle);
}

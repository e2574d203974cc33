/**
 * The parts of the giving form a donor cannot reach from its first screen without acting: its
 * dialogs, and the steps after a gift. They are chunks of their own so that `<halo-give>` becomes
 * interactive sooner, and they are fetched while the browser is idle once the form shows, so that
 * a dialog or the thank-you step never waits for the network when it is needed.
 */
export const loadGivingDialogs = () => import(/* webpackChunkName: "giving-dialogs" */ './givingDialogs');
export const loadGivingAfterGift = () => import(/* webpackChunkName: "giving-after" */ './givingAfterGift');

/**
 * Fetches both chunks once the form has been on screen a moment and the browser is idle (or a moment
 * later where it cannot say); returns a cancel. Not at the first idle moment after the form shows: on a
 * busy phone that can come before the form's first frame is even painted, and these downloads would
 * then compete with what makes the form usable. No donor reaches a dialog within a second.
 */
export function preloadGivingLaterChunks(): () => void {
  const load = () => {
    void loadGivingDialogs();
    void loadGivingAfterGift();
  };
  let idle: number | null = null;
  const settled = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(load, { timeout: 3000 });
    else load();
  }, AFTER_FORM_SHOWS_MS);
  return () => {
    window.clearTimeout(settled);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
}

const AFTER_FORM_SHOWS_MS = 1000;

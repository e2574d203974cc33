/** What counts as someone at the kiosk: a touch or click, a key, or typing. */
export const KIOSK_ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Calls `onIdle` once `idleMs` pass without activity on `target` (docs/PRODUCT.md §20: the kiosk starts
 * over after a minute without a touch), and again after each further quiet `idleMs`. Returns the
 * stop, which removes every listener and the timer.
 */
export function startIdleReset(target: EventTarget, idleMs: number, onIdle: () => void): () => void {
  let timer = setTimeout(fire, idleMs);
  function fire() {
    timer = setTimeout(fire, idleMs);
    onIdle();
  }
  const active = () => {
    clearTimeout(timer);
    timer = setTimeout(fire, idleMs);
  };
  // Capture, so a control that stops the event's propagation still counts as activity.
  for (const name of KIOSK_ACTIVITY_EVENTS) target.addEventListener(name, active, { capture: true });
  return () => {
    clearTimeout(timer);
    for (const name of KIOSK_ACTIVITY_EVENTS) target.removeEventListener(name, active, { capture: true });
  };
}

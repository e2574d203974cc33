import type { Frequency } from './attributes';

/**
 * The events `<halo-give>` dispatches (DESIGN.md §3). They bubble and cross the shadow boundary
 * (`composed`), so a church page can listen on the element or on `document`. Namespaced `halo-give:` so
 * they never collide with the page's own events. Add events; never change or remove one.
 */
export interface HaloGiveEventMap {
  /** The form is on screen: the church was found and the giving page rendered. Once per connection. */
  'halo-give:ready': { org: string };
  /** A gift went through. Amount in integer cents. Dispatched by the giving form (a later issue). */
  'halo-give:completed': { giftId: string; amount: number; frequency: Frequency };
  /** The form cannot be shown or a gift failed; `code` is stable, `message` is for people. */
  'halo-give:error': { code: 'invalid-org' | 'organization-not-found' | 'load-failed'; message: string };
}

export type HaloGiveEventType = keyof HaloGiveEventMap;

export function dispatchHaloGiveEvent<Type extends HaloGiveEventType>(
  target: EventTarget,
  type: Type,
  detail: HaloGiveEventMap[Type],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

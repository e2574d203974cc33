import type { Frequency } from './attributes';

/**
 * The events `<halo-give>` dispatches (docs/ARCHITECTURE.md §3). They bubble and cross the shadow boundary
 * (`composed`), so a church page can listen on the element or on `document`. Namespaced `halo-give:` so
 * they never collide with the page's own events. Add events or codes; never change or remove one.
 */
export interface HaloGiveEventMap {
  /** The form is interactive: the church was found and its giving form rendered. Once per connection and org. */
  'halo-give:ready': { org: string };
  /**
   * A gift went through (the thank-you screen is showing). `giftId` is the contribution's prefixed id,
   * or the recurring gift's when nothing was charged today; `amount` is the gift in integer cents,
   * before any processing fee the donor added.
   */
  'halo-give:completed': { giftId: string; amount: number; frequency: Frequency };
  /**
   * The form cannot be shown (`invalid-org`, `organization-not-found`, `load-failed`) or a gift did not
   * go through (`card-declined`, `gift-failed`, `network-error`; the form stays filled in and says why).
   * `code` is stable; `message` is for people: what the donor is told, in the form's language, or for
   * `invalid-org` and `organization-not-found` what the page's author must fix, in English.
   */
  'halo-give:error': { code: HaloGiveErrorCode; message: string };
}

export type HaloGiveErrorCode =
  | 'invalid-org'
  | 'organization-not-found'
  | 'load-failed'
  | 'card-declined'
  | 'gift-failed'
  | 'network-error';

export type HaloGiveEventType = keyof HaloGiveEventMap;

export function dispatchHaloGiveEvent<Type extends HaloGiveEventType>(
  target: EventTarget,
  type: Type,
  detail: HaloGiveEventMap[Type],
): void {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'halo-give:ready': CustomEvent<HaloGiveEventMap['halo-give:ready']>;
    'halo-give:completed': CustomEvent<HaloGiveEventMap['halo-give:completed']>;
    'halo-give:error': CustomEvent<HaloGiveEventMap['halo-give:error']>;
  }
}

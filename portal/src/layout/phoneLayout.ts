import { useSyncExternalStore } from 'react';

/**
 * Below this width the portal is laid out for a phone: each gift of a list is a card instead of a table
 * row. 40rem (640 px at the default text size) keeps a small tablet in portrait on the table, whose
 * eight columns need about 54rem, and puts every phone (320–430 px) on cards. The one place the
 * breakpoint is written: the portal's CSS strings interpolate it and components read it through
 * `usePhoneLayout`.
 */
export const PHONE_MEDIA = '(max-width: 40rem)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isPhoneLayout(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(PHONE_MEDIA).matches;
}

/** Whether the page is narrower than `PHONE_MEDIA` now (false where the browser cannot tell). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneLayout, () => false);
}

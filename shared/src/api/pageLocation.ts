// The browser location, in one place so tests can replace it (jsdom cannot load pages).

/** Path and query of the page, e.g. `/transactions?page=2`. */
export function currentPagePath(): string {
  return window.location.pathname + window.location.search;
}

/** A full page load, leaving the single-page app. */
export function assignPageLocation(url: string): void {
  window.location.assign(url);
}

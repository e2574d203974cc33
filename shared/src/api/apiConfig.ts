export interface ApiConfig {
  /** API origin, e.g. `https://api.halo.example`; empty means the page's own origin. */
  apiUrl: string;
}

let base = '';

/** Sets where the API lives (from `readRuntimeConfig().apiUrl`, or the embed's `api` attribute). */
export function configureApi({ apiUrl }: ApiConfig): void {
  base = apiUrl.replace(/\/+$/, '');
}

/** The API origin as configured, without a trailing slash; empty means the page's own origin. */
export function apiBase(): string {
  return base;
}

/** The URL of an API path such as `/graphql`. */
export function apiUrl(path: string): string {
  return `${base}${path}`;
}

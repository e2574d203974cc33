/**
 * Paths the single-page app never owns (docs/CONTRACTS.md): an unknown GET there is a 404 JSON,
 * not the host page. `/login`, `/logout`, `/forgot-password` and `/reset-password` are API paths
 * only as POST; their GETs are app screens.
 */
const API_ROOTS = [
  '/api',
  '/graphql',
  '/sanctum',
  '/broadcasting',
  '/health',
  '/ready',
  '/static',
  '/halo-give.js',
];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_ROOTS.some((root) => path === root || path.startsWith(`${root}/`));
}

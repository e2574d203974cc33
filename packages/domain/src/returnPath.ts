/**
 * Where sign-in continues (`/login?p=…`, docs/PRODUCT.md §4 and §8): a same-origin path, or null. Only a path
 * that starts with exactly one `/` is accepted: `//host` and `/\host` are other origins to a browser
 * (it reads `\` as `/`), and a scheme (`https:`, `javascript:`) never starts with `/`. Control
 * characters are refused too (browsers drop tabs and newlines, which could rebuild `//`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** `safeReturnPath(value)`, else the donor's dashboard. */
export function returnPathOr(value: string | null | undefined, fallback = '/dashboard'): string {
  return safeReturnPath(value) ?? fallback;
}

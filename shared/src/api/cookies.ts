/** A cookie of the page by name, URI-decoded, or null. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The CSRF token Sanctum keeps in the readable `XSRF-TOKEN` cookie; its presence is also our sign
 * that a session exists (docs/PRODUCT.md §7, docs/CONTRACTS.md "Sessions and CSRF").
 */
export function readXsrfToken(): string | null {
  return readCookie('XSRF-TOKEN') || null;
}

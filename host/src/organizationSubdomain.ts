/**
 * The organization of a page is the first label of its host name (docs/PRODUCT.md §1): `demo.halo.give` → `demo`,
 * `demo.localhost` → `demo`. Host names are case-insensitive, so the label is lower-cased; an empty
 * host name gives an empty subdomain (no organization).
 */
export function organizationSubdomain(hostname: string): string {
  const [first = ''] = hostname.trim().toLowerCase().replace(/\.$/, '').split('.');
  return first;
}

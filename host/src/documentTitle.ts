export const PRODUCT_NAME = 'Halo Donor';

/** docs/PRODUCT.md §1: '{page title} | Halo Donor', or only the product name when a page has no title. */
export function documentTitle(pageTitle?: string | null): string {
  const title = pageTitle?.trim();
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

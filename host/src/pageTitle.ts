import type { RouteDefinition } from './navigation/routes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The page title of a route (its heading and, through documentTitle, the tab title). The giving page is
 * titled after the church ('Online Giving - {name}', docs/PRODUCT.md §2), so it has none until the church is known.
 */
export function pageTitle(
  route: Pick<RouteDefinition, 'title'>,
  organizationName: string | null | undefined,
  t: Translate,
): string | null {
  if (route.title === 'home') return organizationName ? t('titles.home', { name: organizationName }) : null;
  return t(`titles.${route.title}`);
}

import { CONSOLE_SECTIONS, type ConsoleSection } from '@halo/domain';

/** The console section a path shows (`/admin` → overview), or null outside the console. */
export function currentSection(path: string): ConsoleSection | null {
  const pathname = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  if (pathname === '/admin') return 'overview';
  // `/admin/payments/return`: a section's own sub-page (Stripe's way back) is still that section.
  const match = /^\/admin\/([^/]+)(?:\/[^/]+)?$/.exec(pathname);
  const section = match?.[1];
  return CONSOLE_SECTIONS.find((known) => known === section && known !== 'overview') ?? null;
}

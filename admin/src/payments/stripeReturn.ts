/**
 * Which way Stripe's onboarding brought the administrator back to the Payments section: `return`
 * (onboarding left, finished or not) or `refresh` (the link expired or was used); null otherwise.
 */
export function stripeReturnOf(path: string): 'return' | 'refresh' | null {
  const pathname = path.split(/[?#]/, 1)[0]?.replace(/\/+$/, '') ?? '';
  if (pathname === '/admin/payments/return') return 'return';
  if (pathname === '/admin/payments/refresh') return 'refresh';
  return null;
}

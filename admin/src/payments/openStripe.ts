/** Leaves the console for Stripe's hosted onboarding (a page of Stripe's own, never framed). */
export function openStripe(url: string): void {
  window.location.assign(url);
}

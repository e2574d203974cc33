// The demo church on a published demo site (SEED_DEMO=true on a PUBLIC_URL other than this machine):
// the README gives its administrator's password to anyone, so that account must not be able to take
// the church from every other visitor (seed.ts gives it these abilities only, and the console's
// second factor refuses it).

/** The demo administrator's sign-in address (its password is in seed.ts and the README). */
export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * The demo administrator's abilities on a published demo: gifts, donors and statements to look at
 * and try. Not the team, the giving settings with payments and allowed websites, nor refunds (which
 * wait for a second factor this account may not set up): with any of those one visitor could take
 * the demo church from every other.
 */
export const PUBLISHED_DEMO_ADMIN_ABILITIES = ['view-gifts', 'record-gifts', 'send-statements'] as const;

/** Whether `user` is the published demo's administrator, the account whose password is public. */
export function isPublishedDemoAdministrator(
  config: { production: boolean },
  organization: { subdomain: string },
  user: { email: string },
): boolean {
  return config.production && organization.subdomain === 'demo' && user.email === DEMO_ADMIN_EMAIL;
}

/**
 * The church administrator console's sections and who sees them. An administrator holds abilities
 * (docs/PRODUCT.md §1; the API keeps them in `users.abilities` and checks each console operation against one);
 * a Halo administrator (`isHaloAdmin`) may do everything. The console shows a section only to users
 * whose abilities let them use its data, so a link never leads to a refusal.
 */

/** Every ability an administrator may hold; a church's first administrator holds all of them. */
export const ADMINISTRATOR_ABILITIES = [
  'manage-giving',
  'view-gifts',
  'refund-gifts',
  'record-gifts',
  'send-statements',
  'manage-team',
] as const;
export type AdministratorAbility = (typeof ADMINISTRATOR_ABILITIES)[number];

/** The console's pages in navigation order; each but the overview is `/admin/<section>`. */
export const CONSOLE_SECTIONS = [
  'overview',
  'giving-page',
  'funds',
  'websites',
  'embed-code',
  'campaigns',
  'payments',
  'webhooks',
  'api-keys',
  'gifts',
  'donors',
  'reports',
  'batches',
  'deposits',
  'import',
  'letter-templates',
  'team',
  'security',
] as const;
export type ConsoleSection = (typeof CONSOLE_SECTIONS)[number];

/** Which abilities open which sections (the operations behind each section ask for the same ones). */
const SECTIONS_BY_ABILITY: Record<AdministratorAbility, readonly ConsoleSection[]> = {
  'manage-giving': [
    'giving-page',
    'funds',
    'websites',
    'embed-code',
    'campaigns',
    'payments',
    'webhooks',
    'api-keys',
  ],
  // The treasurer's giving reports read the same gifts (docs/PRODUCT.md §18).
  // Deposits are the same gifts as they reached the bank (docs/PRODUCT.md §19).
  'view-gifts': ['gifts', 'donors', 'reports', 'deposits'],
  // Refunds are made from a gift the user can already see; the ability alone opens no page.
  'refund-gifts': [],
  // A treasurer's batches of cash and checks are offline gifts recorded together (docs/PRODUCT.md §13).
  // Past gifts imported from a file are offline gifts too (docs/PRODUCT.md §11).
  'record-gifts': ['donors', 'batches', 'import'],
  // Statements are sent from the donor portal's statements screen; the letters they are written
  // from are kept in the console.
  'send-statements': ['letter-templates'],
  'manage-team': ['team'],
};

export interface ConsoleUser {
  abilities: readonly string[];
  isHaloAdmin: boolean;
}

/** Whether the user administers the church at all: a Halo administrator or any ability. */
export function isConsoleUser(user: ConsoleUser | null | undefined): boolean {
  if (!user) return false;
  return (
    user.isHaloAdmin ||
    user.abilities.some((ability) => (ADMINISTRATOR_ABILITIES as readonly string[]).includes(ability))
  );
}

/**
 * The sections the user may open, in navigation order: none for someone who is not an
 * administrator, the overview and Security for every administrator, and the sections of each
 * ability held.
 */
export function consoleSectionsFor(user: ConsoleUser | null | undefined): ConsoleSection[] {
  if (!user || !isConsoleUser(user)) return [];
  if (user.isHaloAdmin) return [...CONSOLE_SECTIONS];
  // Every administrator has an overview, and a Security page for their own second factor.
  const allowed = new Set<ConsoleSection>(['overview', 'security']);
  for (const ability of ADMINISTRATOR_ABILITIES) {
    if (user.abilities.includes(ability))
      for (const section of SECTIONS_BY_ABILITY[ability]) allowed.add(section);
  }
  return CONSOLE_SECTIONS.filter((section) => allowed.has(section));
}

/** Whether the user holds `ability` (a Halo administrator holds every one). */
export function hasAdministratorAbility(
  user: ConsoleUser | null | undefined,
  ability: AdministratorAbility,
): boolean {
  return Boolean(user && (user.isHaloAdmin || user.abilities.includes(ability)));
}

/** The console path of a section: `/admin` for the overview, `/admin/<section>` otherwise. */
export function consoleSectionPath(section: ConsoleSection): string {
  return section === 'overview' ? '/admin' : `/admin/${section}`;
}

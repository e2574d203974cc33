// The donor search's memory of recent donors (docs/PRODUCT.md §13): a treasurer typing 80 checks
// meets the same families every Sunday, so the donors picked lately are offered first, on this
// browser, per church.

export interface RecentDonor {
  prefixedId: string;
  name: string;
  email: string;
}

/** How many donors are remembered. */
export const RECENT_DONORS_KEPT = 8;

/** The list with `donor` first, once, at most RECENT_DONORS_KEPT long. */
export function rememberDonor(recent: readonly RecentDonor[], donor: RecentDonor): RecentDonor[] {
  return [donor, ...recent.filter((each) => each.prefixedId !== donor.prefixedId)].slice(
    0,
    RECENT_DONORS_KEPT,
  );
}

/** The recent donors whose name or email contains `search` (all of them when it is empty). */
export function recentDonorsMatching(recent: readonly RecentDonor[], search: string): RecentDonor[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...recent];
  return recent.filter(
    (donor) => donor.name.toLowerCase().includes(text) || donor.email.toLowerCase().includes(text),
  );
}

const storageKey = (organizationPrefixedId: string) => `halo-batch-recent-donors:${organizationPrefixedId}`;

/** The church's recent donors kept on this browser; none when storage is unavailable or holds junk. */
export function loadRecentDonors(organizationPrefixedId: string): RecentDonor[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(organizationPrefixedId)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter(
        (each): each is RecentDonor =>
          typeof each?.prefixedId === 'string' &&
          typeof each?.name === 'string' &&
          typeof each?.email === 'string',
      )
      .slice(0, RECENT_DONORS_KEPT);
  } catch {
    return [];
  }
}

export function saveRecentDonors(organizationPrefixedId: string, recent: readonly RecentDonor[]): void {
  try {
    localStorage.setItem(storageKey(organizationPrefixedId), JSON.stringify(recent));
  } catch {
    // A browser that keeps nothing (private mode, full storage) simply offers no recent donors.
  }
}

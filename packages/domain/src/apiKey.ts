/**
 * A church's API keys (docs/PRODUCT.md §16): its church management software (Planning Center,
 * Rock, Breeze…) reads its giving through the read API with a key. A key only ever reads; the
 * abilities it holds are administrator abilities and name what it may read, as they name the
 * console's sections: `view-gifts` the gifts, donors and recurring gifts (and the funds and
 * campaigns those name), `manage-giving` the funds and campaigns alone.
 */
import type { AdministratorAbility } from './consoleSections';

/** The abilities a key may hold, in their one order. */
export const API_KEY_ABILITIES = [
  'view-gifts',
  'manage-giving',
] as const satisfies readonly AdministratorAbility[];
export type ApiKeyAbility = (typeof API_KEY_ABILITIES)[number];

/** What every key starts with, so a leaked one is recognised by secret scanners and people alike. */
export const API_KEY_TOKEN_START = 'hg_live_';
/** The part of a key the console keeps showing: its start and the secret's first eight characters. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_TOKEN_START.length + 8;
export const API_KEY_NAME_MAX = 100;
/** A church's keys that are not revoked, at most. */
export const API_KEYS_PER_CHURCH_MAX = 25;

/** A key's visible start (`hg_live_AbCd1234`), from the whole key. */
export function apiKeyVisiblePrefix(token: string): string {
  return token.slice(0, API_KEY_VISIBLE_LENGTH);
}

/** Whether a bearer token has a key's shape: the start, then 43 base64url characters (256 bits). */
export function looksLikeApiKey(token: string): boolean {
  return /^hg_live_[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * The abilities a new key may be given: those asked for that the creating administrator holds
 * (a Halo administrator holds every one) and a key may hold; null when one asked for is not.
 */
export function grantableApiKeyAbilities(
  asked: readonly string[],
  creator: { abilities: readonly string[]; isHaloAdmin: boolean },
): ApiKeyAbility[] | null {
  const known = API_KEY_ABILITIES as readonly string[];
  if (asked.length === 0) return null;
  for (const ability of asked) {
    if (!known.includes(ability)) return null;
    if (!creator.isHaloAdmin && !creator.abilities.includes(ability)) return null;
  }
  return API_KEY_ABILITIES.filter((ability) => asked.includes(ability));
}

/** The abilities of a creator that a key could be given (the console's checkboxes). */
export function apiKeyAbilitiesOf(creator: {
  abilities: readonly string[];
  isHaloAdmin: boolean;
}): ApiKeyAbility[] {
  return API_KEY_ABILITIES.filter((ability) => creator.isHaloAdmin || creator.abilities.includes(ability));
}

/** Whether a key may read what any one of `allowedBy` allows. */
export function apiKeyAllows(keyAbilities: readonly string[], allowedBy: readonly ApiKeyAbility[]): boolean {
  return allowedBy.some((ability) => keyAbilities.includes(ability));
}

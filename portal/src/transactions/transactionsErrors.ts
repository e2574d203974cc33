import { ApiError } from 'halo_shared/api';

// Answers whose message is written for the donor, in their locale (docs/CONTRACTS.md "GraphQL: the portal").
const EXPLAINED = new Set(['validation', 'authorization', 'not_found']);

/**
 * The text to show for a failed report or statement call: the server's own sentence for invalid input,
 * a refusal or a missing record (e.g. a donor id of another church), else `fallback` (docs/PRODUCT.md §8
 * 'Something went wrong, please try again.').
 */
export function describeFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.kind === 'graphql' && EXPLAINED.has(String(error.category))) {
    const first = error.errors[0];
    const validation = (first?.extensions?.validation ?? null) as Record<string, string[]> | null;
    const detail = validation ? Object.values(validation).flat()[0] : undefined;
    return detail ?? first?.message ?? fallback;
  }
  return fallback;
}

import { type QueryState, useApiClient } from 'halo_shared/api';
import {
  DonorContributionsDocument,
  type DonorContributionsQuery,
} from '@halo/shared/graphql/portal-transactions';
import type { DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answersEverything, contributionsRequests } from './contributionsRequests';

type Answer = DonorContributionsQuery['donorContributions'];

/** The gifts on screen, and which filters they answer (which may lag behind the donor's latest choice). */
export interface ContributionsList {
  /** Identity of these results: the organization and the filters, page fields included. */
  key: string;
  /** The filters these rows answer (`perPage` null: page size All). */
  filters: DonorContributionFilters;
  /** The rows loaded so far, in the list's order, from the first matching gift of this page. */
  items: Answer['items'];
  /** Over every matching gift, whatever is loaded. */
  totalResults: number;
  totalAmount: number;
  /** False while the rest of an All list is on its way: rows past `items` are not loaded yet. */
  complete: boolean;
}

export interface ContributionsListResult {
  /** 'loading' until the first answer for the current filters; 'success' once rows for them show. */
  state: QueryState<ContributionsList>;
  /** Asks again for the same filters (a new gift, "Try again"). */
  reload: () => void;
}

/**
 * The transactions list for `filters`, asked as `contributionsRequests` says: for All, the first screen
 * shows as soon as it answers and every gift replaces it when that answer comes. A change of filters or
 * organization drops whatever the older requests still answer (the shared client cannot abort a
 * request, so they are ignored), and the previous rows stay on screen until the new ones arrive, so the
 * list does not flash empty.
 */
export function useContributionsList(
  organizationPrefixedId: string,
  filters: DonorContributionFilters,
  { skip = false }: { skip?: boolean } = {},
): ContributionsListResult {
  const { graphql } = useApiClient();
  const [state, setState] = useState<QueryState<ContributionsList>>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify({ organizationPrefixedId, filters });
  // Which results the rows on screen answer, read when the requests start (a refresh asks in one go).
  const shownKey = useRef<string | null>(null);

  useEffect(() => {
    if (skip) return;
    let current = true;
    const { organizationPrefixedId: organization, filters: wanted } = JSON.parse(key) as {
      organizationPrefixedId: string;
      filters: DonorContributionFilters;
    };
    const requests = contributionsRequests(wanted, { refresh: shownKey.current === key });
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));

    async function askInTurn() {
      for (const [index, request] of requests.entries()) {
        const answer = (
          await graphql(DonorContributionsDocument, {
            organizationPrefixedId: organization,
            filters: request,
          })
        ).donorContributions;
        if (!current) return;
        const complete = index === requests.length - 1 || answersEverything(request, answer);
        shownKey.current = key;
        setState({
          status: 'success',
          data: {
            key,
            filters: wanted,
            items: answer.items,
            totalResults: answer.totalResults,
            totalAmount: answer.totalAmount,
            complete,
          },
          error: null,
        });
        if (complete) return;
      }
    }
    askInTurn().catch((error: unknown) => {
      if (current) setState((previous) => ({ status: 'error', data: previous.data, error }));
    });
    return () => {
      // Unmounted, new filters or a reload: whatever these requests still answer is stale.
      current = false;
    };
  }, [key, skip, attempt, graphql]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from './ApiClientContext';
import type { GraphqlDocument } from './graphql';

export type QueryState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

export interface QueryResult<T> {
  state: QueryState<T>;
  /** Asks again with the same variables (the "Try again" button of a failure). */
  reload: () => void;
  /** Changes what is shown after a mutation answered, without asking again; only once an answer came. */
  update: (change: (data: T) => T) => void;
}

/**
 * Runs a typed GraphQL query through the page's one client (docs/PRODUCT.md §7: network-only, so always fresh)
 * and follows its variables: a change asks again, and an answer to older variables is dropped, so a
 * slow response never overwrites a newer one. `skip` waits (e.g. until the church is known).
 * While a new answer is on its way the previous data stays, so lists do not flash empty.
 * The one way a portal screen or a console section reads GraphQL (the portal's self-service screens
 * read its state as `RemoteData`).
 */
export function useGraphqlQuery<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
  { skip = false }: { skip?: boolean } = {},
): QueryResult<TResult> {
  const { graphql } = useApiClient();
  const [state, setState] = useState<QueryState<TResult>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);
  const latest = useRef(0);

  useEffect(() => {
    if (skip) return;
    const id = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    graphql(document, JSON.parse(key) as TVariables).then(
      (data) => {
        if (id === latest.current) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (id === latest.current) setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => {
      // Unmounted or new variables: whatever this request answers is stale.
      if (id === latest.current) latest.current += 1;
    };
  }, [document, key, skip, attempt, graphql]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: (data: TResult) => TResult) => {
    // Also while the same list is being asked for again: its answer replaces the change anyway.
    setState((current) =>
      current.status !== 'error' && current.data !== null
        ? { ...current, data: change(current.data) }
        : current,
    );
  }, []);
  return { state, reload, update };
}

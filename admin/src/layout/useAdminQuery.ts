import { type GraphqlDocument, useApiClient } from 'halo_shared/api';
import { useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

export interface QueryResult<T> {
  state: QueryState<T>;
  /** Asks again with the same variables (the "Try again" button). */
  reload: () => void;
}

/**
 * A typed console query through the page's one GraphQL client, following its variables: an answer to
 * older variables is dropped, so a slow response never overwrites a newer one. `skip` waits (e.g. for
 * the church to be known). While a new answer is on its way the previous data stays.
 */
export function useAdminQuery<TResult, TVariables>(
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
  return { state, reload };
}

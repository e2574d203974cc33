import type { QueryState } from 'halo_shared/api';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * What a self-service screen shows of its query: the list it picks from the answer, kept on screen
 * while the list is asked for again after a change (no skeleton between), a failure instead of it.
 */
export function remoteData<TResult, T>(
  state: QueryState<TResult>,
  pick: (data: TResult) => T,
): RemoteData<T> {
  if (state.status === 'error') return { status: 'error', error: state.error };
  if (state.data === null) return { status: 'loading' };
  return { status: 'ready', data: pick(state.data) };
}

import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads data for a screen and keeps it: `reload` fetches again, `update` changes what is shown after
 * a mutation answered. A null `load` (nothing to load yet, e.g. no organization) stays loading.
 * Answers arriving after unmount or after a newer load are dropped.
 */
export function useRemoteData<T>(load: (() => Promise<T>) | null) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const generation = useRef(0);

  const reload = useCallback(async () => {
    if (!load) return;
    const mine = ++generation.current;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      const data = await load();
      if (generation.current === mine) setState({ status: 'ready', data });
    } catch (error) {
      if (generation.current === mine) setState({ status: 'error', error });
    }
  }, [load]);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
    );
  }, []);

  return { state, reload, update };
}

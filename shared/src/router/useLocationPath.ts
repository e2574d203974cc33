import { useHalo } from '../store/useHalo';

/** The current path (with its query string); re-renders on every committed navigation. */
export function useLocationPath(): string {
  return useHalo((state) => state.path);
}

// docs/PRODUCT.md §4/§8: a failed chunk load (a deploy replaced the hashed files this page refers to) reloads the
// page. Only once per tab within a while: if the reload fails the same way, show the error instead of
// reloading forever.

export const CHUNK_RELOAD_KEY = 'halo-chunk-reload-at';
/** A second failure within this window after a reload is not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * webpack's `ChunkLoadError` ("Loading chunk 12 failed"), CSS chunks, native dynamic imports, and the
 * federation runtime's load failures (RUNTIME-001 remote entry exports, -003 manifest, -008 script).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError' || name === 'ScriptExternalLoadError') return true;
  if (typeof message !== 'string') return false;
  return (
    /Loading (CSS )?chunk [^ ]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module/i.test(message) ||
    /RUNTIME-00[138]/.test(message)
  );
}

export interface ReloadStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether to reload the page for `error`; when it says yes it records the reload in `storage`
 * (sessionStorage: per tab, survives the reload).
 */
export function shouldReloadForChunkError(
  error: unknown,
  storage: ReloadStorage | null,
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  // Without storage we cannot tell a loop from a first failure: do not reload.
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false; // storage denied (privacy mode)
  }
}

/** sessionStorage when the browser lets us use it. */
export function sessionStorageOrNull(): ReloadStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

import { sessionStorageOrNull, shouldReloadForChunkError } from './chunkReload';

// The async boundary of module federation: the shared singletons and `halo_shared` load before
// bootstrap runs (DESIGN.md §7).
import('./bootstrap').catch((error: unknown) => {
  // Nothing is rendered yet, so no error boundary sees this: reload once when a deploy swapped the chunks.
  if (shouldReloadForChunkError(error, sessionStorageOrNull())) window.location.reload();
  throw error;
});

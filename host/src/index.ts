import { sessionStorageOrNull, shouldReloadForChunkError } from './chunkReload';

// The async boundary of module federation: the shared singletons and `halo_shared` load before
// bootstrap runs (docs/ARCHITECTURE.md §7). `halo_shared` provides react, zustand and i18next to every build, so
// its container is initialized first, on its own: the host's `shareStrategy: 'loaded-first'`
// (webpack/hostBuild.ts) does not fetch every remote entry at start-up, so the portal's and the widget's
// remote entries load only when a route first shows one of their screens.
import('halo_shared/runtimeConfig')
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .catch((error: unknown) => {
    // Nothing is rendered yet, so no error boundary sees this: reload once when a deploy swapped the chunks.
    if (shouldReloadForChunkError(error, sessionStorageOrNull())) window.location.reload();
    throw error;
  });

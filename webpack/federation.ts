import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { ChunkGroupFilesPlugin } from './chunkGroupFiles';
import { common, fromRoot, type Mode } from './common';
import { singletons, type FederatedBuild } from './singletons';

/** Federation remotes: names and where each build lands (`/static/<build>/`). */
export const remoteNames = {
  shared: 'halo_shared',
  portal: 'halo_portal',
  admin: 'halo_admin',
  widget: 'halo_widget',
} as const;

/** Resolved at runtime against the page origin by host/src/federation/originRemotes.ts. */
export function remote(build: keyof typeof remoteNames): string {
  return `${remoteNames[build]}@/static/${build}/remoteEntry.js`;
}

/**
 * The runtime plugin behind `experiments.provideExternalRuntime`, as its ES module. That option adds
 * the package's CommonJS build, which `require`s a second, CommonJS copy of the federation runtime core
 * next to the ES module copy the host's bundler runtime imports (+22 KB gzip in host/main.js).
 */
const injectExternalRuntimeCorePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** A build that takes part in the page's federation: its singletons, one runtime per page, its remotes. */
export function federated(
  build: FederatedBuild,
  mode: Mode,
  options: Partial<ConstructorParameters<typeof ModuleFederationPlugin>[0]>,
): Configuration {
  const config = common(build, mode);
  return {
    ...config,
    output: { ...config.output, publicPath: `/static/${build}/`, uniqueName: `halo_${build}` },
    optimization: {
      ...config.optimization,
      moduleIds: mode === 'production' ? 'deterministic' : 'named',
      // A page loads several exposed modules of a remote together (the portal's layout and screen,
      // halo_shared's api, i18n, live…). Below webpack's default 20 KB a module they have in common was
      // copied into each of their chunks: activity strings, validation messages, formatters (−5 KB gzip
      // on /dashboard).
      splitChunks: { chunks: 'async', minSize: 10_000 },
    },
    plugins: [
      ...(config.plugins ?? []),
      new ChunkGroupFilesPlugin(),
      new ModuleFederationPlugin({
        dts: false,
        shared: singletons(build),
        runtimePlugins: [
          fromRoot('host/src/federation/originRemotes.ts'),
          ...(build === 'host' ? [injectExternalRuntimeCorePlugin] : []),
        ],
        // One federation runtime per page (~27 KB gzip each otherwise): the host provides it as
        // `_FEDERATION_RUNTIME_CORE` (the plugin above, in place of `provideExternalRuntime`), the
        // remotes use it. Remotes therefore only run inside the host.
        experiments: {
          ...(build === 'host' ? {} : { externalRuntime: true }),
          // Our remotes are plain `remoteEntry.js` files: the snapshot and preload plugins (manifest
          // remotes, `preloadRemote`) and the Node.js script loader are dead weight in the browser.
          optimization: { disableSnapshot: true, target: 'web' },
        },
        ...options,
      }),
    ],
  };
}

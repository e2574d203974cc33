import type { Configuration } from 'webpack';
import { common, compiledWhileStreaming, fromRoot, type Mode } from './common';

/**
 * `<halo-give>` for churches' own sites: no federation runtime (docs/ARCHITECTURE.md §3), the `shared`
 * source compiled in. `halo-give.js` is a small classic script, the loader (widget/src/embed/index.ts):
 * its stable name is what churches paste, revalidated by ETag; the element (`halo-give-element`) and
 * the form (`giving-form`) are chunks with content hashes, cached for a year and requested by the
 * loader side by side. Served as `/halo-give.js` and `/static/embed/…`; chunks are fetched from the
 * script's own origin (widget/src/embed/publicPath.ts), whatever page embeds it.
 */
export function embedBuild(mode: Mode): Configuration {
  const config = common('embed', mode);
  return {
    ...config,
    entry: { 'halo-give': './widget/src/embed/index.ts' },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, halo_shared: fromRoot('shared/src') },
    },
    plugins: [
      ...(config.plugins ?? []),
      // The element's chunk and the form's first screen: nearly every function runs before a donor can
      // choose an amount.
      compiledWhileStreaming(/^(halo-give-element|giving-form)\.[0-9a-f]+\.js$/),
    ],
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          // webpack's own vendors group, except that the element's chunk keeps its libraries (React,
          // i18next, ky, r2wc): one file less to ask for before the form, and one compressed file is
          // smaller than two (the first screen's budget, docs/ARCHITECTURE.md §8).
          defaultVendors: {
            idHint: 'vendors',
            test: /[\\/]node_modules[\\/]/i,
            priority: -10,
            reuseExistingChunk: true,
            chunks: (chunk) => chunk.name !== 'halo-give-element',
          },
        },
      },
    },
    output: {
      ...config.output,
      // Replaced at runtime from the script URL; this default serves same-origin tests.
      publicPath: '/static/embed/',
      // Namespaced so it can never collide with a church page's own webpack bundles.
      uniqueName: 'halo_give_embed',
      chunkLoadingGlobal: 'haloGiveEmbedChunks',
    },
  };
}

/**
 * The server's rendering of `<halo-give>`'s first step (widget/src/embed/firstScreenServer.tsx), for
 * Node: `dist/embed-server/first-screen.js`, which the API loads. Everything is bundled (React, the
 * form, its catalogues), so it renders with the very code the browser's chunks were built from.
 */
export function embedServerBuild(mode: Mode): Configuration {
  const config = common('embed-server', mode);
  return {
    ...config,
    target: 'node',
    devtool: 'source-map',
    entry: { 'first-screen': './widget/src/embed/firstScreenServer.tsx' },
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, halo_shared: fromRoot('shared/src') },
    },
    // No compressed copies: nothing here is sent to a browser.
    plugins: [],
    output: { ...config.output, library: { type: 'commonjs2' } },
    optimization: { ...config.optimization, minimize: false },
  };
}

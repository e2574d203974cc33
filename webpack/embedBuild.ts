import { BannerPlugin, Compilation, type Configuration } from 'webpack';
import { common, fromRoot, type Mode } from './common';

/**
 * `<halo-give>` for churches' own sites: one classic script, no federation runtime (docs/ARCHITECTURE.md §3), the
 * `shared` source compiled in. Served as `/halo-give.js` and `/static/embed/…`; chunks are fetched from
 * the script's own origin (widget/src/embed/publicPath.ts), whatever page embeds it.
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
      // V8's explicit compile hint: nearly every function of the element's script and of the form's
      // first screen runs before a donor can choose an amount, so Chrome compiles them all while the
      // file streams in, on a background thread, instead of one by one on the page's main thread when
      // first called. It must be the file's first line, so it goes in after minification (which would
      // drop it) and before the source maps are made (which then count it).
      new BannerPlugin({
        banner: '//# allFunctionsCalledOnLoad',
        raw: true,
        test: /^(halo-give\.js|giving-form\.[0-9a-f]+\.js)$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
    ],
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

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { compiledWhileStreaming, fromRoot, type Mode } from './common';
import { federated, remote } from './federation';

/** The shell and `index.html`, consuming the four remotes. */
export function hostBuild(mode: Mode): Configuration {
  const config = federated('host', mode, {
    name: 'halo_host',
    remotes: {
      halo_shared: remote('shared'),
      halo_portal: remote('portal'),
      halo_admin: remote('admin'),
      halo_widget: remote('widget'),
    },
    // The default 'version-first' fetches every remote's entry at start-up to compare versions: the
    // widget's on a portal route, the portal's on the giving page. Each singleton has exactly one
    // provider, so there is nothing to compare; host/src/index.ts initializes halo_shared first.
    shareStrategy: 'loaded-first',
  });
  return {
    ...config,
    optimization: {
      ...config.optimization,
      // react-dom and react-dom/client are two shared modules, both needed by every page: one chunk.
      splitChunks: {
        ...config.optimization?.splitChunks,
        cacheGroups: {
          reactDom: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    // index.ts initializes halo_shared, then imports ./bootstrap: the async boundary that lets federation
    // load shared modules first.
    entry: { main: './host/src/index.ts' },
    plugins: [
      ...(config.plugins ?? []),
      // The shell, its start-up and react-dom run before every page's first screen.
      compiledWhileStreaming(/^(main|bootstrap\.[0-9a-f]+|react-dom\.[0-9a-f]+)\.js$/),
      new HtmlWebpackPlugin({
        template: fromRoot('host/src/index.html'),
        filename: 'index.html',
        favicon: fromRoot('host/src/favicons/giving.svg'),
        scriptLoading: 'defer',
        // Keep comments: the server replaces `<!--HALO_CONFIG-->` with the runtime config.
        minify:
          mode === 'production'
            ? { collapseWhitespace: true, removeComments: false, minifyCSS: true, minifyJS: true }
            : false,
      }),
    ],
  };
}

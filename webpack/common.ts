import path from 'node:path';
import { constants as zlib, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import {
  BannerPlugin,
  Compilation,
  type Configuration,
  type RuleSetRule,
  type WebpackPluginInstance,
} from 'webpack';

export type Mode = 'production' | 'development';

const root = path.resolve(__dirname, '..');
export const fromRoot = (...segments: string[]) => path.resolve(root, ...segments);

function typescriptRule(mode: Mode): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        // Type errors are `npm run typecheck`'s job (one `tsc --build`); this keeps the builds fast.
        transpileOnly: true,
        configFile: fromRoot('tsconfig.base.json'),
        compilerOptions: {
          // The project tsconfigs only emit declarations for `tsc --build`; the bundle needs JavaScript.
          composite: false,
          declaration: false,
          emitDeclarationOnly: false,
          noEmit: false,
          sourceMap: true,
          jsx: mode === 'development' ? 'react-jsxdev' : 'react-jsx',
        },
      },
    },
  };
}

/** What the server sends compressed from the build: scripts, styles, manifests, pages, images as text. */
const COMPRESSIBLE = /\.(js|css|json|html|svg|txt)$/;

/**
 * A brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of a production build, made
 * once at the highest levels, which would be too slow per request: the server sends the one the
 * browser accepts (packages/api/src/http/staticPlugin.ts, @fastify/static `preCompressed`). Files
 * under a kilobyte, or that shrink by less than a fifth, keep no copy and go out as they are.
 */
function precompressed(): WebpackPluginInstance[] {
  const common = { test: COMPRESSIBLE, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * V8's explicit compile hint on the files whose functions nearly all run before a page's first screen
 * (`test`, by file name): Chrome compiles them all while each file streams in, on a background thread,
 * instead of one by one on the page's main thread when first called. It must be the file's first line,
 * so it goes in after minification (which would drop it) and before the source maps and the compressed
 * copies are made (which then count it).
 */
export function compiledWhileStreaming(test: RegExp): WebpackPluginInstance {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test,
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/** What every front-end build shares: TypeScript, assets, output names under `dist/<name>`. */
export function common(name: string, mode: Mode): Configuration {
  return {
    name,
    mode,
    context: root,
    target: 'web',
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // Sources may import siblings as `./x.js` (NodeNext style); those are TypeScript files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    plugins: mode === 'production' ? precompressed() : [],
    module: {
      rules: [
        typescriptRule(mode),
        // Favicons and other small images ship as files with content hashes.
        { test: /\.svg$/, type: 'asset/resource', generator: { filename: '[name].[contenthash][ext]' } },
      ],
    },
    output: {
      path: fromRoot('dist', name),
      // Entry files keep stable names (the server and other builds refer to them); chunks are hashed
      // (8 hex digits: each remote entry and host/main.js carries the hash of every chunk it may load).
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: '[name].[contenthash][ext]',
      clean: true,
    },
    optimization: {
      // webpack 5.111's HTML minimizer (experiments.html "auto") would strip `<!--HALO_CONFIG-->`;
      // HtmlWebpackPlugin minifies index.html itself, keeping comments.
      minimizeOptions: { html: false },
    },
    // Budgets are checked by `npm run bench` (docs/ARCHITECTURE.md §8), not by webpack's generic 244 KB hint.
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

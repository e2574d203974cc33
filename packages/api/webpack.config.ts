// The API compiled to JavaScript (packages/api/dist/server.js and cli.js), so production runs plain
// `node` and nothing loads TypeScript at run time.
// @fastify/autoload registers the feature plugins and routes by reading a folder at run time, so
// each of those files (src/autoloadedFiles.ts says which) is its own entry, written to the same path
// under dist/ as under src/. All entries share one webpack runtime (`runtimeChunk: 'single'`) and the modules
// they have in common sit in one chunk they `require` (`splitChunks`), so a module such as the
// database's schema is loaded once per process whichever file asks for it first; `commonjs2` makes
// each entry's default export the plugin autoload expects. Simpler than compiling every file on its
// own, which would leave @halo/domain (TypeScript sources) to compile and resolve separately. Part of `npm run build` (the root
// webpack.config.ts lists it beside the front-end builds). Our own code, @halo/domain included, is
// bundled; every npm package stays a `require` of node_modules, where it was installed with its own
// files (PGlite's WebAssembly, drizzle's dialects). dist/ sits one level under packages/api like
// src/ does, so src/packageRoot.ts finds the migrations and the schema from either.
import path from 'node:path';
import type { Configuration } from 'webpack';
import { autoloadedSourceFiles } from './src/autoloadedFiles';

const apiRoot = __dirname;

export function apiBuild(mode: 'production' | 'development'): Configuration {
  return {
    name: 'api',
    mode,
    context: apiRoot,
    target: 'node',
    entry: {
      server: './src/main.ts',
      cli: './src/cli/main.ts',
      ...Object.fromEntries(
        autoloadedSourceFiles(path.join(apiRoot, 'src')).map((file) => [
          file.replace(/\.ts$/, ''),
          `./src/${file}`,
        ]),
      ),
    },
    output: {
      path: path.join(apiRoot, 'dist'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Readable stack traces in logs and Sentry: `node --enable-source-maps` maps them back.
    devtool: 'source-map',
    // `__dirname` is the bundle's folder at run time, not the folder of the source file.
    node: { __dirname: false, __filename: false },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const ours =
          !request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@halo/');
        return ours ? callback() : callback(undefined, `commonjs ${request}`);
      },
    ],
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: {
      // `createRequire` stays Node's: the PDF fonts (src/reports/pdfFonts.ts) are found in
      // node_modules at run time, like pdfkit's own font metrics, rather than bundled.
      parser: { javascript: { createRequire: false } },
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // Type errors are `npm run typecheck`'s job; this keeps the build fast.
              transpileOnly: true,
              configFile: path.resolve(apiRoot, '../../tsconfig.base.json'),
              compilerOptions: {
                composite: false,
                declaration: false,
                emitDeclarationOnly: false,
                noEmit: false,
                sourceMap: true,
              },
            },
          },
        },
      ],
    },
    // Server code is not shipped to browsers: unminified, so stack traces name our functions.
    optimization: {
      minimize: false,
      runtimeChunk: 'single',
      // Whatever more than one entry uses is written once, to chunks/shared.js.
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          shared: { name: 'shared', chunks: 'all', minChunks: 2, minSize: 0, enforce: true },
        },
        filename: 'chunks/[name].js',
      },
    },
    performance: { hints: false },
  };
}

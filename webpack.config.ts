// The six front-end builds (DESIGN.md §2, §3; static layout in docs/CONTRACTS.md):
//   shared → dist/shared  federated remote `halo_shared` (store, api, i18n, router, …: one instance per page)
//   portal → dist/portal  federated remote `halo_portal` (donor layout, portal and account screens)
//   admin  → dist/admin   federated remote `halo_admin` (the church administrator console)
//   widget → dist/widget  federated remote `halo_widget` (`./GivingPage`)
//   embed  → dist/embed   `halo-give.js`: the standalone `<halo-give>` element, no federation runtime
//   host   → dist/host    the shell and `index.html`, consuming the four remotes
// and the API itself, compiled for Node (packages/api/webpack.config.ts → packages/api/dist).
// Loaded through tsx (`NODE_OPTIONS='--import tsx'` in the root scripts): webpack-cli's own TypeScript
// loaders (ts-node, swc/register, …) are not installed.
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BannerPlugin, Compilation, type Configuration, type Module, type RuleSetRule } from 'webpack';
import { apiBuild } from './packages/api/webpack.config';

type Mode = 'production' | 'development';
type FederatedBuild = 'shared' | 'portal' | 'admin' | 'widget' | 'host';

const root = __dirname;
const fromRoot = (...segments: string[]) => path.resolve(root, ...segments);

/** The `halo_shared` modules of docs/CONTRACTS.md; each is `shared/src/<name>.ts` or `<name>/index.ts`. */
const sharedModules = [
  'store',
  'api',
  // The giving REST client alone (the giving page, and halo-give.js, which compiles it in): portal
  // pages load the `api` barrel without it.
  'api/giving',
  // Where a donor enters a card (the giving form's card step, the manage link's "Change card"): the
  // bank's authentication around the card and gift calls, and Stripe's card field. Loaded with them.
  'api/bankAuthentication',
  'api/stripeCard',
  'i18n',
  'router',
  'runtimeConfig',
  'live',
  'errorReporting',
];

/** Federation remotes: names and where each build lands (`/static/<build>/`). */
const remoteNames = {
  shared: 'halo_shared',
  portal: 'halo_portal',
  admin: 'halo_admin',
  widget: 'halo_widget',
} as const;

/** Resolved at runtime against the page origin by host/src/federation/originRemotes.ts. */
function remote(build: keyof typeof remoteNames): string {
  return `${remoteNames[build]}@/static/${build}/remoteEntry.js`;
}

function installedVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(fromRoot('node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Page-wide singletons (DESIGN.md §7) and the build that provides each. Subpaths are listed because
 * federation matches requests exactly. */
const singletonProviders: Record<string, { pkg: string; provider: FederatedBuild }> = {
  react: { pkg: 'react', provider: 'shared' },
  'react/jsx-runtime': { pkg: 'react', provider: 'shared' },
  zustand: { pkg: 'zustand', provider: 'shared' },
  'zustand/vanilla': { pkg: 'zustand', provider: 'shared' },
  'react-dom': { pkg: 'react-dom', provider: 'host' },
  'react-dom/client': { pkg: 'react-dom', provider: 'host' },
};

/**
 * One React, one zustand per page (and one i18n instance, `halo_shared/i18n`). Exactly one build provides each singleton; the others
 * only consume it (`import: false`). With several equal-version providers the federation runtime raced:
 * react-dom sometimes took the widget's React while react-i18next took halo_shared's, and hooks failed
 * with "Cannot read properties of null (reading 'useContext')". The host always loads halo_shared first.
 */
function singletons(build: FederatedBuild) {
  return Object.fromEntries(
    Object.entries(singletonProviders).map(([request, { pkg, provider }]) => [
      request,
      {
        singleton: true,
        requiredVersion: `^${installedVersion(pkg)}`,
        ...(provider === build ? {} : { import: false as const }),
      },
    ]),
  );
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

function common(name: string, mode: Mode): Configuration {
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
    // Budgets are checked by `npm run bench` (DESIGN.md §8), not by webpack's generic 244 KB hint.
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function federated(
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

function sharedBuild(mode: Mode): Configuration {
  const config = federated('shared', mode, {
    name: remoteNames.shared,
    filename: 'remoteEntry.js',
    // `./shared/src/store` resolves to store.ts or store/index.ts, whichever exists.
    exposes: Object.fromEntries(sharedModules.map((module) => [`./${module}`, `./shared/src/${module}`])),
  });
  return {
    ...config,
    optimization: {
      ...config.optimization,
      // Every page of the host needs the same halo_shared modules and libraries at start (the store, api,
      // i18n, router…; react, zustand, valibot, ky): two chunks instead of some
      // twenty small ones (−5 KB gzip and 13 requests on /dashboard). Live updates (pusher-js, after
      // the first screen) and the giving client (giving page only) keep chunks of their own.
      splitChunks: {
        ...config.optimization?.splitChunks,
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/](react|zustand|use-sync-external-store|valibot|ky)[\\/]/,
            name: 'vendor',
            chunks: 'async',
            enforce: true,
          },
          core: {
            test: (module: Module) => {
              const file = module.nameForCondition() ?? '';
              return (
                /[\\/](shared|packages[\\/]domain)[\\/]src[\\/]/.test(file) &&
                !/[\\/]shared[\\/]src[\\/](live|api[\\/](giving|bankAuthentication|stripeCard))\b/.test(file)
              );
            },
            name: 'core',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    entry: {},
  };
}

function portalBuild(mode: Mode): Configuration {
  // Each exposed module is the file of its screen's folder; the host loads them by these names.
  const exposes = {
    './DonorLayout': './portal/src/layout/DonorLayout',
    './Dashboard': './portal/src/dashboard/Dashboard',
    './Transactions': './portal/src/transactions/Transactions',
    './PaymentMethods': './portal/src/payment-methods/PaymentMethods',
    './RecurringGifts': './portal/src/recurring-gifts/RecurringGifts',
    './Profile': './portal/src/profile/Profile',
    './ProfileEdit': './portal/src/profile/ProfileEdit',
    './Login': './portal/src/accounts/Login',
    './Register': './portal/src/accounts/Register',
    './ForgotPassword': './portal/src/accounts/ForgotPassword',
    './ResetPassword': './portal/src/accounts/ResetPassword',
    './VerifyEmail': './portal/src/accounts/VerifyEmail',
    './VerifyAccount': './portal/src/accounts/VerifyAccount',
    './SignInLink': './portal/src/accounts/SignInLink',
    './ManageRecurringGift': './portal/src/manageLink/ManageRecurringGift',
    './ConfirmGift': './portal/src/giftConfirmation/ConfirmGift',
  };
  return {
    ...federated('portal', mode, {
      name: remoteNames.portal,
      filename: 'remoteEntry.js',
      remotes: { halo_shared: remote('shared') },
      exposes,
    }),
    entry: {},
  };
}

/** The console's layout and one module per page (`/admin`, `/admin/<section>`), each loaded when first shown. */
function adminBuild(mode: Mode): Configuration {
  const screens = [
    'AdminLayout',
    'Overview',
    'GivingPage',
    'Funds',
    'Websites',
    'EmbedCode',
    'Payments',
    'Gifts',
    'Donors',
    'LetterTemplates',
    'Team',
    'Security',
  ];
  return {
    ...federated('admin', mode, {
      name: remoteNames.admin,
      filename: 'remoteEntry.js',
      remotes: { halo_shared: remote('shared') },
      exposes: Object.fromEntries(screens.map((screen) => [`./${screen}`, `./admin/src/screens/${screen}`])),
    }),
    entry: {},
  };
}

function widgetBuild(mode: Mode): Configuration {
  return {
    ...federated('widget', mode, {
      name: remoteNames.widget,
      filename: 'remoteEntry.js',
      remotes: { halo_shared: remote('shared') },
      exposes: { './GivingPage': './widget/src/GivingPage' },
    }),
    entry: {},
  };
}

function hostBuild(mode: Mode): Configuration {
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

/**
 * `<halo-give>` for churches' own sites: one classic script, no federation runtime (DESIGN.md §3), the
 * `shared` source compiled in. Served as `/halo-give.js` and `/static/embed/…`; chunks are fetched from
 * the script's own origin (widget/src/embed/publicPath.ts), whatever page embeds it.
 */
function embedBuild(mode: Mode): Configuration {
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

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return [
    sharedBuild(mode),
    portalBuild(mode),
    adminBuild(mode),
    widgetBuild(mode),
    embedBuild(mode),
    hostBuild(mode),
    apiBuild(mode),
  ];
};

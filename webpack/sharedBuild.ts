import type { Configuration, Module } from 'webpack';
import { compiledWhileStreaming, type Mode } from './common';
import { federated, remoteNames } from './federation';

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
  // Stripe's 3-D Secure page, for the giving form and the "Confirm your gift" page: loaded only when a
  // bank asks, with Stripe.js from Stripe.
  'api/bankAuthentication/runStripeNextAction',
  'api/stripeCard',
  'i18n',
  'router',
  'runtimeConfig',
  'live',
  'errorReporting',
];

/**
 * `halo_shared`: one copy per page of the host, so the store, API client, translator and router the
 * host's bootstrap makes reach every federated screen through the same contexts.
 */
export function sharedBuild(mode: Mode): Configuration {
  const config = federated('shared', mode, {
    name: remoteNames.shared,
    filename: 'remoteEntry.js',
    // `./shared/src/store` resolves to store.ts or store/index.ts, whichever exists.
    exposes: Object.fromEntries(sharedModules.map((module) => [`./${module}`, `./shared/src/${module}`])),
  });
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      // The libraries and the core every page starts with (see the chunks below).
      compiledWhileStreaming(/^(vendor|core)\.[0-9a-f]+\.js$/),
    ],
    optimization: {
      ...config.optimization,
      // Every page of the host needs the same halo_shared modules and libraries at start (the store, api,
      // i18n, router…; react, zustand, valibot, ky, i18next): two chunks instead of some
      // twenty small ones (−5 KB gzip and 13 requests on /dashboard). Live updates (pusher-js, after
      // the first screen), the giving client (giving page only) and the Spanish strings (`shared-es`,
      // when a page speaks Spanish) keep chunks of their own.
      splitChunks: {
        ...config.optimization?.splitChunks,
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/](react|zustand|use-sync-external-store|valibot|ky|i18next)[\\/]/,
            name: 'vendor',
            chunks: 'async',
            enforce: true,
          },
          core: {
            test: (module: Module) => {
              const file = module.nameForCondition() ?? '';
              return (
                /[\\/](shared|packages[\\/]domain)[\\/]src[\\/]/.test(file) &&
                !/[\\/]shared[\\/]src[\\/](live|api[\\/](giving|bankAuthentication|stripeCard))\b/.test(
                  file,
                ) &&
                // Spanish strings stay in their own chunk, fetched only once a page speaks Spanish.
                !/\.es\.ts$/.test(file)
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

import type { Configuration } from 'webpack';
import type { Mode } from './common';
import { federated, remote, remoteNames } from './federation';

/** The console's layout and one module per page (`/admin`, `/admin/<section>`), each loaded when first shown. */
export function adminBuild(mode: Mode): Configuration {
  const screens = [
    'AdminLayout',
    'Overview',
    'GivingPage',
    'Funds',
    'Websites',
    'EmbedCode',
    'Campaigns',
    'Payments',
    'Webhooks',
    'ApiKeys',
    'Gifts',
    'Donors',
    'Reports',
    'Batches',
    'Deposits',
    'Import',
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

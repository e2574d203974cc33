import type { Configuration } from 'webpack';
import type { Mode } from './common';
import { federated, remote, remoteNames } from './federation';

/**
 * `halo_widget`: the giving form as the hosted giving page (`./GivingPage`) and as the lobby kiosk
 * (`./KioskPage`, docs/PRODUCT.md §20), sharing `halo_shared`.
 */
export function widgetBuild(mode: Mode): Configuration {
  return {
    ...federated('widget', mode, {
      name: remoteNames.widget,
      filename: 'remoteEntry.js',
      remotes: { halo_shared: remote('shared') },
      exposes: { './GivingPage': './widget/src/GivingPage', './KioskPage': './widget/src/kiosk/KioskPage' },
    }),
    entry: {},
  };
}

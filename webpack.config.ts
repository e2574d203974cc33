// The six front-end builds (docs/ARCHITECTURE.md §2, §3; static layout in docs/CONTRACTS.md), one file each in webpack/:
//   shared → dist/shared  federated remote `halo_shared` (store, api, i18n, router, …: one instance per page)
//   portal → dist/portal  federated remote `halo_portal` (donor layout, portal and account screens)
//   admin  → dist/admin   federated remote `halo_admin` (the church administrator console)
//   widget → dist/widget  federated remote `halo_widget` (`./GivingPage`)
//   embed  → dist/embed   `halo-give.js`: the standalone `<halo-give>` element, no federation runtime
//            dist/embed-server  its first step rendered on the server (for Node, loaded by the API)
//   host   → dist/host    the shell and `index.html`, consuming the four remotes
// and the API itself, compiled for Node (packages/api/webpack.config.ts → packages/api/dist).
// What the builds share is beside them: webpack/common.ts (TypeScript, assets, output names),
// webpack/federation.ts (remote names, one federation runtime per page) and webpack/singletons.ts (one
// React, one zustand per page, and which build provides each).
// Loaded through tsx (`NODE_OPTIONS='--import tsx'` in the root scripts): webpack-cli's own TypeScript
// loaders (ts-node, swc/register, …) are not installed.
import type { Configuration } from 'webpack';
import { apiBuild } from './packages/api/webpack.config';
import { adminBuild } from './webpack/adminBuild';
import type { Mode } from './webpack/common';
import { embedBuild, embedServerBuild } from './webpack/embedBuild';
import { hostBuild } from './webpack/hostBuild';
import { portalBuild } from './webpack/portalBuild';
import { sharedBuild } from './webpack/sharedBuild';
import { widgetBuild } from './webpack/widgetBuild';

export default (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return [
    sharedBuild(mode),
    portalBuild(mode),
    adminBuild(mode),
    widgetBuild(mode),
    embedBuild(mode),
    embedServerBuild(mode),
    hostBuild(mode),
    apiBuild(mode),
  ];
};

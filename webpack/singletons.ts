import fs from 'node:fs';
import { fromRoot } from './common';

export type FederatedBuild = 'shared' | 'portal' | 'admin' | 'widget' | 'host';

function installedVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(fromRoot('node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Page-wide singletons (docs/ARCHITECTURE.md §7) and the build that provides each. Subpaths are listed because
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
 * One React, one zustand per page (and one `halo_shared`, so one context for each of the store,
 * router, translator and API client the host's bootstrap provides). Exactly one build provides each
 * singleton; the others only consume it (`import: false`). With several equal-version providers the federation runtime raced:
 * react-dom sometimes took the widget's React while react-i18next took halo_shared's, and hooks failed
 * with "Cannot read properties of null (reading 'useContext')". The host always loads halo_shared first.
 */
export function singletons(build: FederatedBuild) {
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

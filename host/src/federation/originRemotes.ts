// Federation runtime plugin (webpack/federation.ts `runtimePlugins`) for the host, portal and widget builds:
// remotes are configured as paths (`/static/shared/remoteEntry.js`) and resolved here against the page's
// own origin, so one build works on any host name and port (demo.localhost:8080, demo.halo.give, …).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** `entry` made absolute against `origin`; already absolute entries are kept. */
export function absoluteRemoteEntry(entry: string, origin: string): string {
  return new URL(entry, origin).href;
}

export default function originRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'halo-origin-remotes',
    beforeRegisterRemote(args) {
      const origin = globalThis.location?.origin;
      const { remote } = args;
      if (!origin || origin === 'null' || !('entry' in remote)) return args;
      return { ...args, remote: { ...remote, entry: absoluteRemoteEntry(remote.entry, origin) } };
    },
  };
}

/** @jest-environment ./jest.jsdom-environment.js */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import originRemotes, { absoluteRemoteEntry } from './originRemotes';

type RegisterArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['beforeRegisterRemote']>>[0];

describe('originRemotes', () => {
  it('resolves a remote path against the origin and keeps absolute entries', () => {
    expect(absoluteRemoteEntry('/static/shared/remoteEntry.js', 'http://demo.localhost:8080')).toBe(
      'http://demo.localhost:8080/static/shared/remoteEntry.js',
    );
    expect(absoluteRemoteEntry('https://cdn.example/remoteEntry.js', 'http://demo.localhost:8080')).toBe(
      'https://cdn.example/remoteEntry.js',
    );
  });

  it("rewrites a registered remote's entry to the page origin", () => {
    const plugin = originRemotes();
    const args = {
      remote: { name: 'halo_shared', entry: '/static/shared/remoteEntry.js' },
      origin: {},
    } as RegisterArgs;
    const result = plugin.beforeRegisterRemote?.(args) as RegisterArgs;
    expect(result.remote).toEqual({
      name: 'halo_shared',
      entry: `${window.location.origin}/static/shared/remoteEntry.js`,
    });
  });
});

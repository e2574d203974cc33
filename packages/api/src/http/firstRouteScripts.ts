// What a hosted page's first screen is sure to load, named in the page's head so that a slow phone
// asks for all of it at once. Without the names, each step waits for the one before it to arrive and
// run: the host's `main.js`, then halo_shared's chunks, then the shell's bootstrap and react-dom, then
// the screen's remote and its chunks; on Slow 4G each step is a round trip of a few hundred
// milliseconds (docs/ARCHITECTURE.md §8).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostedPageKind } from './hostedPageKind';

type Build = 'host' | 'shared' | 'widget' | 'portal' | 'admin';

/** What each federated build writes beside its files (webpack/chunkGroupFiles.ts). */
const CHUNK_GROUPS = 'chunk-groups.json';

/** A chunk group of a build: the host's named import, or a remote's exposed module. */
interface ChunkGroup {
  build: Build;
  name: string;
}

/** `halo_widget/GivingPage` is the widget's group `__federation_expose_GivingPage` (webpack/chunkGroupFiles.ts). */
function exposed(build: Build, module: string): ChunkGroup {
  return { build, name: `__federation_expose_${module.replaceAll('/', '__')}` };
}

/** What host/src/index.ts and its bootstrap import before any screen shows. */
const SHELL: readonly ChunkGroup[] = [
  ...['runtimeConfig', 'store', 'api', 'i18n', 'router', 'errorReporting'].map((module) =>
    exposed('shared', module),
  ),
  { build: 'host', name: 'bootstrap' },
];

/**
 * The first screens whose modules are named: the giving page, the donor's overview and the console's
 * when someone signed in opens them. Any other screen gets the shell's alone; guessing wrong would cost
 * the phone the bytes of a screen it does not show.
 */
export type FirstScreen = 'giving' | 'dashboard' | 'console' | 'other';

const SCREENS: Record<FirstScreen, readonly ChunkGroup[]> = {
  giving: [exposed('widget', 'GivingPage'), exposed('shared', 'api/giving')],
  dashboard: [exposed('portal', 'DonorLayout'), exposed('portal', 'Dashboard')],
  console: [exposed('admin', 'AdminLayout'), exposed('admin', 'Overview')],
  other: [],
};

/** The first screens of someone signed in, by path. */
const SIGNED_IN_SCREENS = new Map<string, FirstScreen>([
  ['/dashboard', 'dashboard'],
  ['/admin', 'console'],
]);

/**
 * The named first screen of a GET of `url` (a page of `kind`): the giving page (the lobby kiosk, which
 * shows another screen, aside), the donor's overview at `/dashboard` and the console's at `/admin` when
 * `signedIn` says someone is signed in (asked only then: it reads the session; whether the console
 * opens for them is the shell's to say), else the shell's alone.
 */
export async function firstScreenOf(
  url: string,
  kind: HostedPageKind,
  signedIn: () => Promise<boolean>,
): Promise<FirstScreen> {
  const path = (url.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  if (kind === 'giving') return path === '/kiosk' ? 'other' : 'giving';
  const screen = SIGNED_IN_SCREENS.get(path);
  return screen && (await signedIn()) ? screen : 'other';
}

/** Each build's chunk groups and their files; empty when the build has not written them (no build yet). */
async function readJson<T>(file: string, empty: T): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return empty;
    throw error;
  }
}

interface FederationManifest {
  shared?: { assets: { js: { sync: string[] } } }[];
}

/**
 * The URLs of every script the first screen of `screen` loads, main.js aside (the page names it), in
 * the order the page needs them: halo_shared's entry, the page-wide singletons (react from
 * halo_shared, react-dom from the host, as their federation manifests say), the shell's chunk
 * groups, then the screen's remote entry and groups. Read from the build in `distDir` on each call
 * (`npm run dev` rebuilds under a running server); a build that wrote no lists adds nothing.
 */
export async function firstRouteScripts(distDir: string, screen: FirstScreen): Promise<string[]> {
  const screenGroups = SCREENS[screen];
  const builds = [...new Set<Build>(['host', 'shared', ...screenGroups.map((group) => group.build)])];
  const groupFiles = new Map(
    await Promise.all(
      builds.map(
        async (build) =>
          [
            build,
            await readJson<Record<string, string[]>>(path.join(distDir, build, CHUNK_GROUPS), {}),
          ] as const,
      ),
    ),
  );
  const filesOf = (groups: readonly ChunkGroup[]) =>
    groups.flatMap(({ build, name }) =>
      (groupFiles.get(build)?.[name] ?? []).map((file) => `/static/${build}/${file}`),
    );
  const singletons = await Promise.all(
    (['shared', 'host'] as const).map(async (build) => {
      const manifest = await readJson<FederationManifest>(path.join(distDir, build, 'mf-manifest.json'), {});
      return (manifest.shared ?? []).flatMap((module) =>
        module.assets.js.sync.map((file) => `/static/${build}/${file}`),
      );
    }),
  );
  const screenRemotes = builds.filter((build) => build !== 'host' && build !== 'shared');
  const urls = [
    '/static/shared/remoteEntry.js',
    ...singletons.flat(),
    ...filesOf(SHELL),
    ...screenRemotes.flatMap((build) => [
      `/static/${build}/remoteEntry.js`,
      ...filesOf(screenGroups.filter((group) => group.build === build)),
    ]),
    ...filesOf(screenGroups.filter((group) => group.build === 'shared')),
  ];
  return [...new Set(urls)];
}

/** `<link rel="preload">` tags for `urls`: classic scripts, as federation loads them (no `crossorigin`). */
export function preloadTags(urls: readonly string[]): string {
  return urls.map((href) => `<link rel="preload" as="script" href="${href}">`).join('');
}

/** The page with `hints` at the end of its head. */
export function withHints(html: string, hints: string): string {
  return html.replace('</head>', () => `${hints}</head>`);
}

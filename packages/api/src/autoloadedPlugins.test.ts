// The plugins autoload finds (every `…Plugin.ts`) and the order the app needs them in. Each order
// below is one a request or a shutdown depends on; it holds because a plugin names the other in its
// fastify-plugin `dependencies`, so dropping such a name must fail here, not quietly in production.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { autoloadedSourceFiles, isAutoloaded, PLUGIN_FILE, ROUTES_FILE } from './autoloadedFiles';
import { REQUEST_PIPELINE_PLUGINS } from './http/requestPipeline';

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

const sourceRoot = __dirname;
const pluginFiles = autoloadedSourceFiles(sourceRoot).filter((file) => PLUGIN_FILE.test(file));

function metaOf(file: string): PluginMeta | undefined {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files autoload itself requires
  const loaded = require(path.join(sourceRoot, file)) as { default?: Record<symbol, PluginMeta> };
  return loaded.default?.[Symbol.for('plugin-meta')];
}

const metas = new Map(pluginFiles.map((file) => [file, metaOf(file)]));
const byName = new Map([...metas.values()].map((meta) => [meta?.name, meta]));

/** Every plugin `name` depends on, directly or through another. */
function requirementsOf(name: string, seen = new Set<string>()): Set<string> {
  for (const dependency of byName.get(name)?.dependencies ?? []) {
    if (seen.has(dependency)) continue;
    seen.add(dependency);
    requirementsOf(dependency, seen);
  }
  return seen;
}

/** [plugin, plugins it must follow, why]. */
const ORDER: Array<[string, string[], string]> = [
  ['db', ['error-reporting'], 'the error reporter closes last, after the database may have logged'],
  [
    'sessions',
    ['error-reporting', 'locale'],
    'a 419 carries X-Request-Id; a failed session lookup is answered in X-Locale',
  ],
  [
    'giving',
    ['error-reporting', 'sessions'],
    'the CSRF refusal comes before CORS headers, and carries the request id',
  ],
  [
    'auth',
    ['locale', 'sessions', 'tenancy'],
    'the 401 is localized; a donor is found from the session, within the church',
  ],
  ['nul-characters', ['locale', 'errors'], 'its 422 is localized and leaves through the one error handler'],
  ['rate-limit', ['locale'], 'its 429 is localized'],
  ['account-limits', ['locale'], 'its 429 is localized'],
  ['files', ['db'], 'the database claims DATA_DIR before anything writes in it'],
  ['mailer', ['graceful-shutdown'], 'the app says it is closing before waiting for the outbox'],
  ['broadcaster', ['graceful-shutdown'], 'the app says it is closing before live updates stop'],
  ['recurring-worker', ['graceful-shutdown'], 'the app says it is closing before waiting for a charge pass'],
  [
    'statement-worker',
    ['graceful-shutdown'],
    'the app says it is closing before waiting for a statement pass',
  ],
  ['sandbox-payouts', ['graceful-shutdown'], 'the app says it is closing before waiting for a payout pass'],
  [
    'weekly-donor-lists-email',
    ['graceful-shutdown', 'mailer'],
    'the app says it is closing before waiting for a weekly email pass, whose emails the outbox sends',
  ],
  [
    'bank-settlements',
    ['graceful-shutdown'],
    'the app says it is closing before waiting for a bank settlement pass',
  ],
  ['graphql', REQUEST_PIPELINE_PLUGINS, 'its route gets every hook and the error handler'],
  [
    'static',
    REQUEST_PIPELINE_PLUGINS,
    'the built front end and the 404 page get every hook and the error handler',
  ],
  ['stripe-webhooks', REQUEST_PIPELINE_PLUGINS, "Stripe's webhook gets every hook and the error handler"],
];

describe('autoloaded plugins', () => {
  it('finds the infrastructure plugins in their feature folders', () => {
    expect(pluginFiles).toEqual(
      expect.arrayContaining([
        'db/dbPlugin.ts',
        'http/errorsPlugin.ts',
        'sessions/sessionsPlugin.ts',
        'giving/givingPlugin.ts',
        'graphql/graphqlPlugin.ts',
        'http/staticPlugin.ts',
        'payments/stripe/stripeWebhooksPlugin.ts',
      ]),
    );
  });

  it('names every …Plugin.ts file a fastify plugin, each under a name of its own', () => {
    for (const [file, meta] of metas) {
      expect({ file, name: typeof meta?.name }).toEqual({ file, name: 'string' });
    }
    expect(byName.size).toBe(pluginFiles.length);
  });

  it('keeps fastify-plugin to …Plugin.ts files and routes', () => {
    const others = readdirSource().filter(
      (file) =>
        !isAutoloaded(PLUGIN_FILE, file) &&
        !isAutoloaded(ROUTES_FILE, file) &&
        !file.endsWith('.test.ts') &&
        readFileSync(path.join(sourceRoot, file), 'utf8').includes("from 'fastify-plugin'"),
    );
    expect(others).toEqual([]);
  });

  it('depends only on plugins that exist', () => {
    const known = new Set([...byName.keys(), '@fastify/cookie']);
    for (const meta of metas.values()) {
      for (const dependency of meta?.dependencies ?? []) {
        expect({ plugin: meta?.name, dependency, known: known.has(dependency) }).toEqual({
          plugin: meta?.name,
          dependency,
          known: true,
        });
      }
    }
  });

  it.each(ORDER)('declares that %s follows %p (%s)', (plugin, before) => {
    const requirements = requirementsOf(plugin);
    for (const name of before)
      expect({ plugin, follows: name, declared: requirements.has(name) }).toEqual({
        plugin,
        follows: name,
        declared: true,
      });
  });

  it('is refused by fastify when a plugin it depends on is missing', async () => {
    const bare = Fastify({ logger: false });
    bare.register((await import('./http/nulCharactersPlugin')).default);
    await expect(bare.ready()).rejects.toThrow(/locale/);
  });
});

function readdirSource(): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'));
}

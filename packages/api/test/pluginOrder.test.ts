// The app as autoload assembles it: every plugin after the ones it names in `dependencies`, and
// every feature's routes after all the plugins whose hooks their requests pass through
// (src/autoloadedPlugins.test.ts checks the names themselves).
import path from 'node:path';
import { autoloadedSourceFiles, PLUGIN_FILE } from '../src/autoloadedFiles';
import { startTestApp, type TestApp } from './helper';

interface PluginMeta {
  name: string;
  dependencies?: string[];
}

const sourceRoot = path.join(__dirname, '../src');
const metas = autoloadedSourceFiles(sourceRoot)
  .filter((file) => PLUGIN_FILE.test(file))
  .map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files autoload itself requires
    const loaded = require(path.join(sourceRoot, file)) as { default: Record<symbol, PluginMeta> };
    // Every …Plugin.ts is a named fastify-plugin (src/autoloadedPlugins.test.ts).
    return loaded.default[Symbol.for('plugin-meta')]!;
  });

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

it('registers every plugin after those it depends on, and the routes after every plugin', () => {
  // printPlugins draws the registration tree in order, one plugin a line.
  const lines = testApp.app.printPlugins().split('\n');
  const position = (name: string) => lines.findIndex((line) => line.includes(` ${name} `));
  const firstRoutes = lines.findIndex((line) => /Routes /.test(line) || line.includes(' report-routes '));
  expect(firstRoutes).toBeGreaterThan(-1);
  for (const { name, dependencies = [] } of metas) {
    expect({ name, registered: position(name) > -1 }).toEqual({ name, registered: true });
    for (const dependency of dependencies) {
      expect({ name, dependency, inOrder: position(dependency) < position(name) }).toEqual({
        name,
        dependency,
        inOrder: true,
      });
    }
    expect({ name, beforeRoutes: position(name) < firstRoutes }).toEqual({ name, beforeRoutes: true });
  }
});

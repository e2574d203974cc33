import { readdirSync } from 'node:fs';
import path from 'node:path';

// One rule for which files @fastify/autoload registers, read by app.ts at run time and by
// webpack.config.ts at build time (each such file becomes its own compiled file), so the two can
// never disagree about what production loads.

/**
 * A fastify-plugin module that decorates or hooks the app (the database, sessions, the mailer, the
 * workers, the GraphQL endpoint…): `…Plugin.ts` in its feature's folder, and nothing else is named
 * so. Loaded first, in the order their `dependencies` ask for.
 */
export const PLUGIN_FILE = /Plugin\.(?:ts|js)$/;

/** A feature's routes: `…Routes.ts` in its folder (compiled: `…Routes.js`). Loaded after the plugins. */
export const ROUTES_FILE = /Routes\.(?:ts|js)$/;

/** Whether autoload registers `file` as a plugin of that kind (tests beside the code never). */
export function isAutoloaded(kind: RegExp, file: string): boolean {
  return kind.test(file) && !file.endsWith('.test.ts');
}

/** Source files (relative to src/, tests aside) that autoload registers, plugins and routes. */
export function autoloadedSourceFiles(sourceRoot: string): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => isAutoloaded(PLUGIN_FILE, file) || isAutoloaded(ROUTES_FILE, file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

import { readdirSync } from 'node:fs';
import path from 'node:path';

// One rule for which files @fastify/autoload registers, read by app.ts at run time and by
// webpack.config.ts at build time (each such file becomes its own compiled file), so the two can
// never disagree about what production loads.

/** A feature's routes: `…Routes.ts` in its folder (compiled: `…Routes.js`). */
export const ROUTES_FILE = /Routes\.(?:ts|js)$/;

/** Source files (relative to src/, tests aside) that autoload registers as route plugins. */
export function autoloadedSourceFiles(sourceRoot: string): string[] {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => ROUTES_FILE.test(file) && !file.endsWith('.test.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

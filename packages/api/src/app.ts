// The API as a fastify instance, without listening: main.ts starts it, tests inject into it.
// Every `…Plugin.ts` and then every `…Routes.ts` of src/ is registered by @fastify/autoload; each
// plugin declares what must come before it (fastify-plugin `dependencies`), autoload registers those
// first, and fastify refuses to start if one is missing, so the order is stated and checked.
import { randomUUID } from 'node:crypto';
import fastifyAutoload from '@fastify/autoload';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { isAutoloaded, PLUGIN_FILE, ROUTES_FILE } from './autoloadedFiles';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { openDatabase } from './db/openDatabase';
import { createServerErrorReporter } from './errorReporting/serverErrorReporter';
import { logDestination } from './logDestination';
import { loggedRequest } from './http/loggedUrl';
import { apiCodeRoot } from './packageRoot';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The current time; tests inject a clock to move past expiries (sessions, emailed tokens). */
    clock: () => Date;
  }
}

/** Fastify's default, stated because CONTRACTS-level behaviour (413 above it) depends on it. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildOptions {
  /** Replaces the database the settings name (tests open theirs, see test/helper.ts). */
  openDatabase?: () => Promise<DatabaseHandle>;
  /** Replaces the wall clock (tests of idle sessions and token expiry). */
  clock?: () => Date;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

export function buildApp(config: Config, options: BuildOptions = {}): FastifyInstance {
  const reporter = createServerErrorReporter();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      hooks: reporter.logHooks,
      // An emailed link's token never reaches the log with the request that opens it.
      serializers: { req: loggedRequest },
      ...(options.logStream ? { stream: options.logStream } : logDestination(process.stdout.isTTY === true)),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify's 10 s default counts the database plugin's migrations: a first start of the embedded
    // database (initdb) on a busy machine, or a long migration of a large church, takes longer.
    pluginTimeout: 300_000,
    // Ids nobody can guess or collide across instances; a proxy we trust may hand us its own, so
    // one id follows a request through both logs.
    genReqId: () => randomUUID(),
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    // One trusted hop, not `true`: with `true` the client's own leftmost X-Forwarded-For entry
    // would be its IP, so anyone could pick a fresh address and escape every per-IP rate limit.
    // A function, not the hop count `1`: fastify 5.12 trusts nothing for a number (ip, protocol
    // and host all ignore X-Forwarded-*), which would lose HTTPS behind the proxy (HSTS, Secure
    // cookies, wss: for live updates) and put every client behind one IP.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop < 1 : false,
  });
  app.decorate('config', config);
  const { clockNow } = config;
  app.decorate('clock', options.clock ?? (clockNow ? () => new Date(clockNow) : () => new Date()));

  // What the plugins would otherwise take as options, so autoload registers each without any: the
  // error reporter exists before the app (fastify's logger reports to it), and tests open a
  // database of their own.
  app.decorate('serverErrorReporter', reporter);
  app.decorate('openDatabase', options.openDatabase ?? (() => openDatabase(config)));
  // Outside src/ and loaded by name, not by autoload; the sessions plugin depends on it.
  app.register(fastifyCookie);

  // Every `…Plugin.ts`, wherever its feature keeps it (src/autoloadedFiles.ts): autoload orders them
  // by the names their `dependencies` list; between plugins that state no order it follows folders.
  app.register(fastifyAutoload, {
    dir: apiCodeRoot,
    matchFilter: (file: string) => isAutoloaded(PLUGIN_FILE, file),
    dirNameRoutePrefix: false,
  });
  // Then every feature's `…Routes` file, after all the hooks the requests to them pass through;
  // their paths are their own, not the folders'.
  app.register(fastifyAutoload, {
    dir: apiCodeRoot,
    matchFilter: (file: string) => isAutoloaded(ROUTES_FILE, file),
    dirNameRoutePrefix: false,
  });
  return app;
}

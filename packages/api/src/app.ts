// The API as a fastify instance, without listening: main.ts starts it, tests inject into it.
// Each plugin declares what it needs (fastify-plugin `dependencies`), so this order is checked.
import { randomUUID } from 'node:crypto';
import fastifyAutoload from '@fastify/autoload';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServerErrorReporter } from './errorReporting/serverErrorReporter';
import errorReporting from './errorReporting/errorReportingPlugin';
import gracefulShutdown from './http/gracefulShutdownPlugin';
import usersRepository from './accounts/usersRepository';
import { ROUTES_FILE } from './autoloadedFiles';
import type { Config } from './config';
import { apiCodeRoot } from './packageRoot';
import organizationsRepository from './organizations/organizationsRepository';
import auth from './sessions/authPlugin';
import broadcaster from './live/broadcasterPlugin';
import db, { type DbPluginOptions } from './db/dbPlugin';
import errors from './http/errorsPlugin';
import files from './files/filesPlugin';
import graphql from './graphql/graphqlPlugin';
import locale from './http/localePlugin';
import mailer from './mail/mailerPlugin';
import nulCharacters from './http/nulCharactersPlugin';
import rateLimit from './limits/rateLimitPlugin';
import recurringWorker from './recurring/recurringWorkerPlugin';
import statementWorker from './reports/statementWorkerPlugin';
import reports from './reports/reportsPlugin';
import securityHeaders from './http/securityHeadersPlugin';
import sessions from './sessions/sessionsPlugin';
import staticFiles from './http/staticPlugin';
import tenancy from './organizations/tenancyPlugin';
import giving from './giving/givingPlugin';
import payments from './payments/paymentsPlugin';
import secondFactor from './admin/secondFactor/secondFactorPlugin';
import accountLimits from './accounts/accountLimits';
import accountsRepository from './accounts/accountsRepository';
import sessionsRepository from './sessions/sessionsRepository';
import stripeAccountUpdates from './payments/stripe/stripeAccountUpdates';
import stripeConnect from './payments/stripe/stripeConnect';
import stripeContributionDisputes from './payments/stripe/contributionDisputes';
import stripeContributionRefunds from './payments/stripe/contributionRefunds';
import stripePayments from './payments/stripe/stripePayments';
import stripeWebhooks from './payments/stripe/stripeWebhooks';

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
  openDatabase?: DbPluginOptions['open'];
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
      ...(options.logStream ? { stream: options.logStream } : {}),
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

  app.register(errorReporting, { reporter });
  app.register(errors);
  app.register(gracefulShutdown);
  app.register(fastifyCookie);
  app.register(db, { open: options.openDatabase });
  app.register(organizationsRepository);
  app.register(usersRepository);
  app.register(sessionsRepository);
  app.register(accountsRepository);
  app.register(locale);
  app.register(nulCharacters);
  app.register(accountLimits);
  app.register(mailer);
  app.register(secondFactor);
  app.register(rateLimit);
  app.register(tenancy);
  app.register(sessions);
  app.register(auth);
  app.register(broadcaster);
  app.register(securityHeaders);
  app.register(payments);
  app.register(stripePayments);
  app.register(stripeConnect);
  app.register(giving);
  app.register(recurringWorker);
  app.register(files);
  app.register(reports);
  app.register(statementWorker);

  // Every feature's `…Routes` file, found where it lives (src/autoloadedFiles.ts); their paths are
  // their own, not the folders'.
  app.register(fastifyAutoload, {
    dir: apiCodeRoot,
    matchFilter: (file: string) => ROUTES_FILE.test(file) && !file.endsWith('.test.ts'),
    dirNameRoutePrefix: false,
  });
  app.register(stripeWebhooks);
  app.register(stripeContributionRefunds);
  app.register(stripeAccountUpdates);
  app.register(stripeContributionDisputes);
  app.register(graphql);
  app.register(staticFiles);
  return app;
}

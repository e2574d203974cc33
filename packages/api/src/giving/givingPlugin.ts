// What the giving endpoints share (docs/CONTRACTS.md "REST: giving"): the giving token signer, the
// per-donor and card-testing limits, the giving queries, and CORS for organizations' allowed
// origins on `/api/give*` and `/api/online-giving/*` (docs/ARCHITECTURE.md §4: the form is embedded on
// churches' sites).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { organizations } from '../db/schema';
import { Forbidden } from '../http/errors/Forbidden';
import { isOriginAllowed } from '../organizations/allowedOrigins';
import { resolveAppKey } from '../core/appKey';
import { createAttemptLimit, type AttemptLimit } from '../limits/attemptLimit';
import { createCardTestingGuard, type CardTestingGuard } from '../limits/cardTesting';
import { createLimitCounters } from '../limits/limitCounters';
import { createGivingRepository, type GivingRepository } from './givingRepository';
import { createGivingTokens, type GivingTokens } from './givingToken';

export interface Giving {
  tokens: GivingTokens;
  repository: GivingRepository;
  /** APP_KEY, for card fingerprints. */
  appKey: string;
  /** Declines per card, customer and IP (limits/cardTesting.ts). */
  cardTesting: CardTestingGuard;
  /** Gifts and card set-ups per processor customer. */
  customerAttempts: AttemptLimit;
  /** Whether `origin` may call giving endpoints at all (some organization allows it). */
  isOriginAllowedAnywhere(origin: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    giving: Giving;
  }
}

const CORS_PATH = /^\/api\/(give(\/|\?|$)|online-giving\/)/;
const ALLOWED_HEADERS =
  'Content-Type, Accept, Idempotency-Key, X-Giving-Token, X-Locale, X-Landlord-Organization, X-Requested-With';
/** How long the union of allowed origins is reused before it is read again. */
const ORIGINS_CACHE_MS = 30_000;

export default fp(
  async (app) => {
    const clock = () =>
      app.hasDecorator('clock') ? (app as unknown as { clock: () => Date }).clock() : new Date();
    const key = await resolveAppKey(app.config);
    const limits = app.config.givingRateLimits;
    const counters = createLimitCounters(app.db);

    let cached: { at: number; patterns: string[] } | null = null;
    async function allPatterns(): Promise<string[]> {
      if (cached && Date.now() - cached.at < ORIGINS_CACHE_MS) return cached.patterns;
      const rows = await app.db.select({ allowed: organizations.allowedOrigins }).from(organizations);
      cached = { at: Date.now(), patterns: [...new Set(rows.flatMap((row) => row.allowed))] };
      return cached.patterns;
    }

    const giving: Giving = {
      tokens: createGivingTokens(key, clock),
      repository: createGivingRepository(app.db),
      appKey: key,
      cardTesting: createCardTestingGuard(counters, {
        perIp: limits.declinesBeforeBlock,
        perCustomer: limits.declinesPerCustomer,
        perCard: limits.declinesPerCard,
        windowMs: limits.declineWindowMinutes * 60_000,
      }),
      customerAttempts: createAttemptLimit(counters, {
        name: 'give-customer',
        max: limits.perCustomerPerMinute,
        windowMs: 60_000,
      }),
      isOriginAllowedAnywhere: async (origin) => isOriginAllowed(await allPatterns(), origin),
    };
    app.decorate('giving', giving);

    // CORS without credentials. A preflight cannot say which organization it is for (custom header
    // values are not sent), so it passes when any organization allows the origin; each giving
    // route then checks the origin against its own organization (assertOriginAllowed).
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = request.headers.origin;
      if (!origin || !CORS_PATH.test(request.url)) return;
      const allowed = await giving.isOriginAllowedAnywhere(origin);
      reply.header('Vary', 'Origin');
      if (request.method === 'OPTIONS') {
        if (!allowed) throw new Forbidden('Origin not allowed.');
        return reply
          .code(204)
          .header('Access-Control-Allow-Origin', origin)
          .header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
          .header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
          .header('Access-Control-Max-Age', '600')
          .send();
      }
      if (allowed) reply.header('Access-Control-Allow-Origin', origin);
    });
  },
  {
    name: 'giving',
    dependencies: ['db', 'payments', 'error-reporting', 'sessions'],
    decorators: { fastify: ['config'] },
  },
);

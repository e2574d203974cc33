// @fastify/rate-limit's per-route limits (requests per IP a minute on the giving endpoints), counted
// in the database counters instead of the plugin's in-process map: a restart keeps them, and every
// instance on one PostgreSQL counts together.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounters } from './limitCounters';

export function databaseRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly route = 'global') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      counters
        .hit(`route:${this.route}:${key}`, timeWindow ?? 60_000, new Date())
        .then(({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }), callback);
    }

    // Typed as the route's options, but the plugin (10.x) hands the route's merged limit settings,
    // the route itself under `routeInfo`: one count per route.
    child(settings: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (settings as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new DatabaseStore(`${String(route?.method ?? 'any')} ${route?.url ?? 'route'}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

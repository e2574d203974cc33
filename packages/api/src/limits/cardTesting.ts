// The card-testing guard: someone trying stolen card numbers makes declines. Declines are counted per
// card, per processor customer and per client IP (limitCounters.ts, in the database), and any of the
// three past its limit stops further card attempts for a while. A congregation shares one church
// Wi-Fi, so the IP limit is generous and never applies to a signed-in donor charging a card already
// saved on their own account: other visitors' declines cannot block them.
import { createHmac } from 'node:crypto';
import { createAttemptLimit, longestWait, type AttemptLimit, type LimitCheck } from './attemptLimit';
import type { LimitCounters } from './limitCounters';

export interface CardAttempt {
  organizationId: number;
  ip: string;
  customerId: string;
  /** The card's fingerprint (the same number gives the same one), or its processor id once saved. */
  card: string | null;
  /** A proven donor's own saved card: other visitors' declines from the IP do not count against it. */
  ownSavedCard: boolean;
}

export interface CardTestingGuard {
  /** Seconds until `attempt` may try a card again, or null. */
  blockedFor(attempt: CardAttempt, now: Date): Promise<number | null>;
  recordDecline(attempt: CardAttempt, now: Date): Promise<void>;
}

export function createCardTestingGuard(
  counters: LimitCounters,
  limits: { perIp: number; perCustomer: number; perCard: number; windowMs: number },
): CardTestingGuard {
  const limit = (name: string, max: number): AttemptLimit =>
    createAttemptLimit(counters, { name, max, windowMs: limits.windowMs });
  const byIp = limit('declines-ip', limits.perIp);
  const byCustomer = limit('declines-customer', limits.perCustomer);
  const byCard = limit('declines-card', limits.perCard);
  const keys = (attempt: CardAttempt) => {
    const checks: LimitCheck[] = [[byCustomer, `${attempt.organizationId}:${attempt.customerId}`]];
    if (attempt.card) checks.push([byCard, attempt.card]);
    // Per IP across every church: the organization is the client's to name.
    if (!attempt.ownSavedCard) checks.push([byIp, attempt.ip]);
    return checks;
  };
  return {
    blockedFor: (attempt, now) => longestWait(keys(attempt), now),
    async recordDecline(attempt, now) {
      // A decline always counts against the IP, whoever made it.
      await Promise.all(
        [...keys({ ...attempt, ownSavedCard: false })].map(([each, key]) => each.hit(key, now)),
      );
    },
  };
}

/** A card number's fingerprint: keyed with APP_KEY, so the stored value tells nothing of the number. */
export function cardFingerprint(appKey: string, digits: string): string {
  return `fp:${createHmac('sha256', appKey).update(digits).digest('base64url').slice(0, 22)}`;
}

// How often a donor may have someone told of a gift in their honour or memory. The address is any the
// donor types and the email carries text the donor wrote, so without a limit the giving form would be
// a way to mail anyone: like the other emails a visitor can cause (core/accounts/accountLimits.ts), the
// notices are counted in the database (limits/limitCounters.ts), a day at a time, per donor, per IP
// and per church. Counted in the gift's own transaction: a gift that is not recorded uses none.
import type { DedicationNoticeLimits } from '../../config';
import type { Database } from '../../db/database';
import { createLimitCounters } from '../../limits/limitCounters';

const DAY_MS = 24 * 60 * 60_000;

export interface DedicationNoticeSender {
  organizationId: number;
  donorId: number;
  /** The IP of the request that gave the gift; null for a recurring gift's later charge. */
  ip: string | null;
}

/**
 * Counts one notice of `sender` and says whether it may be sent: false once any of the three has
 * had its number today. Each count is one statement that answers the new total, so two gifts at the
 * same moment on two instances cannot both take the last one.
 */
export async function takeDedicationNotice(
  tx: Database,
  limits: DedicationNoticeLimits,
  sender: DedicationNoticeSender,
  now: Date,
): Promise<boolean> {
  const counters = createLimitCounters(tx);
  const counted: [string, number][] = [
    [`dedication-notice-donor:${sender.donorId}`, limits.perDonorPerDay],
    [`dedication-notice-church:${sender.organizationId}`, limits.perChurchPerDay],
  ];
  if (sender.ip !== null) counted.push([`dedication-notice-ip:${sender.ip}`, limits.perIpPerDay]);
  let allowed = true;
  for (const [key, max] of counted) {
    const { count } = await counters.hit(key, DAY_MS, now);
    if (count > max) allowed = false;
  }
  return allowed;
}

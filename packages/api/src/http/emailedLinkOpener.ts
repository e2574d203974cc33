// Opening an emailed link (a recurring gift's manage link, "Confirm your gift"): the token is the
// only credential, so calls are limited per IP, and refused links count apart and much lower, so
// guessing at tokens stops long before it could matter (they are signed anyway). The link opens
// only in the church of the host. A link that never existed is 404; one that did but no longer
// works (expired, used, revoked, its gift gone) is 410; both with a code the page acts on and,
// when the link is known, the donor's language for the page to switch to.
import type { Locale } from '@halo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipKey } from '../core/accounts/accountLimits';
import type { OrganizationRow } from '../db/schema';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import { assertWithinLimits } from '../limits/withinLimits';
import { organizationNotFound } from '../organizations/organizationNotFound';
import { Gone } from './errors/Gone';
import { NotFound } from './errors/NotFound';

/** What reading a link's token gives: the link, or why it is refused. */
export type LinkRefused<Refusal extends string> = { ok: false; refusal: Refusal; locale: Locale | null };

export interface EmailedLinkOptions<Refusal extends string> {
  /** Names the link's limits (`<name>-ip`, `<name>-refused-ip`) in the shared counters. */
  name: string;
  /** Calls per IP a minute: generous for a household on one connection, a wall for a script. */
  callsPerMinute: number;
  codes: Record<Refusal | 'unknown', string>;
  message(locale: Locale, refusal: Refusal | 'unknown'): string;
}

export function emailedLinkOpener<Refusal extends string>(
  app: FastifyInstance,
  options: EmailedLinkOptions<Refusal>,
) {
  const counters = createLimitCounters(app.db);
  const callsPerIp = createAttemptLimit(counters, {
    name: `${options.name}-ip`,
    max: options.callsPerMinute,
    windowMs: 60_000,
  });
  const refusalsPerIp = createAttemptLimit(counters, {
    name: `${options.name}-refused-ip`,
    max: 20,
    windowMs: 15 * 60_000,
  });

  /** The request's church and the link `read` finds there; every other outcome is thrown. */
  return async function openLink<Link extends { ok: true }>(
    request: FastifyRequest,
    read: (organization: OrganizationRow, now: Date) => Promise<Link | LinkRefused<Refusal | 'unknown'>>,
  ): Promise<{ organization: OrganizationRow; link: Link }> {
    // Checked here rather than by the tenancy hook: these routes have always read the body first.
    const organization = await request.getOrganization();
    if (!organization) throw organizationNotFound();
    const now = app.clock();
    const key = ipKey(request);
    await assertWithinLimits(
      request.locale,
      [
        [callsPerIp, key],
        [refusalsPerIp, key],
      ],
      now,
    );
    await callsPerIp.hit(key, now);
    const link = await read(organization, now);
    if (link.ok) return { organization, link };
    await refusalsPerIp.hit(key, now);
    const refusal = link as LinkRefused<Refusal | 'unknown'>;
    const locale = refusal.locale ?? request.locale;
    const answer = {
      code: options.codes[refusal.refusal],
      ...(refusal.locale ? { details: { locale: refusal.locale } } : {}),
    };
    const message = options.message(locale, refusal.refusal);
    throw refusal.refusal === 'unknown' ? new NotFound(message, answer) : new Gone(message, answer);
  };
}

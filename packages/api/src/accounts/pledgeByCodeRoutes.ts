// Pledging from a campaign's giving form by an emailed code, without an account session
// (docs/PRODUCT.md §14 "Pledging by emailed code", docs/CONTRACTS.md "Campaigns"). Nothing follows
// a typed email: POST /api/give/pledge-code mails the church's donor record of that address a pledge
// code for that campaign and amount (the sign-in code's limits and refusals, one answer whether or not
// the record exists); POST /api/give/pledge-code/verify records the pledge only when that code proves
// the mailbox, on the record of that address. The code is a pledge's own: it signs nobody in, and a
// sign-in code does not confirm a pledge.
//
// Both are giving-form calls (docs/ARCHITECTURE.md §4): an embed on a church's site has no cookie,
// so they skip the cookie CSRF check, trust no session, and refuse a cross-origin call from a site
// the church does not allow. The emailed code is the credential.
import {
  calendarDateInTimeZone,
  campaignGivingState,
  pledgeCodeRequestSchema,
  pledgeCodeVerifySchema,
  readPledgeFields,
  type Locale,
  type PledgeByCodeResponse,
  type PledgeCodeSentResponse,
} from '@halo/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ipKey } from '../core/accounts/accountLimits';
import { hashPassword } from '../core/accounts/passwordHash';
import { findCampaignBySlug } from '../core/campaigns/campaignLookup';
import { givingMessage } from '../core/gifts/givingMessages';
import { assertOriginAllowed } from '../core/gifts/givingOrigin';
import { writePledge } from '../core/pledges/pledgeWrite';
import type { Database } from '../db/database';
import type { CampaignRow, OrganizationRow } from '../db/schema';
import { NotFound } from '../http/errors/NotFound';
import { Unavailable } from '../http/errors/Unavailable';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { parseBody } from '../http/parseBody';
import type { LimitCheck } from '../limits/attemptLimit';
import { assertWithinLimits } from '../limits/withinLimits';
import { pledgeByCodeMessage } from './pledgeByCodeMessages';
import { signInCodeMessage } from './signInCodeMessages';
import { checkPledgeCode, issuePledgeCode } from './signInCodes';

/** The church the body names, reached from its own pages or a website it allows, and not paused. */
async function pledgeOrganization(
  request: FastifyRequest,
  findByPrefixedId: (prefixedId: string) => Promise<OrganizationRow | null>,
  prefixedId: string,
): Promise<OrganizationRow> {
  const organization = await findByPrefixedId(prefixedId);
  if (!organization) throw new NotFound(givingMessage(request.locale, 'giving.organizationNotFound'));
  // A page of another site may not ask for codes or pledge in the church's name.
  assertOriginAllowed(request, organization);
  if (organization.isInMaintenance)
    throw new Unavailable(givingMessage(request.locale, 'giving.maintenance'));
  return organization;
}

/**
 * The campaign the form names, within this church only, while it takes pledges (as the portal's
 * Pledges: open or not begun yet), with the amount read by the pledge rules. Checked before a code is
 * mailed and again before one is spent, so a refusal never costs the donor an attempt.
 */
async function pledgeTarget(
  db: Database,
  locale: Locale,
  organization: OrganizationRow,
  slug: string,
  amount: unknown,
  now: Date,
): Promise<{ campaign: CampaignRow; amount: number }> {
  const found = await findCampaignBySlug(db, organization.id, slug);
  const read = readPledgeFields({ campaign: found?.campaign.prefixedId ?? slug, amount }, locale);
  const errors: Record<string, string[]> = read.ok ? {} : { ...read.errors };
  const campaign = found?.campaign ?? null;
  if (!campaign) errors.campaign = [pledgeByCodeMessage(locale, 'campaignNotFound')];
  else if (campaign.status === 'archived')
    errors.campaign = [pledgeByCodeMessage(locale, 'campaignArchived')];
  else if (campaignGivingState(campaign, calendarDateInTimeZone(organization.timeZone, now)) === 'ended') {
    errors.campaign = [pledgeByCodeMessage(locale, 'campaignEnded')];
  }
  if (!read.ok || !campaign || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { campaign, amount: read.fields.amount };
}

const pledgeByCodeRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.accountLimits;
  const findOrganization = (prefixedId: string) => app.organizations.findByPrefixedId(prefixedId);
  // The sign-in code's own per-address counter, keyed as on the church's host (POST /sign-in-code).
  const emailKeyAt = (organization: OrganizationRow, email: string) =>
    `${organization.subdomain}:${email.trim().toLowerCase()}`;

  app.post('/api/give/pledge-code', { config: { csrf: false } }, async (request, reply) => {
    const body = parseBody(pledgeCodeRequestSchema, request.body, request.locale);
    const organization = await pledgeOrganization(request, findOrganization, body.organization_prefixed_id);
    const now = app.clock();
    const { campaign, amount } = await pledgeTarget(
      app.db,
      request.locale,
      organization,
      body.campaign,
      body.amount,
      now,
    );
    const checks: LimitCheck[] = [
      [limits.signInCodeIp, ipKey(request)],
      [limits.signInCodeEmail, emailKeyAt(organization, body.email)],
    ];
    await assertWithinLimits(request.locale, checks, now);
    // Counted whether or not the address has a record, so the limit tells nothing either.
    await Promise.all(checks.map(([limiter, key]) => limiter.hit(key, now)));
    const donor = await app.users.findByEmail(organization.id, body.email);
    // An unknown address costs what a known one does (hashing the code is most of the work).
    if (donor) {
      const target = { campaignId: campaign.id, campaignName: campaign.name, amount };
      await issuePledgeCode(app.db, organization, donor, target, now);
    } else {
      await hashPassword('000000');
    }
    return reply.code(202).send({
      message: pledgeByCodeMessage(request.locale, 'codeSent', {
        email: body.email.trim().toLowerCase(),
        organization: organization.displayName,
      }),
    } satisfies PledgeCodeSentResponse);
  });

  app.post('/api/give/pledge-code/verify', { config: { csrf: false } }, async (request, reply) => {
    const body = parseBody(pledgeCodeVerifySchema, request.body, request.locale);
    const organization = await pledgeOrganization(request, findOrganization, body.organization_prefixed_id);
    const now = app.clock();
    const target = await pledgeTarget(app.db, request.locale, organization, body.campaign, body.amount, now);
    const donor = await app.users.findByEmail(organization.id, body.email);
    const check = donor
      ? await checkPledgeCode(
          app.db,
          donor,
          { campaignId: target.campaign.id, amount: target.amount },
          body.code,
          now,
        )
      : { ok: false as const, attemptsLeft: 0 };
    if (!donor || !check.ok) {
      const attemptsLeft = check.ok ? 0 : check.attemptsLeft;
      const key = attemptsLeft === 0 ? 'codeDead' : attemptsLeft === 1 ? 'codeWrongLast' : 'codeWrong';
      throw new ValidationFailed({
        code: [signInCodeMessage(request.locale, key, { attempts: attemptsLeft })],
      });
    }
    // The code proved the mailbox of the record's own address: as a sign-in by code does, that
    // address is now verified (docs/PRODUCT.md §14), and the pledge is that record's.
    await app.accounts.markVerified(organization.id, donor.id, now);
    const written = await app.db.transaction((tx) =>
      writePledge(tx, {
        organizationId: organization.id,
        donorUserId: donor.id,
        campaignId: target.campaign.id,
        amount: target.amount,
        source: 'donor',
        recordedByUserId: null,
      }),
    );
    return reply.code(201).send({
      pledge_prefixed_id: written.pledge.prefixedId,
      campaign_name: target.campaign.name,
      amount: written.pledge.amount,
    } satisfies PledgeByCodeResponse);
  });
};

export default pledgeByCodeRoutes;

// The giving endpoints (docs/CONTRACTS.md "REST: giving"). Thin: the flow lives beside them in this folder.
// None of them needs a cookie (docs/ARCHITECTURE.md §4): `csrf: false`, and each carries the giving token.
import {
  calendarDateInTimeZone,
  customerRequestSchema,
  giveTestAuthenticationSchema,
  isIdentifier,
  registerRequestSchema,
  setupIntentRequestSchema,
  type CustomerResponse,
  type PaymentMethodsResponse,
  type SetupIntentResponse,
  type StripeCustomerIdResponse,
} from '@halo/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerDonor } from '../core/accounts/donorRegistration';
import type { OrganizationRow, UserRow } from '../db/schema';
import { give } from './give';
import { giveByBank, isBankGift } from './giveByBank';
import { listSavedBankAccounts } from './savedBankAccounts';
import { offersBankPayments } from '../core/bankPayments';
import { parseGiveInput } from './giveInput';
import { campaignOfGift } from './giftCampaign';
import { ensureCustomer } from '../core/gifts/processorCustomer';
import { authorizeGiving, loadGivingOrganization } from './givingAccess';
import { givingMessage } from '../core/gifts/givingMessages';
import { kioskMessage } from '../core/kioskDevices/kioskMessages';
import { Conflict } from '../http/errors/Conflict';
import { Forbidden } from '../http/errors/Forbidden';
import { Unauthenticated } from '../http/errors/Unauthenticated';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { requestHash, runOnce } from './idempotency';
import { cardOwnerToken, mayUseCard, usableCards } from './tokenCards';
import { parseBody } from '../http/parseBody';
import { answer, assertNotCardTesting, cardAttempt, countCustomerAttempt } from './givingAttempts';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

// The answers that carry a giving token or a card set-up's client secret beside what the donor sent
// say `compress: false` (BREACH, http/compressionPlugin.ts).
const givingRoutes: FastifyPluginAsync = async (app) => {
  const limits = app.config.givingRateLimits;
  const perIp = (max: number) => ({ max, timeWindow: 60_000 });

  function tokenAnswer(
    organization: OrganizationRow,
    donor: UserRow,
    customerId: string,
    scope: 'full' | 'new',
  ): CustomerResponse {
    return {
      stripe_customer_id: customerId,
      donor_prefixed_id: donor.prefixedId,
      giving_token: app.giving.tokens.issue({
        organizationPrefixedId: organization.prefixedId,
        donorPrefixedId: donor.prefixedId,
        customerId,
        scope,
        purpose: 'give',
      }),
    };
  }

  app.post(
    '/api/give/customer',
    { compress: false, config: { csrf: false, rateLimit: perIp(limits.givePerMinute) } },
    (request, reply) =>
      answer<CustomerResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const organization = await loadGivingOrganization(app, request, raw.organization_prefixed_id);
        const body = parseBody(customerRequestSchema, request.body, request.locale);
        const { repository } = app.giving;
        // A signed-in donor of this organization wins over the typed email (and may use saved cards).
        const session = await request.getSession();
        const sessionDonor =
          session?.userId != null && session.organizationId === organization.id
            ? await app.users.findById(organization.id, session.userId)
            : null;
        const donor =
          sessionDonor ??
          (await repository.findOrCreateGuestDonor(organization.id, {
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            locale: request.locale,
          }));
        const customer = await ensureCustomer(
          app,
          organization,
          donor,
          fullName(body.first_name, body.last_name),
        );
        return {
          status: 200,
          body: tokenAnswer(organization, donor, customer.customerId, sessionDonor ? 'full' : 'new'),
        };
      }),
  );

  app.post(
    '/api/give/register',
    { compress: false, config: { csrf: false, rateLimit: perIp(limits.givePerMinute) } },
    (request, reply) =>
      answer<CustomerResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const organization = await loadGivingOrganization(app, request, raw.organization_prefixed_id);
        const body = parseBody(registerRequestSchema, request.body, request.locale);
        const accountExists = () =>
          new ValidationFailed({ email: [givingMessage(request.locale, 'giving.accountExists')] });
        // Any existing donor, even a guest without a password: taking over a guest's record needs
        // proof of the mailbox (the forgot-password email), not just the address.
        if (await app.giving.repository.findUserByEmail(organization.id, body.email)) throw accountExists();
        const donor = await registerDonor(app, request, reply, organization, {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          password: body.password,
        });
        if (!donor) throw accountExists();
        const customer = await ensureCustomer(
          app,
          organization,
          donor,
          fullName(body.first_name, body.last_name),
        );
        return { status: 201, body: tokenAnswer(organization, donor, customer.customerId, 'full') };
      }),
  );

  app.post(
    '/api/give/setup-intent',
    { compress: false, config: { csrf: false, rateLimit: perIp(limits.setupIntentPerMinute) } },
    (request, reply) =>
      answer<SetupIntentResponse>(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        // Also a manage link's "Change card": a new card is that token's whole job.
        const access = await authorizeGiving(
          app,
          request,
          { organizationPrefixedId: raw.organization_prefixed_id, customerId: raw.stripe_customer_id },
          ['give', 'change-card'],
        );
        parseBody(setupIntentRequestSchema, request.body, request.locale);
        await countCustomerAttempt(app, request, access);
        const intent = await access.processor.createSetupIntent({
          customerId: access.customer.customerId,
          addedByToken: cardOwnerToken(access),
        });
        return {
          status: 200,
          body: { client_secret: intent.clientSecret, setup_intent_id: intent.setupIntentId },
        };
      }),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/give/stripe-payment-methods',
    { config: { rateLimit: perIp(limits.givePerMinute) } },
    (request, reply) =>
      answer<PaymentMethodsResponse>(reply, async () => {
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: request.query.organization_prefixed_id,
          customerId: request.query.stripe_customer_id,
        });
        const methods = await usableCards(
          access,
          await access.processor.listPaymentMethods(access.customer.customerId),
        );
        // A signed-in donor's saved bank accounts, where the church takes bank gifts, in the sandbox and
        // on Stripe alike (docs/PRODUCT.md §22).
        const banks =
          access.scope === 'full' && offersBankPayments(access.organization)
            ? await listSavedBankAccounts(app.db, access.customer)
            : null;
        return {
          status: 200,
          body: {
            data: methods.map(({ paymentMethodId, card }) => ({
              id: paymentMethodId,
              brand: card.brand,
              last_four: card.lastFour,
              exp_month: card.expMonth,
              exp_year: card.expYear,
            })),
            ...(banks && banks.length > 0
              ? {
                  bank_accounts: banks.map((bank) => ({
                    id: bank.processorId,
                    bank_name: bank.brand,
                    last_four: bank.lastFour,
                  })),
                }
              : {}),
          },
        };
      }),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/give/stripe-customer-id',
    { compress: false },
    (request, reply) =>
      answer<StripeCustomerIdResponse>(reply, async () => {
        const organization = await loadGivingOrganization(
          app,
          request,
          request.query.organization_prefixed_id,
        );
        const session = await request.getSession();
        const donor =
          session?.userId != null && session.organizationId === organization.id
            ? await app.users.findById(organization.id, session.userId)
            : null;
        if (!donor) throw new Unauthenticated(givingMessage(request.locale, 'giving.tokenMissing'));
        if (donor.prefixedId !== request.query.donor_prefixed_id) {
          throw new Forbidden(givingMessage(request.locale, 'giving.forbidden'));
        }
        const person = await app.users.findPersonOfUser(organization.id, donor.id);
        const customer = await ensureCustomer(
          app,
          organization,
          donor,
          fullName(person?.firstName ?? '', person?.lastName ?? '') || donor.email,
        );
        const { giving_token, stripe_customer_id } = tokenAnswer(
          organization,
          donor,
          customer.customerId,
          'full',
        );
        return { status: 200, body: { stripe_customer_id, giving_token } };
      }),
  );

  app.post(
    '/api/give',
    { config: { csrf: false, rateLimit: perIp(limits.givePerMinute) } },
    (request, reply) =>
      answer(reply, async () => {
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const key = request.headers['idempotency-key'];
        if (!isIdentifier(key)) {
          const message = givingMessage(request.locale, 'giving.idempotencyKeyInvalid');
          throw new ValidationFailed({ 'Idempotency-Key': [message] });
        }
        const access = await authorizeGiving(app, request, {
          organizationPrefixedId: raw.organization_prefixed_id,
          customerId: raw.stripe_customer_id,
        });
        const { organization, donor, customer, processor } = access;
        const today = calendarDateInTimeZone(organization.timeZone, app.clock());
        const funds = await app.organizations.listOnlineGivingFunds(organization.id);
        const input = parseGiveInput(request.body, { organization, funds, today, locale: request.locale });
        // Beside the gift, not part of it: the repeat after a test challenge is the same request.
        const testAuthentication = parseBody(giveTestAuthenticationSchema, request.body, request.locale);
        if (input.donorPrefixedId !== donor.prefixedId) {
          throw new Forbidden(givingMessage(request.locale, 'giving.forbidden'));
        }
        // A recurring gift belongs to an account, so it needs a proven donor: a token got with an
        // email alone answers as for any guest, whether or not an account has that email.
        if (input.frequency !== 'one_time' && access.scope !== 'full') {
          throw new Forbidden(givingMessage(request.locale, 'giving.accountRequired'), {
            code: 'account_required',
          });
        }
        // A gift from a bank account (docs/PRODUCT.md §22) is its own flow, processing until it settles.
        if (isBankGift(request.body)) {
          return giveByBank(app, request, { access, input, funds, today, idempotencyKey: key });
        }
        // Two questions to the processor (Stripe: two calls), asked at once.
        const [method, mayUse] = await Promise.all([
          processor.getPaymentMethod(input.paymentMethodId),
          mayUseCard(access, input.paymentMethodId),
        ]);
        if (!method || method.customerId !== customer.customerId || !mayUse) {
          const message = givingMessage(request.locale, 'giving.paymentMethodInvalid');
          throw new ValidationFailed({ payment_method_id: [message] });
        }
        // No wallet at a lobby kiosk (docs/PRODUCT.md §20), refused before anything is charged: in
        // Stripe mode a card confirmed through Apple Pay or Google Pay on the church's tablet would
        // be the card of whoever set the tablet up, not the giver's.
        if (access.kioskDevicePrefixedId && method.card.wallet) {
          const message = kioskMessage(request.locale, 'walletRefused');
          throw new ValidationFailed({ payment_method_id: [message] });
        }
        // Nor Stripe's Link, whatever the page drew: it remembers its user on the tablet, so the next
        // giver would be offered the last one's cards. (Link's own payment method, `type: 'link'`,
        // is no card and was refused above.)
        if (access.kioskDevicePrefixedId && method.card.fromLink) {
          const message = kioskMessage(request.locale, 'linkRefused');
          throw new ValidationFailed({ payment_method_id: [message] });
        }
        const parts = input.parts.map((part) => {
          const partFund = funds.find((candidate) => candidate.prefixedId === part.fundPrefixedId);
          if (!partFund) throw new Error('give: fund passed validation but is not listed');
          return { fund: partFund, amount: part.amount };
        });
        const fund = parts[0]!.fund;
        const campaignId = await campaignOfGift(app, organization, input, today, request.locale);

        const outcome = await runOnce(
          app.db,
          {
            organizationId: organization.id,
            key,
            // The validated gift, not the raw body: keys the gift does not have are no part of it,
            // and one nested 20 000 levels deep overflowed the hash's recursion (a 500).
            requestHash: requestHash({ gift: input, donor: donor.prefixedId }),
          },
          async (saveAnswer) => {
            // A proven donor charging a card of their account is not blocked by other visitors'
            // declines from the same IP (a congregation on one Wi-Fi).
            const attempt = cardAttempt(
              request,
              access,
              `pm:${method.paymentMethodId}`,
              access.scope === 'full',
            );
            await assertNotCardTesting(app, request, attempt);
            await countCustomerAttempt(app, request, access);
            return give(
              app,
              {
                access,
                input,
                fund,
                parts,
                campaignId,
                method,
                idempotencyKey: key,
                today,
                locale: request.locale,
                testAuthenticationPassed: testAuthentication.test_authentication === 'passed',
                onDecline: () => app.giving.cardTesting.recordDecline(attempt, app.clock()),
                clientIp: request.ip,
              },
              saveAnswer,
            );
          },
        );
        if (outcome.kind === 'mismatch') {
          const message = givingMessage(request.locale, 'giving.idempotencyKeyReused');
          throw new ValidationFailed({ 'Idempotency-Key': [message] });
        }
        if (outcome.kind === 'in-progress') {
          throw new Conflict(givingMessage(request.locale, 'giving.inProgress'));
        }
        return outcome.answer;
      }),
  );
};

export default givingRoutes;

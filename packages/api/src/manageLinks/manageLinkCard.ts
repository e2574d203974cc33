// "Change card" on a recurring gift's manage page. The page enters the new card through the giving
// form's own card step with a giving token made for the link: scope `new` (a link proves no more
// than a typed email does, so the token sees none of the donor's saved cards) and an identifier
// derived from the link, so every card entered on that page is recorded as the link's. Attaching
// then takes only such a card, and only for the link's one gift: the card is stored as that gift's
// alone (`payment_methods.only_for_recurring_giving_id`), never among the donor's Payment methods,
// and the card the gift used before stays wherever else it is used.
import { createHmac } from 'node:crypto';
import { localeOf, type Locale, type ManageLinkCardEntryResponse } from '@halo/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import {
  funds,
  people,
  recurringGivingFunds,
  type PaymentMethodRow,
  type RecurringGivingRow,
} from '../db/schema';
import { ensureCustomer } from '../core/gifts/processorCustomer';
import { recordCard } from '../core/gifts/recordCard';
import { giftAmounts } from '../core/giftAmounts';
import { ValidationFailed } from '../http/errors/ValidationFailed';
import { enqueueMail } from '../mail/outbox';
import type { CardDetails } from '../payments/paymentProcessor';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { changeRecurringGiving, saveRecurringGiving } from '../core/recurringGifts/changeRecurringGiving';
import { cardChangedEmail } from './cardChangedEmail';
import type { OpenedGift } from './manageLinkService';
import { issueManageLink } from '../core/emailedLinks/manageLinks';

/**
 * The giving-token identifier of the cards entered through one manage link: keyed with the app key,
 * so it cannot be computed from the link id alone, and the same for every visit of that link.
 */
export function manageLinkCardTokenId(appKey: string, linkId: string): string {
  return createHmac('sha256', appKey).update(`manage-link-card:${linkId}`).digest('base64url').slice(0, 22);
}

/**
 * What the page's card step needs: the church and a giving token that can only enter this link's
 * card. The donor's processor customer is inside the sealed token, never in the answer.
 */
export async function openCardEntry(
  app: FastifyInstance,
  opened: OpenedGift,
): Promise<ManageLinkCardEntryResponse> {
  const { organization, donor } = opened;
  const [person] = await app.db
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(and(eq(people.userId, donor.id), eq(people.organizationId, organization.id)));
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || donor.email;
  const customer = await ensureCustomer(app, organization, donor, name);
  const givingToken = app.giving.tokens.issue(
    {
      organizationPrefixedId: organization.prefixedId,
      donorPrefixedId: donor.prefixedId,
      customerId: customer.customerId,
      scope: 'new',
      purpose: 'change-card',
    },
    manageLinkCardTokenId(app.giving.appKey, opened.linkId),
  );
  return {
    organization_prefixed_id: organization.prefixedId,
    giving_token: givingToken,
    processor_mode: customer.processorMode,
  };
}

const refusals: Record<Locale, { notFromLink: string; cardExpired: string }> = {
  en: {
    notFromLink: 'Enter the new card on this page to use it for this gift.',
    cardExpired: 'This card has expired. Please enter another card.',
  },
  es: {
    notFromLink: 'Ingrese la tarjeta nueva en esta página para usarla en esta donación.',
    cardExpired: 'Esta tarjeta está vencida. Ingrese otra tarjeta.',
  },
};

function refuse(locale: Locale, key: keyof (typeof refusals)['en']): never {
  throw new ValidationFailed({ payment_method_id: [refusals[locale][key]] });
}

/**
 * The gift charges `paymentMethodId` from its next occurrence on, when that card was entered
 * through this very link; anything else (a saved card, another link's, a guest's) is refused on
 * `payment_method_id` without telling which it was.
 */
export async function attachCardThroughLink(
  scope: PortalScope,
  opened: OpenedGift,
  paymentMethodId: string,
): Promise<void> {
  const { app, organization, user, locale } = scope;
  const processor = app.payments.forOrganization(organization);
  const customer = await app.giving.repository.findCustomer(organization.id, user.id, processor.mode);
  if (!customer) refuse(locale, 'notFromLink');
  // The processor first, outside our transaction (the sandbox reads through its own connection,
  // which on PGlite would wait for an open transaction).
  const addedBy = await processor.tokenThatAdded(customer.customerId, paymentMethodId);
  if (addedBy === null || addedBy !== manageLinkCardTokenId(app.giving.appKey, opened.linkId)) {
    refuse(locale, 'notFromLink');
  }
  const found = await processor.getPaymentMethod(paymentMethodId);
  if (!found || found.customerId !== customer.customerId) refuse(locale, 'notFromLink');
  const [year, month] = scope.today.split('-').map(Number) as [number, number];
  const { card } = found;
  if (card.expYear < year || (card.expYear === year && card.expMonth < month)) refuse(locale, 'cardExpired');

  await changeRecurringGiving(scope, opened.gift.prefixedId, async (tx, gift) => {
    const method = await giftCard(tx, gift, customer, paymentMethodId, card);
    if (!method) refuse(locale, 'notFromLink');
    if (gift.paymentMethodId === method.id) return null;
    const saved = await saveRecurringGiving(tx, scope, gift, { paymentMethodId: method.id });
    await mailCardChanged(tx, scope, saved, method);
    return { row: saved, activity: 'recurring_updated' };
  });
}

/** The gift's own record of the card: created once, found again on a repeated request. */
async function giftCard(
  tx: Database,
  gift: RecurringGivingRow,
  customer: { id: number; organizationId: number; userId: number; processorMode: 'sandbox' | 'stripe' },
  processorId: string,
  card: CardDetails,
): Promise<PaymentMethodRow | null> {
  const row = await recordCard(tx, customer, {
    processorId,
    card,
    isPrimary: false,
    onlyForRecurringGivingId: gift.id,
  });
  // A card already recorded for anything but this gift stays where it is.
  return row && row.onlyForRecurringGivingId === gift.id && row.userId === customer.userId ? row : null;
}

async function mailCardChanged(
  tx: Database,
  scope: PortalScope,
  gift: RecurringGivingRow,
  method: PaymentMethodRow,
): Promise<void> {
  const { app, organization, user } = scope;
  const fundRows = await tx
    .select({ name: funds.name })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(eq(recurringGivingFunds.recurringGivingId, gift.id))
    .orderBy(asc(funds.name));
  const amounts = giftAmounts(gift.giftAmount, gift.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  const manageUrl = await issueManageLink(
    tx,
    { appKey: app.giving.appKey, publicUrl: app.config.publicUrl },
    organization,
    gift,
    app.clock(),
  );
  await enqueueMail(
    tx,
    cardChangedEmail({
      to: user.email,
      // The account's language, like the gift's other notices, whoever opened the link.
      locale: localeOf(user.locale),
      churchName: organization.displayName,
      country: organization.contact.country,
      currency: organization.currency,
      amountCents: amounts.chargedAmount,
      frequency: gift.scheduleType,
      fundNames: fundRows.map((row) => row.name),
      cardBrand: method.brand,
      cardLastFour: method.lastFour,
      manageUrl,
    }),
    organization.id,
  );
}

// What the donor is told about one recurring charge: the receipt, or the notice that it failed (and
// when it is tried again). Built inside the charge's transaction, which queues it (mail/outbox.ts).
import { resolveLocale, type CalendarDate } from '@halo/domain';
import type { OrganizationRow } from '../../db/schema';
import { receiptEmail } from '../gifts/receiptEmail';
import type { MailMessage } from '../../mail/mailer';
import { chargeFailedEmail } from './chargeFailedEmail';
import type { ChargeContext, Outcome } from './chargeContexts';
import { receiptFundParts } from '../fundShares';

export interface SettledCharge {
  contribution: { prefixedId: string };
  retryOn: CalendarDate | null;
  /** The occurrence's last attempt was declined: no more tries of it. */
  lastAttemptFailed: boolean;
  /** This outcome paused the gift (its last attempt declined while the gift was still on it). */
  paused: boolean;
  nextOccurrence: string | null;
}

export function chargeMail(options: {
  organization: OrganizationRow;
  context: ChargeContext;
  outcome: Outcome;
  settled: SettledCharge;
  today: CalendarDate;
  /** The gift's new signed manage link (manageLinks.ts), issued in the charge's transaction. */
  manageUrl: string;
  /** The donor portal's recurring gifts on the church's site, where the card is changed and the gift resumed. */
  portalUrl: string;
}): MailMessage {
  const { organization, context, outcome, settled, today } = options;
  const { charge, gift, donor, card } = context;
  const locale = resolveLocale(donor.locale);
  if (outcome.kind === 'succeeded') {
    // A split gift's every charge names each fund's part, as its first receipt did (give.ts).
    const fundParts = receiptFundParts(gift.giftAmount, context.funds);
    return receiptEmail({
      to: donor.email,
      locale,
      churchName: organization.displayName,
      country: organization.contact.country,
      currency: organization.currency,
      giftCents: gift.giftAmount,
      coveredFeeCents: charge.coveredFee,
      chargedCents: charge.amount,
      funds: context.funds.map((fund) => fund.name),
      ...(fundParts ? { fundParts } : {}),
      ...(context.dedication
        ? { dedication: { kind: context.dedication.kind, name: context.dedication.name } }
        : {}),
      date: today,
      cardBrand: outcome.brand,
      cardLastFour: outcome.lastFour,
      wallet: outcome.wallet ?? null,
      receiptNumber: settled.contribution.prefixedId,
      frequency: gift.scheduleType,
      manageUrl: options.manageUrl,
    });
  }
  return chargeFailedEmail({
    to: donor.email,
    locale,
    churchName: organization.displayName,
    country: organization.contact.country,
    currency: organization.currency,
    chargedCents: charge.amount,
    occurrenceDate: charge.occurrenceDate,
    code: outcome.code,
    cardBrand: card?.brand ?? null,
    cardLastFour: card?.lastFour ?? null,
    retryOn: settled.retryOn,
    attempts: charge.attempt,
    paused: settled.paused,
    nextOccurrence: settled.lastAttemptFailed ? settled.nextOccurrence : null,
    manageUrl: options.manageUrl,
    portalUrl: options.portalUrl,
  });
}

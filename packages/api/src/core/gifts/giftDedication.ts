// A gift's "in honour of / in memory of": stored with the gift, and the person the donor chose told of
// it once, when the gift is actually given: in the transaction that records a gift charged at once (so
// a repeated request, which replays the stored answer, tells no one again), or, for a recurring gift
// that starts later, in the transaction of its first successful charge (core/recurringGifts/settleCharge.ts).
// A recurring gift stopped before it is ever charged tells no one. The notices are limited a day per
// donor, IP and church (dedicationNoticeLimits.ts): over a limit the gift is given all the same and
// the notice is not sent (`notifiedAt` stays empty), since a gift must never fail for the sake of an
// email about it; a recurring gift's notice is then tried again at its next successful charge.
import type { DedicationKind, Locale } from '@halo/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DedicationNoticeLimits } from '../../config';
import type { Database } from '../../db/database';
import { giftDedications, people, type OrganizationRow } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { dedicationEmail } from './dedicationEmail';
import { takeDedicationNotice } from './dedicationNoticeLimits';

export interface GiftDedication {
  kind: DedicationKind;
  personName: string;
  notifyEmail: string | null;
  notifySender: string | null;
}

export interface Giver {
  organization: OrganizationRow;
  donor: { id: number; email: string };
  /** The donor's language: the notification is written in it. */
  locale: Locale;
  noticeLimits: DedicationNoticeLimits;
  /** The IP of the request that gave the gift; null for a recurring gift's later charge. */
  ip: string | null;
  now: Date;
}

/**
 * Stores the dedication of a gift set up now. When the gift is charged now (it has its contribution)
 * and the donor asked for a notification, it is queued in the same transaction; a recurring gift that
 * starts later keeps it for its first charge.
 */
export async function recordDedication(
  tx: Database,
  gift: Giver & {
    contributionId: number | null;
    recurringGivingId: number | null;
  },
  dedication: GiftDedication,
): Promise<void> {
  const toldNow =
    dedication.notifyEmail !== null &&
    gift.contributionId !== null &&
    (await takeDedicationNotice(tx, gift.noticeLimits, senderOf(gift), gift.now));
  await tx.insert(giftDedications).values({
    organizationId: gift.organization.id,
    contributionId: gift.contributionId,
    recurringGivingId: gift.recurringGivingId,
    kind: dedication.kind,
    personName: dedication.personName,
    notifyEmail: dedication.notifyEmail,
    notifySender: dedication.notifySender,
    notifiedAt: toldNow ? gift.now : null,
  });
  if (toldNow) await queueDedicationNotice(tx, gift, dedication);
}

/**
 * The first successful charge of a recurring gift that started later: tells the person the donor
 * chose, once. The conditional update is the claim, so two instances settling charges of the same
 * gift (or a retry after a crash) queue one notification between them.
 */
export async function tellDedicationAtFirstCharge(
  tx: Database,
  gift: Giver & { recurringGivingId: number },
): Promise<void> {
  const [claimed] = await tx
    .update(giftDedications)
    .set({ notifiedAt: gift.now })
    .where(
      and(
        eq(giftDedications.recurringGivingId, gift.recurringGivingId),
        isNotNull(giftDedications.notifyEmail),
        isNull(giftDedications.notifiedAt),
      ),
    )
    .returning();
  if (!claimed) return;
  if (await takeDedicationNotice(tx, gift.noticeLimits, senderOf(gift), gift.now)) {
    await queueDedicationNotice(tx, gift, claimed);
  } else {
    await tx.update(giftDedications).set({ notifiedAt: null }).where(eq(giftDedications.id, claimed.id));
  }
}

const senderOf = (giver: Giver) => ({
  organizationId: giver.organization.id,
  donorId: giver.donor.id,
  ip: giver.ip,
});

async function queueDedicationNotice(tx: Database, giver: Giver, dedication: GiftDedication): Promise<void> {
  if (!dedication.notifyEmail) return;
  const { organization, donor } = giver;
  const [person] = await tx
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.userId, donor.id));
  const ownName = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  await enqueueMail(
    tx,
    dedicationEmail({
      to: dedication.notifyEmail,
      locale: giver.locale,
      churchName: organization.displayName,
      kind: dedication.kind,
      personName: dedication.personName,
      senderName: dedication.notifySender ?? (ownName || donor.email),
    }),
    organization.id,
  );
}

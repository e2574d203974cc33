// A gift's "in honour of / in memory of": stored with the gift, and the person the donor chose told of
// it once, in the transaction that records the gift (so a repeated request, which replays the stored
// answer, tells no one again).
import type { DedicationKind, Locale } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftDedications, people, type OrganizationRow, type UserRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { dedicationEmail } from './dedicationEmail';

export interface GiftDedication {
  kind: DedicationKind;
  personName: string;
  notifyEmail: string | null;
  notifySender: string | null;
}

/** Stores the dedication of a gift made now, and queues its notification when the donor asked for one. */
export async function recordDedication(
  tx: Database,
  gift: {
    organization: OrganizationRow;
    donor: UserRow;
    locale: Locale;
    contributionId: number | null;
    recurringGivingId: number | null;
    now: Date;
  },
  dedication: GiftDedication,
): Promise<void> {
  const { organization, donor } = gift;
  const notify = dedication.notifyEmail !== null;
  await tx.insert(giftDedications).values({
    organizationId: organization.id,
    contributionId: gift.contributionId,
    recurringGivingId: gift.recurringGivingId,
    kind: dedication.kind,
    personName: dedication.personName,
    notifyEmail: dedication.notifyEmail,
    notifySender: dedication.notifySender,
    notifiedAt: notify ? gift.now : null,
  });
  if (!dedication.notifyEmail) return;
  const [person] = await tx
    .select({ firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(eq(people.userId, donor.id));
  const ownName = [person?.firstName, person?.lastName].filter(Boolean).join(' ').trim();
  await enqueueMail(
    tx,
    dedicationEmail({
      to: dedication.notifyEmail,
      locale: gift.locale,
      churchName: organization.displayName,
      kind: dedication.kind,
      personName: dedication.personName,
      senderName: dedication.notifySender ?? (ownName || donor.email),
    }),
    organization.id,
  );
}

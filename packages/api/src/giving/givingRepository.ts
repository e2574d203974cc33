// Queries of the giving flow. Every lookup takes the organization (docs/ARCHITECTURE.md §4: a donor belongs to
// one organization and nothing here may find another's records).
import type { Locale } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  paymentMethods,
  processorCustomers,
  users,
  type ProcessorCustomerRow,
  type ProcessorMode,
  type UserRow,
} from '../db/schema';
import type { CardDetails } from '../payments/paymentProcessor';
import { insertDonor } from '../core/accounts/donorRecords';
import { recordCard } from '../core/gifts/recordCard';

export interface DonorDetails {
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

export function createGivingRepository(db: Database) {
  // Every gift asks for its donor and its processor customer: prepared once (docs/ARCHITECTURE.md §8,
  // prepared lookups).
  const organizationParam = sql.placeholder('organizationId');
  const donorBy = (column: typeof users.email | typeof users.prefixedId, name: string) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, organizationParam), eq(column, sql.placeholder('value'))))
      .prepare(name);
  const donorByEmail = donorBy(users.email, 'giving_donor_by_email');
  const donorByPrefixedId = donorBy(users.prefixedId, 'giving_donor_by_prefixed_id');
  const customerOf = db
    .select()
    .from(processorCustomers)
    .where(
      and(
        eq(processorCustomers.organizationId, organizationParam),
        eq(processorCustomers.userId, sql.placeholder('userId')),
        eq(processorCustomers.processorMode, sql.placeholder('mode')),
      ),
    )
    .prepare('giving_processor_customer');

  async function findUserByEmail(organizationId: number, email: string): Promise<UserRow | null> {
    const [row] = await donorByEmail.execute({ organizationId, value: email.trim().toLowerCase() });
    return row ?? null;
  }
  async function findCustomer(organizationId: number, userId: number, mode: ProcessorMode) {
    const [row] = await customerOf.execute({ organizationId, userId, mode });
    return row ?? null;
  }

  return {
    findUserByEmail,

    async findDonor(organizationId: number, prefixedId: string): Promise<UserRow | null> {
      const [row] = await donorByPrefixedId.execute({ organizationId, value: prefixedId });
      return row ?? null;
    },

    /** The donor with this email, or a new one without a password (a guest, docs/PRODUCT.md §2). */
    async findOrCreateGuestDonor(organizationId: number, donor: DonorDetails): Promise<UserRow> {
      const existing = await findUserByEmail(organizationId, donor.email);
      if (existing) return existing;
      // A concurrent request for the same email may win the insert; then read its row.
      const created = await insertDonor(db, {
        ...donor,
        organizationId,
        passwordHash: null,
        emailVerifiedAt: null,
      });
      const user = created ?? (await findUserByEmail(organizationId, donor.email));
      if (!user) throw new Error('giving: donor vanished after insert');
      return user;
    },

    async setLocale(donor: Pick<UserRow, 'id' | 'locale'>, locale: Locale): Promise<void> {
      // Most gifts come in the language the donor already has: no write for them.
      if (donor.locale === locale) return;
      await db
        .update(users)
        .set({ locale })
        .where(and(eq(users.id, donor.id), sql`${users.locale} <> ${locale}`));
    },

    findCustomer,

    /** Records the donor's processor customer; the first one wins when two requests race. */
    async saveCustomer(
      organizationId: number,
      userId: number,
      mode: ProcessorMode,
      customerId: string,
    ): Promise<ProcessorCustomerRow> {
      await db
        .insert(processorCustomers)
        .values({ organizationId, userId, processorMode: mode, customerId })
        .onConflictDoNothing();
      const row = await findCustomer(organizationId, userId, mode);
      if (!row) throw new Error('giving: processor customer vanished after insert');
      return row;
    },

    /**
     * Our record of a card at the processor (the portal's payment method list). The donor's first
     * card becomes primary. Returns the row's id.
     */
    async upsertPaymentMethod(
      customer: ProcessorCustomerRow,
      processorId: string,
      card: CardDetails,
      cardholderName: string | null = null,
    ): Promise<number> {
      const [hasPrimary] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, customer.userId), eq(paymentMethods.isPrimary, true)));
      const row = await recordCard(db, customer, {
        processorId,
        card,
        cardholderName,
        isPrimary: !hasPrimary,
      });
      return row.id;
    },
  };
}

export type GivingRepository = ReturnType<typeof createGivingRepository>;

// Giving in one reply (docs/PRODUCT.md §10 "Giving in one reply"): the phone a donor verified in the
// portal's Profile, and the prompts ("Reply YES to give …") texted to it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { funds, organizations, users } from './churches';
import { contributions } from './gifts';
import { paymentMethods } from './payments';

/**
 * A donor's phone for giving by text, one per donor account. `verifiedAt` is set when the donor typed
 * the code texted to it, and lapses twelve months later (@halo/domain `isPhoneVerificationCurrent`);
 * a new phone replaces the row and starts unverified. The code is kept only as a scrypt hash, with
 * its expiry and the wrong tries so far.
 */
export const donorPhones = pgTable(
  'donor_phones',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** E.164 (`+13125550123`), as Twilio's `From` names it. */
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeFailedAttempts: integer('code_failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A phone gives for one donor of a church at a time: the later verification clears the earlier
    // donor's (portal/textGivingPhone.ts), and this index refuses two at once.
    uniqueIndex('donor_phones_one_verified_per_church')
      .on(table.organizationId, table.phone)
      .where(sql`${table.verifiedAt} IS NOT NULL`),
    check('donor_phones_phone_e164', sql`${table.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
  ],
);

/** `pending` until YES claims it (`giving`), then `given` or `declined`; a newer prompt `replaced` it. */
export const TEXT_GIFT_PROMPT_STATUSES = ['pending', 'giving', 'given', 'declined', 'replaced'] as const;
export type TextGiftPromptStatus = (typeof TEXT_GIFT_PROMPT_STATUSES)[number];

/**
 * A prompt texted to a verified phone: the gift that YES gives, on the card it named, until
 * `expiresAt` (ten minutes). YES claims it with one conditional update (pending → giving), so a
 * repeated or concurrent YES, on any number of instances, gives it at most once; the gift it made is
 * `contributionId` (unique), which is how a gift given by text is known.
 */
export const textGiftPrompts = pgTable(
  'text_gift_prompts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    amount: integer('amount').notNull(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    /** The language the prompt was written in; the confirmation answers in it. */
    locale: text('locale', { enum: ['en', 'es'] }).notNull(),
    status: text('status', { enum: TEXT_GIFT_PROMPT_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    contributionId: integer('contribution_id').references(() => contributions.id, { onDelete: 'set null' }),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // YES finds the phone's latest prompt at the church.
    index('text_gift_prompts_phone_idx').on(table.organizationId, table.phone, table.createdAt),
    uniqueIndex('text_gift_prompts_contribution_unique').on(table.contributionId),
    // The periodic pass finds claims a stopped process left (textToGive/stuckTextGifts.ts).
    index('text_gift_prompts_giving_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'giving'`),
    check('text_gift_prompts_amount_positive', sql`${table.amount} > 0`),
    check(
      'text_gift_prompts_status',
      sql`${table.status} IN (${sql.raw(TEXT_GIFT_PROMPT_STATUSES.map((value) => `'${value}'`).join(', '))})`,
    ),
    check('text_gift_prompts_locale', sql`${table.locale} IN ('en', 'es')`),
  ],
);

export type DonorPhoneRow = typeof donorPhones.$inferSelect;
export type TextGiftPromptRow = typeof textGiftPrompts.$inferSelect;

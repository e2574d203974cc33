// The phone a donor gives from by text (docs/PRODUCT.md §10 "Giving in one reply"), in the portal's
// Profile: textGiving answers it, sendTextGivingCode texts a six-digit code to a phone (a new phone
// replaces the old and starts unverified), verifyTextGivingPhone takes the code, and
// removeTextGivingPhone forgets the phone. Always the session's donor in the session's church.
//
// A phone gives for one donor of a church at a time. Whoever proves they hold it now (the code
// reached them) wins: a number passed on by the carrier, or a family phone, follows its holder.
// The earlier donor's verification is cleared and they are told by email, never silently.
import { randomInt } from 'node:crypto';
import escapeHtml from 'escape-html';
import {
  isPhoneVerificationCurrent,
  localeOf,
  normalizePhone,
  phoneVerificationLapsesAt,
  readPhoneCode,
  type Locale,
} from '@halo/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../core/accounts/passwordHash';
import { FieldErrorCollector } from '../core/localizedRefusals';
import { organizationUrl } from '../core/organizationUrl';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import { donorPhones, users, type DonorPhoneRow } from '../db/schema';
import type { TextGiving } from '../graphql/resolverTypes.generated';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import { enqueueMail } from '../mail/outbox';
import { textGivingMessage, type TextGivingMessageKey } from './textGivingMessages';

export const PHONE_CODE_LIFETIME_MS = 10 * 60_000;
/** The fifth wrong code ends the code: a new one must be sent. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Codes texted per donor per hour: each one costs the church a text. */
export const PHONE_CODES_PER_HOUR = 5;

function refuse(locale: Locale, field: string, key: TextGivingMessageKey, params = {}): never {
  const errors = new FieldErrorCollector(locale);
  errors.add(field, textGivingMessage(locale, key, params));
  errors.throwIfAny();
  throw new Error('unreachable');
}

async function phoneRow(scope: PortalScope): Promise<DonorPhoneRow | null> {
  const [row] = await scope.app.db
    .select()
    .from(donorPhones)
    .where(and(eq(donorPhones.userId, scope.user.id), eq(donorPhones.organizationId, scope.organization.id)));
  return row ?? null;
}

function present(scope: PortalScope, row: DonorPhoneRow | null): TextGiving {
  const now = scope.app.clock();
  return {
    churchNumber: scope.organization.smsNumber,
    phone: row
      ? {
          phone: row.phone,
          verified: isPhoneVerificationCurrent(row.verifiedAt, now),
          verifiedAt: row.verifiedAt?.toISOString() ?? null,
          lapsesAt: row.verifiedAt ? phoneVerificationLapsesAt(row.verifiedAt).toISOString() : null,
          codePending: row.codeHash !== null && row.codeExpiresAt !== null && row.codeExpiresAt > now,
        }
      : null,
  };
}

export async function textGiving(scope: PortalScope): Promise<TextGiving> {
  return present(scope, await phoneRow(scope));
}

/**
 * Texts a new code to `typed` from the church's number. The same phone keeps its verification until
 * the code is entered (a renewal); another phone replaces it, unverified.
 */
export async function sendTextGivingCode(scope: PortalScope, typed: string): Promise<TextGiving> {
  const { app, organization, user, locale } = scope;
  const phone = normalizePhone(typed);
  if (!phone) refuse(locale, 'phone', 'phoneInvalid');
  const from = organization.smsNumber;
  if (!from) refuse(locale, 'phone', 'noChurchNumber', { church: organization.displayName });
  const now = app.clock();
  const counters = createLimitCounters(app.db);
  const perDonor = createAttemptLimit(counters, {
    name: 'text-giving-code',
    max: PHONE_CODES_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  // Per phone too, whichever donors ask, at any church: several accounts cannot text one number code
  // after code (docs/PRODUCT.md §10).
  const perPhone = createAttemptLimit(counters, {
    name: 'text-giving-code-phone',
    max: app.config.textGivingCodesPerPhonePerHour,
    windowMs: 60 * 60_000,
  });
  const minutes = (seconds: number) => ({ minutes: Math.max(1, Math.ceil(seconds / 60)) });
  const donorRetryAfter = await perDonor.retryAfter(String(user.id), now);
  if (donorRetryAfter !== null) refuse(locale, 'phone', 'tooManyCodes', minutes(donorRetryAfter));
  const phoneRetryAfter = await perPhone.retryAfter(phone, now);
  if (phoneRetryAfter !== null) refuse(locale, 'phone', 'tooManyCodesToPhone', minutes(phoneRetryAfter));
  // A refused request counts against neither limit.
  await perDonor.hit(String(user.id), now);
  await perPhone.hit(phone, now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const codeExpiresAt = new Date(now.getTime() + PHONE_CODE_LIFETIME_MS);
  const existing = await phoneRow(scope);
  const samePhone = existing?.phone === phone;
  await app.db
    .insert(donorPhones)
    .values({ userId: user.id, organizationId: organization.id, phone, codeHash, codeExpiresAt })
    .onConflictDoUpdate({
      target: donorPhones.userId,
      set: {
        phone,
        codeHash,
        codeExpiresAt,
        codeFailedAttempts: 0,
        updatedAt: now,
        // Changing the number un-verifies it: the new one proves itself with its own code.
        ...(samePhone ? {} : { verifiedAt: null }),
      },
    });
  try {
    await app.sms.send({
      to: phone,
      from,
      body: textGivingMessage(locale, 'codeText', { church: organization.displayName, code }),
    });
  } catch (error) {
    app.log.warn({ err: error, phone: `…${phone.slice(-4)}` }, 'text giving: the code could not be sent');
    await app.db
      .update(donorPhones)
      .set({ codeHash: null, codeExpiresAt: null })
      .where(eq(donorPhones.userId, user.id));
    refuse(locale, 'phone', 'smsFailed');
  }
  app.log.info({ phone: `…${phone.slice(-4)}` }, 'text giving: verification code sent');
  return textGiving(scope);
}

/** Checks the code; a match verifies the phone for this donor and clears any other donor's claim. */
export async function verifyTextGivingPhone(scope: PortalScope, typed: string): Promise<TextGiving> {
  const { app, organization, user, locale } = scope;
  const code = readPhoneCode(typed);
  if (!code) refuse(locale, 'code', 'codeInvalid');
  const now = app.clock();
  const row = await phoneRow(scope);
  if (!row) refuse(locale, 'code', 'noPhone');
  if (!row.codeHash || !row.codeExpiresAt || row.codeExpiresAt <= now) refuse(locale, 'code', 'codeExpired');
  if (!(await verifyPassword(code, row.codeHash))) {
    // Counted in the database, so two wrong codes at once both count; the last one ends the code.
    const [counted] = await app.db
      .update(donorPhones)
      .set({ codeFailedAttempts: sql`${donorPhones.codeFailedAttempts} + 1` })
      .where(and(eq(donorPhones.userId, user.id), eq(donorPhones.codeHash, row.codeHash)))
      .returning({ attempts: donorPhones.codeFailedAttempts });
    const left = PHONE_CODE_MAX_ATTEMPTS - (counted?.attempts ?? PHONE_CODE_MAX_ATTEMPTS);
    if (left <= 0) {
      await app.db
        .update(donorPhones)
        .set({ codeHash: null, codeExpiresAt: null })
        .where(eq(donorPhones.userId, user.id));
      refuse(locale, 'code', 'codeExpired');
    }
    refuse(locale, 'code', 'codeWrong', { left });
  }
  const profileLink = organizationUrl(app.config.publicUrl, organization.subdomain, '/profile');
  const verified = await app.db.transaction(async (tx) => {
    // The code is spent by whoever takes it first.
    const [taken] = await tx
      .update(donorPhones)
      .set({ codeHash: null, codeExpiresAt: null, codeFailedAttempts: 0 })
      .where(and(eq(donorPhones.userId, user.id), eq(donorPhones.codeHash, row.codeHash!)))
      .returning({ phone: donorPhones.phone });
    if (!taken) return false;
    const earlier = await tx
      .update(donorPhones)
      .set({ verifiedAt: null, updatedAt: now })
      .where(
        and(
          eq(donorPhones.organizationId, organization.id),
          eq(donorPhones.phone, taken.phone),
          ne(donorPhones.userId, user.id),
          isNotNull(donorPhones.verifiedAt),
        ),
      )
      .returning({ userId: donorPhones.userId });
    await tx
      .update(donorPhones)
      .set({ verifiedAt: now, updatedAt: now })
      .where(eq(donorPhones.userId, user.id));
    for (const { userId } of earlier) {
      const [donor] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      if (!donor) continue;
      const theirs = localeOf(donor.locale);
      const params = { church: organization.displayName, last4: taken.phone.slice(-4), link: profileLink };
      const body = textGivingMessage(theirs, 'takenBody', params);
      await enqueueMail(
        tx,
        {
          to: donor.email,
          subject: textGivingMessage(theirs, 'takenSubject', params),
          text: `${body}\n`,
          html: `<!doctype html><html lang="${theirs}"><body><p>${escapeHtml(body)}</p></body></html>`,
        },
        organization.id,
      );
    }
    return true;
  });
  if (!verified) refuse(locale, 'code', 'codeExpired');
  app.log.info({ phone: `…${row.phone.slice(-4)}` }, 'text giving: phone verified');
  return textGiving(scope);
}

export async function removeTextGivingPhone(scope: PortalScope): Promise<TextGiving> {
  await scope.app.db.delete(donorPhones).where(eq(donorPhones.userId, scope.user.id));
  return present(scope, null);
}

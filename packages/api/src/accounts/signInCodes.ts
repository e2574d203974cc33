// Sign-in by emailed code: six digits from the CSPRNG and a single-use link, valid 10 minutes, one
// live pair per account (a new request replaces it), dead after 5 wrong codes.
import escapeHtml from 'escape-html';
import { randomInt } from 'node:crypto';
import { localeOf, type Locale } from '@halo/domain';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInCodes, type OrganizationRow, type UserRow } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail } from '../mail/outbox';
import { hashEmailedToken, newEmailedToken } from '../core/accounts/emailedTokens';
import { hashPassword, verifyPassword } from '../core/accounts/passwordHash';
import { organizationUrl } from '../core/organizationUrl';
import { signInCodeMessage } from './signInCodeMessages';

export const SIGN_IN_CODE_LIFETIME_MS = 10 * 60_000;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/**
 * What the code is asked for: signing in (its email also carries the sign-in link), or confirming a
 * pledge to a campaign from the giving form (docs/PRODUCT.md §14), whose email carries the code alone.
 */
export type SignInCodePurpose = { kind: 'sign-in' } | { kind: 'pledge'; campaignName: string };

function signInCodeEmail(
  to: string,
  locale: Locale,
  organization: string,
  code: string,
  link: string,
): MailMessage {
  const say = (key: 'subject' | 'intro' | 'action' | 'expiry') =>
    signInCodeMessage(locale, key, { code, organization });
  return {
    to,
    subject: say('subject'),
    text: `${say('intro')}\n\n${say('action')}\n${link}\n\n${say('expiry')}\n`,
    html:
      `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(say('intro'))}</p>` +
      `<p>${escapeHtml(say('action'))}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      `<p>${escapeHtml(say('expiry'))}</p></body></html>`,
  };
}

function pledgeCodeEmail(
  to: string,
  locale: Locale,
  organization: string,
  campaign: string,
  code: string,
): MailMessage {
  const say = (key: 'pledgeSubject' | 'pledgeIntro' | 'pledgeExpiry') =>
    signInCodeMessage(locale, key, { code, organization, campaign });
  return {
    to,
    subject: say('pledgeSubject'),
    text: `${say('pledgeIntro')}\n\n${say('pledgeExpiry')}\n`,
    html:
      `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(say('pledgeIntro'))}</p>` +
      `<p>${escapeHtml(say('pledgeExpiry'))}</p></body></html>`,
  };
}

/**
 * Replaces the account's code and mails the new one, in one transaction with the outbox row. A
 * pledge's email leaves the link out; the row still holds a fresh link token, never sent, so the
 * table keeps one shape.
 */
export async function issueSignInCode(
  db: Database,
  publicUrl: string,
  organization: OrganizationRow,
  user: UserRow,
  now: Date,
  purpose: SignInCodePurpose = { kind: 'sign-in' },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = newEmailedToken();
  const codeHash = await hashPassword(code);
  const link = organizationUrl(publicUrl, organization.subdomain, `/sign-in/${token}`);
  const locale = localeOf(user.locale);
  await db.transaction(async (tx) => {
    await tx.delete(signInCodes).where(eq(signInCodes.userId, user.id));
    await tx.insert(signInCodes).values({
      userId: user.id,
      organizationId: organization.id,
      codeHash,
      linkTokenHash: hashEmailedToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
    });
    await enqueueMail(
      tx,
      purpose.kind === 'pledge'
        ? pledgeCodeEmail(user.email, locale, organization.displayName, purpose.campaignName, code)
        : signInCodeEmail(user.email, locale, organization.displayName, code, link),
      organization.id,
    );
  });
}

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft: number };

/**
 * Checks `code` against the user's live code: a match deletes it (used once); a miss counts, and the
 * fifth miss deletes it. attemptsLeft 0 also answers a user with no live code.
 */
export async function checkSignInCode(
  db: Database,
  user: UserRow,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.userId, user.id),
        eq(signInCodes.organizationId, user.organizationId),
        gt(signInCodes.expiresAt, now),
      ),
    );
  if (!row) return { ok: false, attemptsLeft: 0 };
  if (await verifyPassword(code, row.codeHash)) {
    const taken = await db
      .delete(signInCodes)
      .where(eq(signInCodes.id, row.id))
      .returning({ id: signInCodes.id });
    return taken.length > 0 ? { ok: true } : { ok: false, attemptsLeft: 0 };
  }
  // Counted in the database, so two wrong codes at once both count.
  const [counted] = await db
    .update(signInCodes)
    .set({ failedAttempts: sql`${signInCodes.failedAttempts} + 1` })
    .where(eq(signInCodes.id, row.id))
    .returning({ failedAttempts: signInCodes.failedAttempts });
  const attemptsLeft = Math.max(
    0,
    SIGN_IN_CODE_MAX_ATTEMPTS - (counted?.failedAttempts ?? SIGN_IN_CODE_MAX_ATTEMPTS),
  );
  if (attemptsLeft === 0) await db.delete(signInCodes).where(eq(signInCodes.id, row.id));
  return { ok: false, attemptsLeft };
}

/** Spends the link's token: the user id of its live code at this organization, or null. */
export async function takeSignInLink(
  db: Database,
  organizationId: number,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.linkTokenHash, hashEmailedToken(token)),
        eq(signInCodes.organizationId, organizationId),
        gt(signInCodes.expiresAt, now),
      ),
    )
    .returning({ userId: signInCodes.userId });
  return row?.userId ?? null;
}

export async function deleteExpiredSignInCodes(db: Database, now: Date): Promise<void> {
  await db.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
}

// Emailed codes: six digits from the CSPRNG, valid 10 minutes, one live code per account and
// purpose (a new request replaces it), dead after 5 wrong codes. A sign-in code comes with a
// single-use link; a pledge's code comes alone and names what it confirms (docs/PRODUCT.md §14). A code
// is spent only for its own purpose: a pledge's code never signs in, a sign-in code confirms no pledge.
import escapeHtml from 'escape-html';
import { randomInt } from 'node:crypto';
import { formatMoney, localeOf, type Locale } from '@halo/domain';
import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
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

/** The one pledge a pledge's code confirms: this campaign (of the code's church), this amount. */
export interface PledgeCodeTarget {
  campaignId: number;
  campaignName: string;
  amount: number;
}

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

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
  organization: OrganizationRow,
  target: PledgeCodeTarget,
  code: string,
): MailMessage {
  const amount = formatMoney(target.amount, organization.currency, locale);
  const say = (key: 'pledgeSubject' | 'pledgeIntro' | 'pledgeExpiry') =>
    signInCodeMessage(locale, key, {
      code,
      organization: organization.displayName,
      campaign: target.campaignName,
      amount,
    });
  return {
    to,
    subject: say('pledgeSubject'),
    text: `${say('pledgeIntro')}\n\n${say('pledgeExpiry')}\n`,
    html:
      `<!doctype html><html lang="${locale}"><body><p>${escapeHtml(say('pledgeIntro'))}</p>` +
      `<p>${escapeHtml(say('pledgeExpiry'))}</p></body></html>`,
  };
}

/** Replaces the account's sign-in code and mails it with its link, in one transaction with the outbox row. */
export async function issueSignInCode(
  db: Database,
  publicUrl: string,
  organization: OrganizationRow,
  user: UserRow,
  now: Date,
): Promise<void> {
  const code = newCode();
  const token = newEmailedToken();
  const codeHash = await hashPassword(code);
  const link = organizationUrl(publicUrl, organization.subdomain, `/sign-in/${token}`);
  const locale = localeOf(user.locale);
  await db.transaction(async (tx) => {
    await tx
      .delete(signInCodes)
      .where(and(eq(signInCodes.userId, user.id), eq(signInCodes.purpose, 'sign-in')));
    await tx.insert(signInCodes).values({
      userId: user.id,
      organizationId: organization.id,
      purpose: 'sign-in',
      codeHash,
      linkTokenHash: hashEmailedToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
    });
    await enqueueMail(
      tx,
      signInCodeEmail(user.email, locale, organization.displayName, code, link),
      organization.id,
    );
  });
}

/**
 * Replaces the account's pledge code and mails the new one, bound to `target`. Its email has no link
 * and names no donor: the code, the campaign, the amount and the church are all it says.
 */
export async function issuePledgeCode(
  db: Database,
  organization: OrganizationRow,
  user: UserRow,
  target: PledgeCodeTarget,
  now: Date,
): Promise<void> {
  const code = newCode();
  const codeHash = await hashPassword(code);
  const locale = localeOf(user.locale);
  await db.transaction(async (tx) => {
    await tx
      .delete(signInCodes)
      .where(and(eq(signInCodes.userId, user.id), eq(signInCodes.purpose, 'pledge')));
    await tx.insert(signInCodes).values({
      userId: user.id,
      organizationId: organization.id,
      purpose: 'pledge',
      codeHash,
      linkTokenHash: null,
      campaignId: target.campaignId,
      pledgeAmount: target.amount,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_LIFETIME_MS),
    });
    await enqueueMail(tx, pledgeCodeEmail(user.email, locale, organization, target, code), organization.id);
  });
}

export type CodeCheck = { ok: true } | { ok: false; attemptsLeft: number };

/**
 * Checks `code` against the user's live sign-in code: a match deletes it (used once); a miss counts,
 * and the fifth miss deletes it. attemptsLeft 0 also answers a user with no live sign-in code, which
 * a pledge's code is not.
 */
export function checkSignInCode(db: Database, user: UserRow, code: string, now: Date): Promise<CodeCheck> {
  return checkCode(db, user, code, now, [eq(signInCodes.purpose, 'sign-in'), isNull(signInCodes.campaignId)]);
}

/**
 * Checks `code` against the user's live pledge code for exactly this campaign and amount, as
 * checkSignInCode does. A sign-in code, or a pledge code mailed for another campaign or amount, is no
 * live code here (attemptsLeft 0) and is left as it was.
 */
export function checkPledgeCode(
  db: Database,
  user: UserRow,
  target: Pick<PledgeCodeTarget, 'campaignId' | 'amount'>,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return checkCode(db, user, code, now, [
    eq(signInCodes.purpose, 'pledge'),
    eq(signInCodes.campaignId, target.campaignId),
    eq(signInCodes.pledgeAmount, target.amount),
  ]);
}

async function checkCode(
  db: Database,
  user: UserRow,
  code: string,
  now: Date,
  purpose: SQL[],
): Promise<CodeCheck> {
  const [row] = await db
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.userId, user.id),
        eq(signInCodes.organizationId, user.organizationId),
        gt(signInCodes.expiresAt, now),
        ...purpose,
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
        eq(signInCodes.purpose, 'sign-in'),
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

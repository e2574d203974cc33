// Writes of the account flows: donor accounts, emailed single-use tokens, external
// identities and OpenID Connect attempts. Like users-repository, every query takes the organization.
import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  authTokens,
  externalIdentities,
  oidcSignInAttempts,
  sessions,
  users,
  type AuthTokenRow,
  type OidcSignInAttemptRow,
  type UserRow,
} from '../db/schema';
import { insertDonor, type NewDonor } from '../core/accounts/donorRecords';
import {
  hashEmailedToken,
  newEmailedToken,
  TOKEN_LIFETIME_MS,
  type TokenPurpose,
} from '../core/accounts/emailedTokens';

export type NewSignInAttempt = Omit<OidcSignInAttemptRow, 'createdAt'>;

export interface AccountsRepository {
  /** Creates the user and its person; null when the email already has an account in this organization. */
  createDonor(donor: NewDonor): Promise<UserRow | null>;
  /**
   * A new emailed token for the user; returns the raw token (never stored). `tx`: the transaction
   * that also queues its email (core/accounts/tokenMail.ts).
   */
  issueToken(user: UserRow, purpose: TokenPurpose, now: Date, tx?: Database): Promise<string>;
  /**
   * Uses a token once: marks it used and returns it, or null when it is unknown, of another
   * purpose or organization, already used or expired. One UPDATE, so two concurrent uses cannot
   * both succeed.
   */
  consumeToken(
    organizationId: number,
    purpose: TokenPurpose,
    token: string,
    now: Date,
  ): Promise<AuthTokenRow | null>;
  /** The live token's row without using it (to check the email of a reset before spending the link). */
  findLiveToken(
    organizationId: number,
    purpose: TokenPurpose,
    token: string,
    now: Date,
  ): Promise<AuthTokenRow | null>;
  markVerified(organizationId: number, userId: number, now: Date): Promise<void>;
  /** Sets the password hash and ends every session of the user (other devices are signed out). */
  setPassword(organizationId: number, userId: number, passwordHash: string | null): Promise<void>;
  /** Ends every session of the user except the one with `keepIdHash`. */
  endSessionsOf(userId: number, keepIdHash?: string): Promise<void>;
  /**
   * Spends the account's pending changes of address: links sent to another mailbox, which would hand
   * the account to whoever holds that mailbox. Links to the account's own address stay usable.
   */
  spendAddressChangesOf(userId: number, now: Date): Promise<void>;
  findUserByIdentity(organizationId: number, issuer: string, subject: string): Promise<UserRow | null>;
  linkIdentity(user: UserRow, issuer: string, subject: string, email: string | null): Promise<void>;
  saveSignInAttempt(attempt: NewSignInAttempt): Promise<void>;
  /** Deletes and returns the attempt of this state, if it is live. */
  takeSignInAttempt(stateHash: string, now: Date): Promise<OidcSignInAttemptRow | null>;
  deleteExpired(now: Date): Promise<void>;
}

export function createAccountsRepository(db: Database): AccountsRepository {
  const tokenMatches = (organizationId: number, purpose: TokenPurpose, token: string, now: Date) =>
    and(
      eq(authTokens.tokenHash, hashEmailedToken(token)),
      eq(authTokens.organizationId, organizationId),
      eq(authTokens.purpose, purpose),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, now),
    );

  return {
    createDonor: (donor) => insertDonor(db, donor),
    async issueToken(user, purpose, now, tx = db) {
      const token = newEmailedToken();
      await tx.insert(authTokens).values({
        tokenHash: hashEmailedToken(token),
        purpose,
        userId: user.id,
        organizationId: user.organizationId,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
      });
      return token;
    },
    async consumeToken(organizationId, purpose, token, now) {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(tokenMatches(organizationId, purpose, token, now))
        .returning();
      return row ?? null;
    },
    async findLiveToken(organizationId, purpose, token, now) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(tokenMatches(organizationId, purpose, token, now))
        .limit(1);
      return row ?? null;
    },
    async markVerified(organizationId, userId, now) {
      await db
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(
          and(eq(users.organizationId, organizationId), eq(users.id, userId), isNull(users.emailVerifiedAt)),
        );
    },
    async setPassword(organizationId, userId, passwordHash) {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async endSessionsOf(userId, keepIdHash) {
      await db
        .delete(sessions)
        .where(
          keepIdHash
            ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
            : eq(sessions.userId, userId),
        );
    },
    async spendAddressChangesOf(userId, now) {
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt), isNotNull(authTokens.email)));
    },
    async findUserByIdentity(organizationId, issuer, subject) {
      const [row] = await db
        .select({ user: users })
        .from(externalIdentities)
        .innerJoin(users, eq(users.id, externalIdentities.userId))
        .where(
          and(
            eq(externalIdentities.organizationId, organizationId),
            eq(externalIdentities.issuer, issuer),
            eq(externalIdentities.subject, subject),
            eq(users.organizationId, organizationId),
          ),
        )
        .limit(1);
      return row?.user ?? null;
    },
    async linkIdentity(user, issuer, subject, email) {
      await db
        .insert(externalIdentities)
        .values({ userId: user.id, organizationId: user.organizationId, issuer, subject, email })
        .onConflictDoNothing();
    },
    async saveSignInAttempt(attempt) {
      await db.insert(oidcSignInAttempts).values(attempt);
    },
    async takeSignInAttempt(stateHash, now) {
      const [row] = await db
        .delete(oidcSignInAttempts)
        .where(and(eq(oidcSignInAttempts.stateHash, stateHash), gt(oidcSignInAttempts.expiresAt, now)))
        .returning();
      return row ?? null;
    },
    async deleteExpired(now) {
      await db.delete(oidcSignInAttempts).where(lt(oidcSignInAttempts.expiresAt, now));
      await db.delete(authTokens).where(lt(authTokens.expiresAt, now));
    },
  };
}

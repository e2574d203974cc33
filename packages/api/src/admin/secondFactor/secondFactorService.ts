// An administrator's own second factor from the console's Security page: enrol (a secret and
// recovery codes shown once), confirm with a first code, prove it for this session, new recovery
// codes, remove. Enrolment, new codes and removal are written in the administrators' activity.
import { holdsSecondFactorAbility, normalizeSecondFactorCode } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { secondFactors, type SessionRow } from '../../db/schema';
import { validationError } from '../../graphql/portalErrors';
import { isPublishedDemoAdministrator } from '../../core/publishedDemo';
import { recordAdminActivity, type ActivityActor } from '../adminActivityLog';
import { hasAbility, type AdminScope } from '../adminScope';
import {
  authenticatorLink,
  drawQrCode,
  newAuthenticatorSecret,
  type QrCodeDrawing,
} from './authenticatorCode';
import { newRecoveryCodes } from './recoveryCodes';
import {
  deleteSecondFactor,
  findSecondFactor,
  markSessionVerified,
  replaceRecoveryCodes,
  unusedRecoveryCodeCount,
} from './secondFactorRecords';
import type { SecondFactorStanding } from '../../graphql/context';
import { requireSecondFactor } from './secondFactorGate';
import { secondFactorMessage, type SecondFactorMessageKey } from './secondFactorMessages';
import { proveSecondFactor } from './secondFactorProof';

export interface SecondFactorStatus {
  isEnrolled: boolean;
  enrolledAt: string | null;
  isRequired: boolean;
  isVerified: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorEnrolment {
  otpauthUri: string;
  secret: string;
  qrCode: QrCodeDrawing;
  recoveryCodes: string[];
}

const refuse = (scope: AdminScope, key: SecondFactorMessageKey) =>
  validationError({ code: [secondFactorMessage(scope.locale, key)] });

const actorOf = (scope: AdminScope): ActivityActor => ({
  source: 'console',
  prefixedId: scope.user.prefixedId,
  label: scope.user.email,
});

const eqUser = (userId: number) => eq(secondFactors.userId, userId);

function inTransaction<T>(scope: AdminScope, work: (tx: Database) => Promise<T>): Promise<T> {
  return scope.app.db.transaction(work);
}

/** Where the administrator stands; `verified` is this session's proof as the request left it. */
export async function readSecondFactor(scope: AdminScope, verified: boolean): Promise<SecondFactorStatus> {
  const row = await findSecondFactor(scope.app.db, scope.user.id);
  const enrolledAt = row?.enrolledAt ?? null;
  return {
    isEnrolled: enrolledAt !== null,
    enrolledAt: enrolledAt?.toISOString() ?? null,
    // 'manage-giving' alone opens sections whose webhooks and API keys wait for it too (webhooks/webhookScope.ts).
    isRequired: holdsSecondFactorAbility(scope.user) || hasAbility(scope.user, ['manage-giving']),
    isVerified: enrolledAt !== null && verified,
    recoveryCodesLeft: enrolledAt ? await unusedRecoveryCodeCount(scope.app.db, scope.user.id) : 0,
  };
}

export async function enrolSecondFactor(scope: AdminScope): Promise<SecondFactorEnrolment> {
  const { app, user } = scope;
  // Whoever enrolled first would lock every other visitor out of the demo's console.
  if (isPublishedDemoAdministrator(app.config, scope.organization, user))
    throw refuse(scope, 'publishedDemo');
  const secret = newAuthenticatorSecret();
  const recoveryCodes = newRecoveryCodes();
  await inTransaction(scope, async (tx) => {
    const existing = await findSecondFactor(tx, user.id);
    if (existing?.enrolledAt) throw refuse(scope, 'alreadyEnrolled');
    const sealed = app.secondFactor.secrets.seal(secret);
    await tx
      .insert(secondFactors)
      .values({ userId: user.id, secretCiphertext: sealed })
      .onConflictDoUpdate({
        target: secondFactors.userId,
        set: { secretCiphertext: sealed, enrolledAt: null, lastTimeStep: null },
      });
    await replaceRecoveryCodes(
      tx,
      user.id,
      recoveryCodes.map((code) => app.secondFactor.hashRecoveryCode(normalizeSecondFactorCode(code))),
    );
  });
  const otpauthUri = authenticatorLink(secret, scope.organization.displayName, user.email);
  return { otpauthUri, secret, qrCode: drawQrCode(otpauthUri), recoveryCodes };
}

export async function confirmSecondFactor(
  scope: AdminScope,
  session: SessionRow,
  code: string,
): Promise<SecondFactorStatus> {
  const { app, user, locale } = scope;
  if (isPublishedDemoAdministrator(app.config, scope.organization, user))
    throw refuse(scope, 'publishedDemo');
  const row = await findSecondFactor(app.db, user.id);
  if (!row) throw refuse(scope, 'noEnrolmentStarted');
  if (row.enrolledAt) throw refuse(scope, 'alreadyEnrolled');
  await proveSecondFactor(app, user, row, code, { locale, recoveryCodes: false });
  await inTransaction(scope, async (tx) => {
    const now = app.clock();
    await tx.update(secondFactors).set({ enrolledAt: now }).where(eqUser(user.id));
    await markSessionVerified(tx, session.idHash, now);
    await recordAdminActivity(tx, scope.organization.id, actorOf(scope), 'secondFactor.enrol', {});
  });
  return readSecondFactor(scope, true);
}

export async function verifySecondFactor(
  scope: AdminScope,
  session: SessionRow,
  code: string,
): Promise<SecondFactorStatus> {
  const { app, user, locale } = scope;
  const row = await findSecondFactor(app.db, user.id);
  if (!row?.enrolledAt) throw refuse(scope, 'notEnrolled');
  const method = await proveSecondFactor(app, user, row, code, { locale, recoveryCodes: true });
  await inTransaction(scope, async (tx) => {
    await markSessionVerified(tx, session.idHash, app.clock());
    // A recovery code used is worth a line: it may mean the phone is lost, or someone has the codes.
    if (method === 'recovery-code') {
      await recordAdminActivity(
        tx,
        scope.organization.id,
        actorOf(scope),
        'secondFactor.recoveryCodeUsed',
        {},
      );
    }
  });
  return readSecondFactor(scope, true);
}

export async function regenerateRecoveryCodes(
  scope: AdminScope,
  standing: SecondFactorStanding,
): Promise<string[]> {
  const { app, user } = scope;
  const row = await findSecondFactor(app.db, user.id);
  if (!row?.enrolledAt) throw refuse(scope, 'notEnrolled');
  // Whoever holds only the password and a session must not mint codes: prove the factor first.
  requireSecondFactor({ enrolled: true, verified: standing.verified }, scope.locale);
  const codes = newRecoveryCodes();
  await inTransaction(scope, async (tx) => {
    await replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((code) => app.secondFactor.hashRecoveryCode(normalizeSecondFactorCode(code))),
    );
    await recordAdminActivity(
      tx,
      scope.organization.id,
      actorOf(scope),
      'secondFactor.regenerateRecoveryCodes',
      {},
    );
  });
  return codes;
}

export async function removeSecondFactor(scope: AdminScope, code: string): Promise<SecondFactorStatus> {
  const { app, user, locale } = scope;
  const row = await findSecondFactor(app.db, user.id);
  if (!row?.enrolledAt) throw refuse(scope, 'notEnrolled');
  await proveSecondFactor(app, user, row, code, { locale, recoveryCodes: true });
  await inTransaction(scope, async (tx) => {
    await deleteSecondFactor(tx, user.id);
    await recordAdminActivity(tx, scope.organization.id, actorOf(scope), 'secondFactor.remove', {});
  });
  return readSecondFactor(scope, false);
}

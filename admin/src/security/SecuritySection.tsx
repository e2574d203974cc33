import { Button } from '@halo/ui';
import { ApiError, secondFactorRefusalOf, useApiClient, useGraphqlQuery } from 'halo_shared/api';
import {
  AdminSecondFactorDocument,
  EnrolSecondFactorDocument,
  RegenerateRecoveryCodesDocument,
  VerifySecondFactorDocument,
  type AdminSecondFactorFieldsFragment,
  type EnrolSecondFactorMutation,
} from '@halo/shared/graphql/admin-security';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { CodeForm } from './CodeForm';
import { EnrolmentPanel } from './EnrolmentPanel';
import { RecoveryCodes } from './RecoveryCodes';
import { RemoveSecondFactorDialog } from './RemoveSecondFactorDialog';
import { securityCss } from './securityCss';
import { SECURITY_NAMESPACE } from './securityMessages';

type Enrolment = EnrolSecondFactorMutation['enrolSecondFactor'];

/**
 * The signed-in administrator's own second factor: set it up (QR or key, recovery codes shown once,
 * a first code), confirm it for this session, new recovery codes, remove it. Each change is said in
 * a live region; focus moves to what appeared.
 */
export function SecuritySection() {
  const { graphql } = useApiClient();
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const { organizationPrefixedId, formattingLocale } = useChurch();
  const email = useHalo((state) => state.user?.email ?? '');
  const { state, reload } = useGraphqlQuery(
    AdminSecondFactorDocument,
    { organizationPrefixedId },
    { skip: !organizationPrefixedId },
  );
  const [changed, setChanged] = useState<AdminSecondFactorFieldsFragment | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  if (state.status === 'error' && !state.data) return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton />;
  const status = changed ?? state.data.adminSecondFactor;

  function show(next: AdminSecondFactorFieldsFragment, message: string) {
    setChanged(next);
    setAnnouncement(message);
    setFocusTarget({ id: 'admin-security-status' });
  }

  async function run(action: () => Promise<void>) {
    setError(null);
    try {
      await action();
    } catch (failure) {
      // Left the code dialog: nothing to add to what the administrator chose.
      if (failure instanceof ApiError && secondFactorRefusalOf(failure)) return;
      setError(t('failed'));
    }
  }

  const enrolledSince = status.enrolledAt
    ? new Intl.DateTimeFormat(formattingLocale, { dateStyle: 'long' }).format(new Date(status.enrolledAt))
    : null;

  return (
    <div className="admin-security">
      <style href="halo-admin-security" precedence="default">
        {securityCss}
      </style>
      <p role="status" className="halo-visually-hidden">
        {announcement}
      </p>
      <section className="admin-panel" aria-labelledby="admin-security-status">
        <h2 id="admin-security-status" tabIndex={-1}>
          {t('statusTitle')}
        </h2>
        <p>{enrolledSince ? t('enrolledSince', { date: enrolledSince }) : t('notEnrolled')}</p>
        <p>{status.isRequired ? t('required') : t('optional')}</p>
        {status.isEnrolled ? (
          <>
            <p>{status.isVerified ? t('verified') : t('notVerified')}</p>
            <p>{t('codesLeft', { count: status.recoveryCodesLeft })}</p>
          </>
        ) : null}
        {error ? (
          <p role="alert" className="admin-error">
            {error}
          </p>
        ) : null}
        <div className="admin-security__actions">
          {!status.isEnrolled && !enrolment ? (
            <Button
              onClick={() =>
                void run(async () => {
                  const answer = await graphql(EnrolSecondFactorDocument, { organizationPrefixedId });
                  setEnrolment(answer.enrolSecondFactor);
                  setFocusTarget({ id: 'admin-security-scan' });
                })
              }
            >
              {t('start')}
            </Button>
          ) : null}
          {status.isEnrolled ? (
            <>
              <Button
                variant="secondary"
                onClick={() =>
                  void run(async () => {
                    // Not yet confirmed in this session: the console's code dialog asks first.
                    const answer = await graphql(RegenerateRecoveryCodesDocument, { organizationPrefixedId });
                    setNewCodes(answer.regenerateRecoveryCodes);
                    setChanged({
                      ...status,
                      isVerified: true,
                      recoveryCodesLeft: answer.regenerateRecoveryCodes.length,
                    });
                    setAnnouncement(t('regenerated'));
                    setFocusTarget({ id: 'admin-security-codes' });
                  })
                }
              >
                {t('regenerate')}
              </Button>
              <Button variant="secondary" onClick={() => setRemoving(true)}>
                {t('remove')}
              </Button>
            </>
          ) : null}
        </div>
      </section>
      {status.isEnrolled && !status.isVerified ? (
        <section className="admin-panel" aria-labelledby="admin-security-verify">
          <h2 id="admin-security-verify">{t('verifyTitle')}</h2>
          <CodeForm
            hint={t('anyCodeHint')}
            action={t('verify')}
            submit={async (code) => {
              const answer = await graphql(VerifySecondFactorDocument, { organizationPrefixedId, code });
              show(answer.verifySecondFactor, t('verified'));
            }}
          />
        </section>
      ) : null}
      {enrolment && !status.isEnrolled ? (
        <EnrolmentPanel
          organizationPrefixedId={organizationPrefixedId}
          email={email}
          enrolment={enrolment}
          onEnrolled={(next) => {
            setEnrolment(null);
            show(next, t('enrolled'));
          }}
        />
      ) : null}
      {newCodes && status.isEnrolled ? <RecoveryCodes codes={newCodes} email={email} /> : null}
      {removing ? (
        <RemoveSecondFactorDialog
          organizationPrefixedId={organizationPrefixedId}
          onClose={() => setRemoving(false)}
          onRemoved={(next) => {
            setRemoving(false);
            setNewCodes(null);
            show(next, t('removed'));
          }}
        />
      ) : null}
    </div>
  );
}

import { SECOND_FACTOR_ENROLMENT_REQUIRED, type SecondFactorRefusal } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { answerSecondFactorRefusals, graphql } from 'halo_shared/api';
import { VerifySecondFactorDocument } from 'halo_shared/graphql/generated';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useEffect, useRef, useState } from 'react';
import { useChurch } from '../layout/useChurch';
import { CodeForm } from './CodeForm';
import { SECURITY_NAMESPACE } from './securityMessages';

/**
 * The console's one answer to an operation refused for want of the second factor (a refund, a team
 * change, the team's pages): a dialog asking for a code, after which the operation is sent again, or,
 * without a second factor yet, the way to the Security page. Operations refused together wait for
 * the same dialog.
 */
export function SecondFactorChallenge() {
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [refusal, setRefusal] = useState<SecondFactorRefusal | null>(null);
  const waiting = useRef<((proven: boolean) => void)[]>([]);

  useEffect(
    () =>
      answerSecondFactorRefusals(
        (next) =>
          new Promise<boolean>((resolve) => {
            waiting.current.push(resolve);
            setRefusal((current) => current ?? next);
          }),
      ),
    [],
  );
  // Leaving the console answers whoever still waits: their operations keep the refusal.
  useEffect(() => {
    const pending = waiting;
    return () => {
      for (const resolve of pending.current.splice(0)) resolve(false);
    };
  }, []);

  function finish(proven: boolean) {
    const resolvers = waiting.current;
    waiting.current = [];
    setRefusal(null);
    for (const resolve of resolvers) resolve(proven);
  }

  if (!refusal) return null;
  if (refusal === SECOND_FACTOR_ENROLMENT_REQUIRED) {
    return (
      <Modal
        open
        title={t('enrolFirstTitle')}
        onClose={() => finish(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => finish(false)}>
              {t('cancel')}
            </Button>
            <Link
              className="halo-button halo-button--primary"
              to="/admin/security"
              onClick={() => finish(false)}
            >
              {t('goToSecurity')}
            </Link>
          </>
        }
      >
        <p>{t('enrolFirst')}</p>
      </Modal>
    );
  }
  return (
    <Modal open title={t('verifyTitle')} onClose={() => finish(false)}>
      <CodeForm
        hint={t('anyCodeHint')}
        action={t('verify')}
        submit={async (code) => {
          await graphql(VerifySecondFactorDocument, { organizationPrefixedId, code });
          finish(true);
        }}
      >
        <Button variant="secondary" type="button" onClick={() => finish(false)}>
          {t('cancel')}
        </Button>
      </CodeForm>
    </Modal>
  );
}

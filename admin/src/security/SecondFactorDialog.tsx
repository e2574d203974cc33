import { SECOND_FACTOR_ENROLMENT_REQUIRED, type SecondFactorRefusal } from '@halo/domain';
import { Button, Modal } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { VerifySecondFactorDocument } from '@halo/shared/graphql/admin-security';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { useChurch } from '../layout/useChurch';
import { CodeForm } from './CodeForm';
import { SECURITY_NAMESPACE, securityMessages } from './securityMessages';

/**
 * The second factor's dialog for a refused operation: a code, or without a second factor yet the way
 * to the Security page. `finish(true)` sends the waiting operations again.
 */
export default function SecondFactorDialog({
  refusal,
  finish,
}: {
  refusal: SecondFactorRefusal;
  finish: (proven: boolean) => void;
}) {
  const { graphql } = useApiClient();
  // Shown over any section, so it brings its own words (in its own lazy chunk).
  useCatalogues(securityMessages);
  const { t } = useTranslation(SECURITY_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
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

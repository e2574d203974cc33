import { useApiClient } from 'halo_shared/api';
import {
  ConfirmSecondFactorDocument,
  type AdminSecondFactorFieldsFragment,
  type EnrolSecondFactorMutation,
} from '@halo/shared/graphql/admin-security';
import { useTranslation } from 'halo_shared/i18n';
import { CodeForm } from './CodeForm';
import { QrCodeImage } from '../layout/QrCodeImage';
import { RecoveryCodes } from './RecoveryCodes';
import { SECURITY_NAMESPACE } from './securityMessages';

type Enrolment = EnrolSecondFactorMutation['enrolSecondFactor'];

/** Enrolment in three steps on one page: scan (or type the key), keep the recovery codes, type a code. */
export function EnrolmentPanel({
  organizationPrefixedId,
  email,
  enrolment,
  onEnrolled,
}: {
  organizationPrefixedId: string;
  email: string;
  enrolment: Enrolment;
  onEnrolled: (status: AdminSecondFactorFieldsFragment) => void;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(SECURITY_NAMESPACE);
  return (
    <>
      <section className="admin-panel" aria-labelledby="admin-security-scan">
        <h2 id="admin-security-scan" tabIndex={-1}>
          {t('scanTitle')}
        </h2>
        <p>{t('scanHelp')}</p>
        <QrCodeImage
          className="admin-security__qr"
          size={enrolment.qrCode.size}
          path={enrolment.qrCode.path}
          label={t('qrLabel')}
        />
        <p>
          {t('secretLabel')}: <code className="admin-security__secret">{enrolment.secret}</code>
        </p>
      </section>
      <RecoveryCodes codes={enrolment.recoveryCodes} email={email} />
      <section className="admin-panel" aria-labelledby="admin-security-confirm">
        <h2 id="admin-security-confirm">{t('confirmTitle')}</h2>
        <CodeForm
          hint={t('codeHint')}
          action={t('confirm')}
          submit={async (code) => {
            const answer = await graphql(ConfirmSecondFactorDocument, { organizationPrefixedId, code });
            onEnrolled(answer.confirmSecondFactor);
          }}
        />
      </section>
    </>
  );
}

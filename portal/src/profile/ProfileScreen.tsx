import { displayName } from '@halo/domain';
import { Badge, LoadingState } from '@halo/ui';
import { Link } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { SelfServiceScreen } from '../self-service-parts/SelfServiceScreen';
import { useSelfService } from '../self-service-parts/useSelfService';
import { TextGivingPhone } from './TextGivingPhone';

/**
 * docs/PRODUCT.md §2 profile index view (/profile): name, email, image and whether the account is
 * verified; below, the phone for giving by text (docs/PRODUCT.md §10 "Giving in one reply").
 */
export function ProfileScreen() {
  const { t } = useSelfService();
  const user = useHalo((state) => state.user);
  if (!user) {
    return (
      <SelfServiceScreen title={t('profile.title')}>
        <LoadingState label={t('common.loading')} shape="form" count={4} />
      </SelfServiceScreen>
    );
  }
  const name = displayName(user);
  const person = user.person;
  const fullName = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return (
    <SelfServiceScreen title={t('profile.title')}>
      <div className="self-service__card">
        <div className="self-service__image-field">
          {person?.imageUrl ? (
            <img
              className="self-service__avatar"
              src={person.imageUrl}
              alt={t('profile.imageAlt', { name })}
            />
          ) : (
            <p>{t('profile.noImage')}</p>
          )}
        </div>
        <dl className="self-service__details">
          <dt>{t('profile.name')}</dt>
          <dd>{fullName || t('profile.notSet')}</dd>
          <dt>{t('profile.email')}</dt>
          <dd>
            {user.email}
            {user.pendingEmail ? (
              <p className="self-service__note" role="status">
                {t('profile.pendingEmail', { pending: user.pendingEmail, email: user.email })}
              </p>
            ) : null}
          </dd>
          <dt>{t('profile.status')}</dt>
          <dd>
            {user.emailVerifiedAt ? (
              <Badge tone="success">{t('profile.verified')}</Badge>
            ) : (
              <>
                <Badge tone="neutral">{t('profile.unverified')}</Badge>{' '}
                <Link to="/verify-account">{t('profile.verify')}</Link>
              </>
            )}
          </dd>
        </dl>
        <div className="self-service__actions">
          <Link to="/profile/edit" className="halo-button halo-button--primary">
            {t('profile.edit')}
          </Link>
        </div>
      </div>
      <TextGivingPhone />
    </SelfServiceScreen>
  );
}

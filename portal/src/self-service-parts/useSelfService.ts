import { calendarDateInTimeZone } from '@halo/domain';
import type { FeeRate } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { selectFormattingLocale, useHalo } from 'halo_shared/store';
import { SELF_SERVICE_NAMESPACE } from './selfServiceMessages';

const NO_FEE: FeeRate = { percentBps: 0, fixedCents: 0 };

/** What every self-service screen reads: translations, locale and the church's settings. */
export function useSelfService() {
  const { t } = useTranslation(SELF_SERVICE_NAMESPACE);
  const locale = useHalo((state) => state.locale);
  const formatLocale = useHalo(selectFormattingLocale);
  const organization = useHalo((state) => state.organization);
  const giving = organization?.onlineGiving;
  return {
    t,
    locale,
    /** Money and dates: the reader's language with the church's country (es-US writes $25.00). */
    formatLocale,
    organizationPrefixedId: organization?.prefixedId ?? null,
    currency: giving?.currency ?? 'USD',
    feeRate: giving?.fee ?? NO_FEE,
    limits: { min: giving?.minAmount ?? 1, max: giving?.maxAmount ?? Number.MAX_SAFE_INTEGER },
    funds: giving?.funds ?? [],
    /** Read when needed, so a page left open overnight does not go stale. */
    today: () => calendarDateInTimeZone(giving?.timeZone),
  };
}

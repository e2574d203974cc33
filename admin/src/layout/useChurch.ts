import { selectFormattingLocale, useHalo } from 'halo_shared/store';

/** What every console section needs of the church: its id for the API, currency and how to write money. */
export function useChurch() {
  const organizationPrefixedId = useHalo((state) => state.organization?.prefixedId ?? '');
  const currency = useHalo((state) => state.organization?.onlineGiving.currency ?? 'USD');
  const timeZone = useHalo((state) => state.organization?.onlineGiving.timeZone ?? null);
  const formattingLocale = useHalo(selectFormattingLocale);
  return { organizationPrefixedId, currency, timeZone, formattingLocale };
}

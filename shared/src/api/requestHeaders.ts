import { LOCALE_STORAGE_KEY } from '@halo/domain';
import { readStored } from '../persistentStorage';
import type { HaloStore } from '../store/createHaloStore';
import { readXsrfToken } from './cookies';

/** The headers of docs/PRODUCT.md §7 on every session call, added by the session client's beforeRequest hook. */
export function sessionHeaders(store: HaloStore): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-XSRF-TOKEN': readXsrfToken() ?? '',
    'X-Landlord-Organization': store.getState().organization?.prefixedId ?? '',
    'X-Impersonated-User': '',
    'X-Locale': readStored(LOCALE_STORAGE_KEY) ?? '',
  };
}

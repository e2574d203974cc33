import { useLocationPath } from 'halo_shared/router';
import { matchRoute } from '../navigation/routes';

/**
 * Whether the page frame is the lobby kiosk's (docs/PRODUCT.md §20). There the frame links nowhere: a
 * giver on the church's shared tablet cannot follow the church's name or the footer off the giving
 * form, so the next giver always finds it.
 */
export function useKioskFrame(): boolean {
  return matchRoute(useLocationPath())?.route.name === 'kiosk';
}

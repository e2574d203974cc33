import type { GivingClient } from 'halo_shared/api/giving';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type {
  GivingFormActions,
  GivingFormState,
  GivingFormStore,
  GivingResultSummary,
} from './givingFormState';

/** Where Stripe Elements mount: a light-DOM node (Stripe refuses shadow roots, docs/ARCHITECTURE.md §3). */
export interface CardMount {
  node: HTMLElement;
  /** The `<slot>` name that shows `node` inside the shadow root; null when `node` can be placed in the tree. */
  slotName: string | null;
  release: () => void;
}

/**
 * What differs between the two builds of the form: the hosted page (federated, our own origin, the
 * shared router) and the `<halo-give>` element on a church's page (its own store, no router, events).
 */
export interface GivingEnvironment {
  /** `kiosk`: the lobby kiosk (docs/PRODUCT.md §20): one-time gifts, no names, the email optional. */
  variant: 'hosted' | 'embed' | 'kiosk';
  client: GivingClient;
  createCardMount: () => CardMount;
  /** The Login choice of the recurring modal. */
  openLogin: () => void;
  /** 'Go to donor portal' (docs/PRODUCT.md §2): null hides it. */
  openDonorPortal: (() => void) | null;
  /** Where the donor manages recurring gifts (the portal's), named to a wallet for a recurring gift. */
  recurringGiftsUrl?: string;
  /** In-app navigation guard (hosted page): returns its removal. */
  installLeaveGuard?: (shouldBlock: () => boolean, onBlocked: (proceed: () => void) => void) => () => void;
  onReady?: () => void;
  onCompleted?: (result: GivingResultSummary) => void;
  onError?: (error: { code: string; message: string }) => void;
}

export const GivingEnvironmentContext = createContext<GivingEnvironment | null>(null);

export function useGivingEnvironment(): GivingEnvironment {
  const environment = useContext(GivingEnvironmentContext);
  if (!environment) throw new Error('useGivingEnvironment needs a GivingEnvironmentContext provider');
  return environment;
}

/** The form store of this `<GivingForm>` (one per form, so one per element). */
export const GivingFormContext = createContext<GivingFormStore | null>(null);

export function useGivingFormStore(): GivingFormStore {
  const store = useContext(GivingFormContext);
  if (!store) throw new Error('useGivingForm needs a GivingFormContext provider');
  return store;
}

export function useGivingForm<T>(selector: (state: GivingFormState & GivingFormActions) => T): T {
  return useStore(useGivingFormStore(), selector);
}

// The giving client alone, not the `halo_shared/api` barrel: the barrel's session client and CSRF
// code are for our own pages; the embed calls the API without cookies (docs/CONTRACTS.md).
import { createGivingClient } from 'halo_shared/api/giving';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { LoadingState } from '@halo/ui';
import type { Locale, Organization } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createI18n, firstScreenWords, forgetCatalogueFailures, I18nextProvider } from 'halo_shared/i18n';
import { useStore } from 'zustand';
import type { GivingApp } from '../giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from '../giving/GivingEnvironment';
import type { HaloGiveAttributes } from './attributes';
import { dispatchHaloGiveEvent, type HaloGiveEventMap, type HaloGiveEventType } from './events';
import { FormLoadFailure, ServerUnreachable } from './FormLoadFailure';
import { useGivingFormChunk } from './givingFormChunk';
import { prefetchGivingRecord, takePrefetchedFetch } from './givingRecordPrefetch';
import { hostedPageUrl } from './hostedPageUrl';

/**
 * What the first render needs when the form's first step is already on the screen, painted from the
 * server's rendering of this same tree (docs/ARCHITECTURE.md §3): React then takes that markup over
 * (hydration) instead of showing its loading state first.
 */
export interface PreparedFirstScreen {
  /** The church's record, as the giving client parsed it. */
  organization: Organization;
  /** The form's chunk, already run. */
  givingForm: typeof GivingApp;
  /** The language the first step was painted in (the attribute's, else the visitor's browser's). */
  locale: Locale;
  /** Called once the form has taken the painted step over: what the donor pressed meanwhile is done. */
  onTakenOver(): void;
}

export interface EmbedAppProps {
  attributes: HaloGiveAttributes;
  /**
   * The `<halo-give>` element: events are dispatched on it, Stripe's card mounts in its light DOM.
   * Null only in the server's rendering of the first step, which runs no effect and no handler.
   */
  host: HTMLElement | null;
  /** Where `halo-give.js` came from: the API origin unless the `api` attribute says otherwise. */
  scriptOrigin: string;
  prepared?: PreparedFirstScreen | null;
  /**
   * The element's translator when it has one already: a painted step's, with the step's strings in
   * its language, or with the download of them that failed (so it is not asked for again at once).
   */
  i18n?: I18n | null;
}

let cardSlots = 0;

/**
 * One `<halo-give>` element's form: its own store (organization, locale) and i18next instance, so two
 * elements on one church page never share state, and nothing is written to the church's page
 * (no `user-locale` in its localStorage, no `<html lang>`; docs/ARCHITECTURE.md §3).
 */
export function EmbedApp({
  attributes,
  host,
  scriptOrigin,
  prepared = null,
  i18n: given = null,
}: EmbedAppProps) {
  const { org, locale, api, amount, fund, frequency, campaign } = attributes;
  // Its own instance, not one derived from the page's: its language and the catalogues its form
  // loads are this element's alone.
  const [i18n] = useState<I18n>(() => given ?? createI18n(locale ?? undefined));
  const [store] = useState<HaloStore>(() =>
    createHaloStore({
      embedded: true,
      locale: locale ?? prepared?.locale ?? null,
      i18n,
      organization: prepared?.organization ?? null,
    }),
  );
  // The church's record the painted step was made from stands for the first request for it.
  const preparedFor = useRef(prepared ? org : null);
  const dispatch = useCallback(
    <Type extends HaloGiveEventType>(type: Type, detail: HaloGiveEventMap[Type]) => {
      if (host) dispatchHaloGiveEvent(host, type, detail);
    },
    [host],
  );
  const shownLocale = useStore(store, (state) => state.locale);
  const [failed, setFailed] = useState(false);
  // Asking for the church's record again (Try again after it failed) counts up.
  const [recordAttempt, setRecordAttempt] = useState(0);
  const { form: GivingForm, retry: retryGivingForm } = useGivingFormChunk(prepared?.givingForm);
  const apiOrigin = api ?? scriptOrigin;
  const client = useMemo(
    // The record asked for already (below, or by `halo-give.js`) answers this client's request for it.
    () =>
      createGivingClient({
        apiUrl: apiOrigin,
        locale: () => store.getState().locale,
        fetch: takePrefetchedFetch,
      }),
    [apiOrigin, store],
  );
  // The church's record is asked for in the first render, beside the form's chunk, not in an effect
  // after the first commit: on a slow phone that commit comes a few hundred milliseconds later, and
  // the form needs both. `halo-give.js` has asked already for an element that was in the page when it
  // ran; the effect below takes that answer over (once) instead of sending another request.
  useState(() => {
    if (org && !prepared) prefetchGivingRecord(apiOrigin, org);
  });

  useEffect(() => {
    if (locale && store.getState().locale !== locale) void store.getState().setLocale(locale);
  }, [locale, store]);

  useEffect(() => {
    if (!org) {
      dispatch('halo-give:error', {
        code: 'invalid-org',
        message: 'The org attribute is missing or invalid.',
      });
      return;
    }
    if (preparedFor.current === org && recordAttempt === 0) return;
    preparedFor.current = null;
    let active = true;
    setFailed(false);
    store.setState({ organization: null, organizationStatus: 'loading' });
    client.loadOrganization(org).then(
      (found) => {
        if (!active) return;
        store.getState().setOrganization(found);
        if (!found) {
          dispatch('halo-give:error', {
            code: 'organization-not-found',
            message: `No church is registered as "${org}".`,
          });
        }
      },
      () => {
        if (!active) return;
        store.setState({ organizationStatus: 'unknown' });
        setFailed(true);
        // The sentence the element shows, in its language: `message` is for people (why it failed,
        // a status or a dropped connection, is in the browser's network log for the page's author).
        dispatch('halo-give:error', {
          code: 'load-failed',
          message: firstScreenWords[store.getState().locale].serverUnreachable,
        });
      },
    );
    return () => {
      active = false;
    };
  }, [org, client, dispatch, store, recordAttempt]);

  const readyFor = useRef<string | null>(null);
  const environment = useMemo<GivingEnvironment>(
    () => ({
      variant: 'embed',
      client,
      createCardMount: () => {
        // Stripe refuses shadow roots: a light-DOM child of the element, shown through a <slot>.
        cardSlots += 1;
        const slotName = `halo-give-card-${cardSlots}`;
        const node = document.createElement('div');
        node.slot = slotName;
        host?.append(node);
        return { node, slotName, release: () => node.remove() };
      },
      openLogin: () => {
        if (org) window.open(hostedPageUrl(apiOrigin, org, '/login'), '_blank', 'noopener');
      },
      openDonorPortal: org
        ? () => void window.open(hostedPageUrl(apiOrigin, org, '/dashboard'), '_blank', 'noopener')
        : null,
      ...(org ? { recurringGiftsUrl: hostedPageUrl(apiOrigin, org, '/recurring-gifts') } : {}),
      onReady: () => {
        if (org && readyFor.current !== org) {
          readyFor.current = org;
          dispatch('halo-give:ready', { org });
          prepared?.onTakenOver();
        }
      },
      onCompleted: ({ giftId, amount: giftAmount, frequency: giftFrequency }) =>
        dispatch('halo-give:completed', {
          giftId,
          amount: giftAmount,
          frequency: giftFrequency,
        }),
      onError: ({ code, message }) =>
        dispatch('halo-give:error', {
          code: code === 'card-declined' || code === 'network-error' ? code : 'gift-failed',
          message,
        }),
    }),
    [client, host, dispatch, org, apiOrigin, prepared],
  );
  const preset = useMemo(() => ({ amount, fund, frequency, campaign }), [amount, fund, frequency, campaign]);

  if (!org) return null;
  // Its loading words are bundled in both languages: the rest of its Spanish is still on its way while
  // this shows, and a Spanish church's donors never see English.
  const loading = <LoadingState label={firstScreenWords[shownLocale].loading} />;
  return (
    <I18nextProvider i18n={i18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          {/* The frame holds the focus when Try again takes its own button away (RetryButton), so a
              keyboard donor carries on from here into the form rather than from the church page's top. */}
          <div className="halo-give" lang={shownLocale} tabIndex={-1}>
            {failed ? (
              <ServerUnreachable
                locale={shownLocale}
                onRetry={() => setRecordAttempt((attempt) => attempt + 1)}
              />
            ) : (
              <FormLoadFailure
                locale={shownLocale}
                onFailure={() =>
                  dispatch('halo-give:error', {
                    code: 'load-failed',
                    message: firstScreenWords[shownLocale].serverUnreachable,
                  })
                }
                onRetry={() => {
                  forgetCatalogueFailures(i18n);
                  retryGivingForm();
                }}
              >
                {GivingForm ? (
                  // The form's own later parts (a Spanish catalogue, a step's chunk) may still suspend.
                  <Suspense fallback={loading}>
                    <GivingForm preset={preset} />
                  </Suspense>
                ) : (
                  loading
                )}
              </FormLoadFailure>
            )}
          </div>
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>
  );
}

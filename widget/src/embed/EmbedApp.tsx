// The giving client alone, not the `halo_shared/api` barrel: the barrel's session client and CSRF
// code are for our own pages; the embed calls the API without cookies (docs/CONTRACTS.md).
import { createGivingClient } from 'halo_shared/api/giving';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { LoadingState } from '@halo/ui';
import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { createI18n, firstScreenWords, forgetCatalogueFailures, I18nextProvider } from 'halo_shared/i18n';
import { useStore } from 'zustand';
import { GivingEnvironmentContext, type GivingEnvironment } from '../giving/GivingEnvironment';
import type { HaloGiveAttributes } from './attributes';
import { dispatchHaloGiveEvent } from './events';
import { FormLoadFailure, ServerUnreachable } from './FormLoadFailure';
import { useGivingFormChunk } from './givingFormChunk';
import { prefetchGivingRecord, takePrefetchedFetch } from './givingRecordPrefetch';
import { hostedPageUrl } from './hostedPageUrl';

export interface EmbedAppProps {
  attributes: HaloGiveAttributes;
  /** The `<halo-give>` element: events are dispatched on it, Stripe's card mounts in its light DOM. */
  host: HTMLElement;
  /** Where `halo-give.js` came from: the API origin unless the `api` attribute says otherwise. */
  scriptOrigin: string;
}

let cardSlots = 0;

/**
 * One `<halo-give>` element's form: its own store (organization, locale) and i18next instance, so two
 * elements on one church page never share state, and nothing is written to the church's page
 * (no `user-locale` in its localStorage, no `<html lang>`; docs/ARCHITECTURE.md §3).
 */
export function EmbedApp({ attributes, host, scriptOrigin }: EmbedAppProps) {
  const { org, locale, api, amount, fund, frequency, campaign } = attributes;
  // Its own instance, not one derived from the page's: its language and the catalogues its form
  // loads are this element's alone.
  const [i18n] = useState<I18n>(() => createI18n(locale ?? undefined));
  const [store] = useState<HaloStore>(() => createHaloStore({ embedded: true, locale, i18n }));
  const shownLocale = useStore(store, (state) => state.locale);
  const [failed, setFailed] = useState(false);
  // Asking for the church's record again (Try again after it failed) counts up.
  const [recordAttempt, setRecordAttempt] = useState(0);
  const { form: GivingForm, retry: retryGivingForm } = useGivingFormChunk();
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
    if (org) prefetchGivingRecord(apiOrigin, org);
  });

  useEffect(() => {
    if (locale && store.getState().locale !== locale) void store.getState().setLocale(locale);
  }, [locale, store]);

  useEffect(() => {
    if (!org) {
      dispatchHaloGiveEvent(host, 'halo-give:error', {
        code: 'invalid-org',
        message: 'The org attribute is missing or invalid.',
      });
      return;
    }
    let active = true;
    setFailed(false);
    store.setState({ organization: null, organizationStatus: 'loading' });
    client.loadOrganization(org).then(
      (found) => {
        if (!active) return;
        store.getState().setOrganization(found);
        if (!found) {
          dispatchHaloGiveEvent(host, 'halo-give:error', {
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
        dispatchHaloGiveEvent(host, 'halo-give:error', {
          code: 'load-failed',
          message: firstScreenWords[store.getState().locale].serverUnreachable,
        });
      },
    );
    return () => {
      active = false;
    };
  }, [org, client, host, store, recordAttempt]);

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
        host.append(node);
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
          dispatchHaloGiveEvent(host, 'halo-give:ready', { org });
        }
      },
      onCompleted: ({ giftId, amount: giftAmount, frequency: giftFrequency }) =>
        dispatchHaloGiveEvent(host, 'halo-give:completed', {
          giftId,
          amount: giftAmount,
          frequency: giftFrequency,
        }),
      onError: ({ code, message }) =>
        dispatchHaloGiveEvent(host, 'halo-give:error', {
          code: code === 'card-declined' || code === 'network-error' ? code : 'gift-failed',
          message,
        }),
    }),
    [client, host, org, apiOrigin],
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
                  dispatchHaloGiveEvent(host, 'halo-give:error', {
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

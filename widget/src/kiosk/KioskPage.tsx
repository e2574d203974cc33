import { KIOSK_IDLE_RESET_MS, KIOSK_THANK_YOU_MS, kioskStatusResponseSchema } from '@halo/domain';
import { Button, LoadingState, PageHeading } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useHalo, useHaloStore } from 'halo_shared/store';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { GivingApp } from '../giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from '../giving/GivingEnvironment';
import type { GivingResultSummary } from '../giving/givingFormState';
import { startIdleReset } from './idleReset';
import { createKioskGivingClient } from './kioskGivingClient';
import { kioskCss } from './kioskCss';
import { KIOSK_PAGE_NAMESPACE, kioskPageCatalogue } from './kioskPageMessages';

type Device = { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'ready'; name: string };

/**
 * The lobby kiosk at `/kiosk` (docs/PRODUCT.md §20): the giving form, one-time gifts with an optional
 * email, large touch targets, on a browser whose device session only gives. Nothing about a giver
 * stays: the form is made anew after each gift and after a minute without a touch, and the page
 * keeps nothing in storage.
 */
export default function KioskPage() {
  useCatalogues(kioskPageCatalogue);
  const { t } = useTranslation(KIOSK_PAGE_NAMESPACE);
  const api = useApiClient();
  const store = useHaloStore();
  const locale = useHalo((state) => state.locale);
  const [device, setDevice] = useState<Device>({ kind: 'loading' });
  const [generation, setGeneration] = useState(0);
  const [thanks, setThanks] = useState<GivingResultSummary | null>(null);
  const top = useRef<HTMLElement>(null);

  const startOver = useCallback(() => {
    setThanks(null);
    setGeneration((current) => current + 1);
    top.current?.focus();
  }, []);

  const [environment] = useState<GivingEnvironment>(() => ({
    variant: 'kiosk',
    client: createKioskGivingClient(
      api,
      () => store.getState().locale,
      (message) => setDevice({ kind: 'refused', message }),
    ),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    openLogin: () => undefined,
    openDonorPortal: null,
    onCompleted: (result) => setThanks(result),
  }));

  useEffect(() => {
    let live = true;
    fetch(api.apiUrl('/api/kiosk'), {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Locale': locale },
    })
      .then(async (response) => {
        const json: unknown = await response.json().catch(() => null);
        if (!live) return;
        const status = v.safeParse(kioskStatusResponseSchema, json);
        if (response.ok && status.success) setDevice({ kind: 'ready', name: status.output.device.name });
        else {
          const message = v.safeParse(v.object({ message: v.string() }), json);
          setDevice({ kind: 'refused', message: message.success ? message.output.message : '' });
        }
      })
      .catch(() => live && setDevice({ kind: 'refused', message: '' }));
    return () => {
      live = false;
    };
  }, [api, locale]);

  // A minute without a touch or a key starts over, so a giver who walked away leaves nothing behind.
  useEffect(() => {
    if (device.kind !== 'ready') return undefined;
    return startIdleReset(document, KIOSK_IDLE_RESET_MS, startOver);
  }, [device.kind, startOver]);

  // The thank-you stays a few seconds, then the kiosk is ready for the next giver.
  useEffect(() => {
    if (!thanks) return undefined;
    const timer = setTimeout(startOver, KIOSK_THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanks, startOver]);

  if (device.kind === 'loading') return <LoadingState label={t('loading')} />;
  if (device.kind === 'refused') {
    return (
      <div className="halo-kiosk" role="alert">
        <style>{kioskCss}</style>
        <PageHeading>{t('refusedTitle')}</PageHeading>
        {device.message ? <p>{device.message}</p> : null}
      </div>
    );
  }
  return (
    <section className="halo-kiosk" ref={top} tabIndex={-1} aria-label={t('label', { name: device.name })}>
      <style>{kioskCss}</style>
      {thanks ? (
        <ThankYou result={thanks} onNext={startOver} />
      ) : (
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp key={generation} />
        </GivingEnvironmentContext.Provider>
      )}
      <p className="halo-kiosk__privacy">{t('privacy')}</p>
    </section>
  );
}

function ThankYou({ result, onNext }: { result: GivingResultSummary; onNext: () => void }) {
  const { t } = useTranslation(KIOSK_PAGE_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="halo-kiosk__thanks" role="status">
      <h1 ref={heading} tabIndex={-1}>
        {t('thanksTitle')}
      </h1>
      <p>{result.receiptEmail ? t('thanksReceipt', { email: result.receiptEmail }) : t('thanksNoReceipt')}</p>
      <p>{t('thanksNext')}</p>
      <Button onClick={onNext}>{t('nextGiver')}</Button>
    </div>
  );
}

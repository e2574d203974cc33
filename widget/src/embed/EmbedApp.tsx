import { configureApi, loadOrganization } from 'halo_shared/api';
import { i18n, useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef, useState } from 'react';
import GivingPage from '../GivingPage';
import { WIDGET_NAMESPACE } from '../widgetMessages';
import type { HaloGiveAttributes } from './attributes';
import { dispatchHaloGiveEvent } from './events';

export interface EmbedAppProps {
  attributes: HaloGiveAttributes;
  /** The `<halo-give>` element: events are dispatched on it. */
  host: HTMLElement;
  /** Where `halo-give.js` came from: the API origin unless the `api` attribute says otherwise. */
  scriptOrigin: string;
}

/** The giving page inside one `<halo-give>` element: loads the church, then shows its form. */
export function EmbedApp({ attributes, host, scriptOrigin }: EmbedAppProps) {
  const { org, locale, api } = attributes;
  const { t } = useTranslation(WIDGET_NAMESPACE);
  const organization = useHalo((state) => state.organization);
  const [failed, setFailed] = useState(false);
  const readyFor = useRef<string | null>(null);

  useEffect(() => {
    // Only i18next: the element never touches the church page's <html lang> or storage.
    if (locale && i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale]);

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
    configureApi({ apiUrl: api ?? scriptOrigin });
    loadOrganization(org).then(
      (found) => {
        if (active && !found) {
          dispatchHaloGiveEvent(host, 'halo-give:error', {
            code: 'organization-not-found',
            message: `No church is registered as "${org}".`,
          });
        }
      },
      (error: unknown) => {
        if (!active) return;
        setFailed(true);
        dispatchHaloGiveEvent(host, 'halo-give:error', {
          code: 'load-failed',
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      active = false;
    };
  }, [org, api, scriptOrigin, host]);

  const shown = organization && organization.subdomain === org ? organization.subdomain : null;
  useEffect(() => {
    if (shown && readyFor.current !== shown) {
      readyFor.current = shown;
      dispatchHaloGiveEvent(host, 'halo-give:ready', { org: shown });
    }
  }, [shown, host]);

  if (!org) return null;
  return (
    <div className="halo-give" lang={i18n.language}>
      {failed ? <p role="alert">{t('embed.loadFailed')}</p> : <GivingPage />}
    </div>
  );
}

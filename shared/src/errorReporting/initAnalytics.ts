export interface AnalyticsConfig {
  analyticsId: string | null | undefined;
  tagManagerId: string | null | undefined;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

function injectScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Google Analytics (gtag) and Google Tag Manager, each only when its id is configured (docs/PRODUCT.md §9).
 * Hosted pages only: the embed never calls this, it leaves the church's page alone.
 * Calling it twice injects nothing twice.
 */
export function initAnalytics({ analyticsId, tagManagerId }: AnalyticsConfig): void {
  if (!analyticsId && !tagManagerId) return;
  const page = window as DataLayerWindow;
  const dataLayer = (page.dataLayer ??= []);
  if (analyticsId && !document.getElementById('halo-gtag')) {
    // gtag.js reads `arguments` objects from the data layer, not arrays.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    }
    gtag('js', new Date());
    gtag('config', analyticsId);
    injectScript(
      'halo-gtag',
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`,
    );
  }
  if (tagManagerId && !document.getElementById('halo-gtm')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    injectScript(
      'halo-gtm',
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagManagerId)}`,
    );
  }
}

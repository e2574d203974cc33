/** @jest-environment ./jest.jsdom-environment.js */
import { initAnalytics } from './initAnalytics';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe('initAnalytics', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete (window as DataLayerWindow).dataLayer;
  });

  it('injects nothing when neither id is configured', () => {
    initAnalytics({ analyticsId: null, tagManagerId: undefined });
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as DataLayerWindow).dataLayer).toBeUndefined();
  });

  it('injects gtag only for an analytics id, once', () => {
    initAnalytics({ analyticsId: 'G-TEST', tagManagerId: null });
    initAnalytics({ analyticsId: 'G-TEST', tagManagerId: null });
    const scripts = [...document.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST']);
    const layer = (window as DataLayerWindow).dataLayer ?? [];
    expect(layer.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual(['js', 'config']);
  });

  it('injects the tag manager only for a tag manager id', () => {
    initAnalytics({ analyticsId: null, tagManagerId: 'GTM-ABC' });
    const scripts = [...document.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC']);
    expect((window as DataLayerWindow).dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});

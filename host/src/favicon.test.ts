/** @jest-environment ./jest.jsdom-environment.js */
import { setFavicon } from './favicon';

describe('setFavicon', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds an icon link when the page has none', () => {
    setFavicon('/static/host/portal.svg');
    const link = document.head.querySelector('link[rel="icon"]');
    expect(link?.getAttribute('href')).toBe('/static/host/portal.svg');
    expect(link?.getAttribute('type')).toBe('image/svg+xml');
  });

  it('updates the existing icon link instead of adding another', () => {
    document.head.innerHTML = '<link rel="icon" href="/static/host/giving.svg">';
    setFavicon('/static/host/portal.svg');
    setFavicon('/static/host/portal.svg');
    const links = document.head.querySelectorAll('link[rel~="icon"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/static/host/portal.svg');
  });
});

import { firstRouteHints, withHints } from './firstRouteHints';

describe('first route hints', () => {
  it('preloads the shared and widget remotes on the giving page, only shared elsewhere', () => {
    expect(firstRouteHints('giving')).toBe(
      '<link rel="preload" as="script" href="/static/shared/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/static/widget/remoteEntry.js">',
    );
    expect(firstRouteHints('portal')).toBe(
      '<link rel="preload" as="script" href="/static/shared/remoteEntry.js">',
    );
  });

  it('puts them at the end of the head', () => {
    expect(withHints('<html><head><title>t</title></head><body></body></html>', '<link>')).toBe(
      '<html><head><title>t</title><link></head><body></body></html>',
    );
  });
});

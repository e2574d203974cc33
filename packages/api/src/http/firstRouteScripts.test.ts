import { firstScreenOf, preloadTags, withHints } from './firstRouteScripts';

describe('the first screen a hosted page names', () => {
  const signedIn = async () => true;
  const guest = async () => false;

  it('is the giving page for the giving page and its preview links, the lobby kiosk aside', async () => {
    expect(await firstScreenOf('/', 'giving', guest)).toBe('giving');
    expect(await firstScreenOf('/easter?amount=50', 'giving', guest)).toBe('giving');
    expect(await firstScreenOf('/kiosk', 'giving', guest)).toBe('other');
  });

  it("is the donor's overview at /dashboard only when a donor is signed in, asking only there", async () => {
    expect(await firstScreenOf('/dashboard', 'portal', signedIn)).toBe('dashboard');
    expect(await firstScreenOf('/dashboard/?from=login', 'portal', signedIn)).toBe('dashboard');
    expect(await firstScreenOf('/dashboard', 'portal', guest)).toBe('other');
    const asked = jest.fn(signedIn);
    expect(await firstScreenOf('/transactions', 'portal', asked)).toBe('other');
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('preload tags', () => {
  it('name classic scripts, as federation loads them, at the end of the head', () => {
    const tags = preloadTags(['/static/shared/remoteEntry.js', '/static/host/bootstrap.1a2b3c4d.js']);
    expect(tags).toBe(
      '<link rel="preload" as="script" href="/static/shared/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/static/host/bootstrap.1a2b3c4d.js">',
    );
    expect(withHints('<html><head><title>t</title></head><body></body></html>', tags)).toBe(
      `<html><head><title>t</title>${tags}</head><body></body></html>`,
    );
  });
});

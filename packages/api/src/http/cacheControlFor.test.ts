import { cacheControlFor, EMBED_SCRIPT_CACHE_CONTROL } from './cacheControlFor';

describe('cacheControlFor', () => {
  it.each([
    'vendors.3f2a9c1b7d5e.js',
    '123.0123456789abcdef0123.js',
    'main-5d41402a.css',
    'app.a1b2c3d4e5.js.map',
    'core.0a1b2c3d.js.br',
    'core.0a1b2c3d.js.gz',
  ])('caches the content-hashed %s for good', (file) =>
    expect(cacheControlFor(`/dist/shared/${file}`)).toBe('public, max-age=31536000, immutable'),
  );

  it.each([
    'remoteEntry.js',
    'remoteEntry.js.br',
    'mf-manifest.json',
    'mf-manifest.json.gz',
    'index.html',
    'logo.svg',
  ])('revalidates the stable-named %s', (file) =>
    expect(cacheControlFor(`/dist/host/${file}`)).toBe('no-cache'),
  );

  it.each(['halo-give.js', 'halo-give.js.br', 'halo-give.js.gz'])(
    "lets a church's page reuse %s for a few minutes before it revalidates",
    (file) => {
      expect(cacheControlFor(`/dist/embed/${file}`)).toBe(EMBED_SCRIPT_CACHE_CONTROL);
      expect(EMBED_SCRIPT_CACHE_CONTROL).toMatch(/^public, max-age=\d{2,3}$/);
    },
  );
});

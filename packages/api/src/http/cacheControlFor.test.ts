import { cacheControlFor } from './cacheControlFor';

describe('cacheControlFor', () => {
  it.each([
    'vendors.3f2a9c1b7d5e.js',
    '123.0123456789abcdef0123.js',
    'main-5d41402a.css',
    'app.a1b2c3d4e5.js.map',
  ])('caches the content-hashed %s for good', (file) =>
    expect(cacheControlFor(`/dist/shared/${file}`)).toBe('public, max-age=31536000, immutable'),
  );

  it.each(['remoteEntry.js', 'mf-manifest.json', 'halo-give.js', 'index.html', 'logo.svg'])(
    'revalidates the stable-named %s',
    (file) => expect(cacheControlFor(`/dist/host/${file}`)).toBe('no-cache'),
  );
});

import { loadConfig } from '../config';
import { injectRuntimeConfig, runtimeConfigOf } from './runtimeConfig';

describe('injectRuntimeConfig', () => {
  const config = runtimeConfigOf(loadConfig({ ANALYTICS_ID: "$& $' <!-- </script>" }));

  it('replaces the marker with a JSON script that parses back to the config', () => {
    const html = injectRuntimeConfig('<head><!--HALO_CONFIG--></head>', config);
    const json = /<script id="halo-config" type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(config);
  });

  it('keeps `$&` and friends literal (String.replace patterns) and escapes every `<`', () => {
    const html = injectRuntimeConfig('<!--HALO_CONFIG-->', config);
    expect(html).toContain("$& $' \\u003c!-- \\u003c/script>");
  });

  it('leaves a page without the marker unchanged', () => {
    expect(injectRuntimeConfig('<p>hi</p>', config)).toBe('<p>hi</p>');
  });
});

describe('runtimeConfigOf', () => {
  it('says whether Google sign-in is configured, and nothing of its secret', () => {
    expect(runtimeConfigOf(loadConfig({})).googleSignIn).toBe(false);
    const configured = runtimeConfigOf(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }),
    );
    expect(configured.googleSignIn).toBe(true);
    expect(JSON.stringify(configured)).not.toContain('secret');
  });
});

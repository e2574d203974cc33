/** @jest-environment ./jest.jsdom-environment.js */
import { defaultRuntimeConfig, readRuntimeConfig } from './runtimeConfig';

function setConfig(json: string) {
  document.body.innerHTML = '';
  const script = document.createElement('script');
  script.id = 'halo-config';
  script.type = 'application/json';
  script.textContent = json;
  document.body.appendChild(script);
}

describe('readRuntimeConfig', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('gives the defaults when the script is absent, or there is no document', () => {
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
    expect(readRuntimeConfig({ getElementById: () => null })).toEqual(defaultRuntimeConfig);
  });

  it('reads the contract JSON', () => {
    setConfig(
      JSON.stringify({
        apiUrl: 'https://api.halo.example/',
        environment: 'production',
        sentryDsn: 'https://key@sentry.example/1',
        pusher: { key: 'app-key', cluster: 'mt1', wsHost: 'ws.halo.example', wsPort: 443, forceTLS: true },
        analyticsId: 'G-1',
        tagManagerId: 'GTM-1',
        googleSignIn: true,
      }),
    );
    expect(readRuntimeConfig()).toEqual({
      apiUrl: 'https://api.halo.example',
      environment: 'production',
      sentryDsn: 'https://key@sentry.example/1',
      pusher: { key: 'app-key', cluster: 'mt1', wsHost: 'ws.halo.example', wsPort: 443, forceTLS: true },
      analyticsId: 'G-1',
      tagManagerId: 'GTM-1',
      googleSignIn: true,
    });
  });

  it('reads the JSON the API writes with < escaped as \\u003c', () => {
    setConfig('{"apiUrl":"","environment":"x\\u003cy","sentryDsn":null,"pusher":null}');
    expect(readRuntimeConfig().environment).toBe('x<y');
  });

  it('gives the defaults for unparsable JSON or a non-object, without throwing', () => {
    setConfig('{not json');
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
    setConfig('[1,2]');
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
    setConfig('null');
    expect(readRuntimeConfig()).toEqual(defaultRuntimeConfig);
  });

  it('replaces only the invalid fields with their defaults', () => {
    setConfig(
      JSON.stringify({
        apiUrl: 'javascript:alert(1)',
        environment: 'staging',
        pusher: { key: '' },
        sentryDsn: 42,
      }),
    );
    expect(readRuntimeConfig()).toEqual({ ...defaultRuntimeConfig, environment: 'staging' });
  });

  it('treats forceTLS as on unless the config turns it off', () => {
    setConfig(JSON.stringify({ pusher: { key: 'k', cluster: 'c' } }));
    expect(readRuntimeConfig().pusher).toEqual({ key: 'k', cluster: 'c', forceTLS: true });
  });
});

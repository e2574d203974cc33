import type { Config } from '../config';

/** What the browser reads from `#halo-config` (docs/CONTRACTS.md "Static layout"). */
export interface RuntimeConfig {
  apiUrl: string;
  environment: string;
  sentryDsn: string | null;
  pusher: { key: string; cluster: string; wsHost?: string; wsPort?: number; forceTLS: boolean } | null;
  analyticsId: string | null;
  tagManagerId: string | null;
  /** Whether "Sign in with Google" is configured; the button is hidden otherwise. */
  googleSignIn: boolean;
}

export const HALO_CONFIG_MARKER = '<!--HALO_CONFIG-->';

/** Only public values: nothing secret may be added here, the page shows it to everyone. */
export function runtimeConfigOf(config: Config): RuntimeConfig {
  const { pusher } = config;
  return {
    apiUrl: config.clientApiUrl,
    environment: config.appEnv,
    sentryDsn: config.sentryDsn,
    pusher: pusher
      ? {
          key: pusher.key,
          cluster: pusher.cluster,
          ...(pusher.host ? { wsHost: pusher.host } : {}),
          ...(pusher.port ? { wsPort: pusher.port } : {}),
          forceTLS: pusher.forceTLS,
        }
      : null,
    analyticsId: config.analyticsId,
    tagManagerId: config.tagManagerId,
    googleSignIn: config.googleSignIn !== null,
  };
}

/** Puts the runtime config into the page (JSON.parse reads `\u003c` back as `<`). */
export function injectRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  const script = jsonScript('halo-config', runtimeConfig);
  // A replacer function, because a string replacement would interpret `$&` and friends in values.
  return html.replace(HALO_CONFIG_MARKER, () => script);
}

/**
 * A data block the page reads by `id`: `<script id="…" type="application/json">`, which the browser
 * never runs. `<` becomes `\u003c` so no value can close the element or open a comment.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

// Module `halo_shared/runtimeConfig`: the settings the API writes into the page as
// `<script id="halo-config" type="application/json">` (docs/CONTRACTS.md, "Static layout").
import * as v from 'valibot';

const pusherConfigSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1)),
  cluster: v.pipe(v.string(), v.minLength(1)),
  wsHost: v.optional(v.string()),
  wsPort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
  forceTLS: v.optional(v.boolean(), true),
});

export type PusherConfig = v.InferOutput<typeof pusherConfigSchema>;

const optionalId = v.fallback(v.nullable(v.pipe(v.string(), v.minLength(1))), null);

// Each field falls back on its own, so one bad value does not throw the others away.
const runtimeConfigSchema = v.object({
  apiUrl: v.fallback(v.pipe(v.string(), v.trim(), v.regex(/^(https?:\/\/[^\s]+)?$/)), ''),
  environment: v.fallback(v.pipe(v.string(), v.minLength(1)), 'development'),
  sentryDsn: optionalId,
  pusher: v.fallback(v.nullable(pusherConfigSchema), null),
  analyticsId: optionalId,
  tagManagerId: optionalId,
  googleSignIn: v.fallback(v.boolean(), false),
});

export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

export const defaultRuntimeConfig: RuntimeConfig = {
  apiUrl: '',
  environment: 'development',
  sentryDsn: null,
  pusher: null,
  analyticsId: null,
  tagManagerId: null,
  googleSignIn: false,
};

/**
 * The page's runtime settings, parsed with valibot. Absent, unparsable or invalid settings give the
 * defaults (same-origin API, nothing optional enabled); it never throws. A trailing `/` of `apiUrl`
 * is dropped so paths can be appended.
 */
export function readRuntimeConfig(
  root: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): RuntimeConfig {
  const text = root?.getElementById('halo-config')?.textContent;
  if (!text) return { ...defaultRuntimeConfig };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ...defaultRuntimeConfig };
  }
  const parsed = v.safeParse(runtimeConfigSchema, raw);
  if (!parsed.success) return { ...defaultRuntimeConfig };
  return { ...parsed.output, apiUrl: parsed.output.apiUrl.replace(/\/+$/, '') };
}

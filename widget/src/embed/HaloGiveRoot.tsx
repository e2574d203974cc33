import { useMemo, useRef } from 'react';
import { attributeNames, reparseAttributes, type AttributeName, type ParsedAttributes } from './attributes';
import type { i18n as I18n } from 'i18next';
import { EmbedApp, type PreparedFirstScreen } from './EmbedApp';

/** Each attribute as the string the page wrote. */
export type RawAttributes = { [Name in AttributeName]?: string };

export interface HaloGiveRootProps {
  raw: RawAttributes;
  /** The shadow root's styles (shadowCss.ts). */
  css: string;
  /** The element; null in the server's rendering of the first step (EmbedApp.tsx). */
  host: HTMLElement | null;
  scriptOrigin: string;
  prepared?: PreparedFirstScreen | null;
  /** The element's translator when it has one already (EmbedApp.tsx). */
  i18n?: I18n | null;
  /** Told what is wrong with an attribute: the page's author, in the browser's console. */
  warn?: (message: string) => void;
}

/**
 * What `<halo-give>` renders in its shadow root: its styles and the form. The element renders it in
 * the browser (defineHaloGive.tsx), and the server renders the same tree for the first step painted
 * before React arrives (firstScreenServer.tsx), so React can take that markup over as its own.
 */
export function HaloGiveRoot({
  raw,
  css,
  host,
  scriptOrigin,
  prepared = null,
  i18n = null,
  warn = (message) => console.warn(message),
}: HaloGiveRootProps) {
  const parsed = useRef<ParsedAttributes | null>(null);
  const key = attributeNames.map((name) => raw[name] ?? '\u0000').join('\u0001');
  // Only attributes whose text changed are parsed again, so one bad value warns once, not on every render.
  const attributes = useMemo(() => {
    parsed.current = reparseAttributes(parsed.current, raw, warn);
    return parsed.current.values;
    // `key` is `raw`'s content: a new props object with the same strings parses nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <>
      <style>{css}</style>
      <EmbedApp
        attributes={attributes}
        host={host}
        scriptOrigin={scriptOrigin}
        prepared={prepared}
        i18n={i18n}
      />
    </>
  );
}

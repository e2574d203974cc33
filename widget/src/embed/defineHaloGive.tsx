import r2wc from '@r2wc/react-to-web-component';
import { themeCss, uiCss } from '@halo/ui';
import { useMemo, useRef } from 'react';
import { attributeNames, reparseAttributes, type AttributeName, type ParsedAttributes } from './attributes';
import { EmbedApp } from './EmbedApp';
import { HALO_GIVE_TAG } from './tag';

// Styles live only in the shadow root (docs/ARCHITECTURE.md §3). Theme tokens sit on :host, so a church can
// override them on the element: `halo-give { --halo-color-primary: #7a1f2b; }`.
const shadowCss = `${themeCss(':host')}
:host { display: block; font-family: var(--halo-font-family); color: var(--halo-color-text); line-height: 1.5; }
:host([hidden]) { display: none; }
.halo-give:focus { outline: none; }
${uiCss}`;

export interface DefineOptions {
  /** Origin of the script: the default API origin. */
  scriptOrigin: string;
  registry?: CustomElementRegistry;
}

/** What r2wc hands the component: each attribute as the string the page wrote, and the shadow root. */
type ElementProps = { [Name in AttributeName]?: string } & { container?: HTMLElement };

// r2wc keeps the element's props and its render under these registered symbols. Two of its ways are
// not the element's: it renders on an attribute change even before the element is in the page, and
// it ignores an attribute's removal (the prop keeps its last value). The element below stores every
// change (all props are strings, so the text is the prop) and renders only once connected; a removed
// attribute is forgotten, so removing `amount` goes back to no preset amount.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
interface R2wcElement extends HTMLElement {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/**
 * Defines `<halo-give>` with r2wc: the attributes reach the form as strings and are parsed by the
 * element's valibot rules (attributes.ts), so a bad value warns once and falls back. A second copy of
 * the script (or a second call) changes nothing: the first definition stays. Returns whether this
 * call defined it.
 */
export function defineHaloGive({ scriptOrigin, registry = customElements }: DefineOptions): boolean {
  if (registry.get(HALO_GIVE_TAG)) return false;

  function HaloGive({ container, ...raw }: ElementProps) {
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    const parsed = useRef<ParsedAttributes | null>(null);
    const key = attributeNames.map((name) => raw[name] ?? '\u0000').join('\u0001');
    // Only attributes whose text changed are parsed again, so one bad value warns once, not on every render.
    const attributes = useMemo(() => {
      parsed.current = reparseAttributes(parsed.current, raw, (message) => console.warn(message));
      return parsed.current.values;
      // `key` is `raw`'s content: a new props object with the same strings parses nothing.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [key]);
    return (
      <>
        <style>{shadowCss}</style>
        <EmbedApp attributes={attributes} host={host} scriptOrigin={scriptOrigin} />
      </>
    );
  }

  const R2wcHaloGive = r2wc(HaloGive, {
    shadow: 'open',
    props: Object.fromEntries(attributeNames.map((name) => [name, 'string'])),
  }) as unknown as new () => R2wcElement;

  class HaloGiveElement extends R2wcHaloGive {
    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (value === null) delete this[R2WC_PROPS][name];
      else this[R2WC_PROPS][name] = value;
      if (this.isConnected) this[R2WC_RENDER]();
    }
  }

  registry.define(HALO_GIVE_TAG, HaloGiveElement);
  return true;
}

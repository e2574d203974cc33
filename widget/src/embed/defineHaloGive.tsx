import r2wc from '@r2wc/react-to-web-component';
import { createI18n } from 'halo_shared/i18n';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { attributeNames, parseAttributes, type AttributeName } from './attributes';
import type { PreparedFirstScreen } from './EmbedApp';
import { takePaintedFirstScreen, type PaintedFirstScreen } from './firstScreenPaint';
import { paintedLocale, prepareTakeover } from './firstScreenTakeover';
import { prefetchGivingRecord } from './givingRecordPrefetch';
import { HaloGiveRoot } from './HaloGiveRoot';
import { HALO_GIVE_TAG } from './tag';

export interface DefineOptions {
  /** Origin of the script: the default API origin. */
  scriptOrigin: string;
  registry?: CustomElementRegistry;
}

/**
 * What r2wc hands the component: each attribute as the string the page wrote, the shadow root, and
 * what the element prepared to take a painted first step over.
 */
type ElementProps = { [Name in AttributeName]?: string } & {
  container?: HTMLElement;
  css?: string;
  prepared?: PreparedFirstScreen;
  i18n?: I18n;
};

// r2wc keeps the element's props, its render and its React root under these registered symbols. Two of
// its ways are not the element's: it renders on an attribute change even before the element is in the
// page, and it ignores an attribute's removal (the prop keeps its last value). The element below stores
// every change (all props are strings, so the text is the prop) and renders only once connected; a
// removed attribute is forgotten, so removing `amount` goes back to no preset amount.
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONTEXT = Symbol.for('r2wc.context');
interface R2wcElement extends HTMLElement {
  container: HTMLElement | ShadowRoot;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_CONTEXT]?: { root: Root; ReactComponent: unknown };
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

  function HaloGive({ container, css = '', prepared, i18n, ...raw }: ElementProps) {
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    return (
      <HaloGiveRoot
        raw={raw}
        css={css}
        host={host}
        scriptOrigin={scriptOrigin}
        prepared={prepared ?? null}
        i18n={i18n ?? null}
      />
    );
  }

  const R2wcHaloGive = r2wc(HaloGive, {
    props: Object.fromEntries(attributeNames.map((name) => [name, 'string'])),
  }) as unknown as new () => R2wcElement;

  class HaloGiveElement extends R2wcHaloGive {
    /** Set while the first render waits: for what a painted step needs to be taken over, or for the styles. */
    #waiting = false;

    constructor() {
      super();
      // An open shadow root, the loader's already when it painted the first step in it.
      this.container = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this[R2WC_PROPS].container = this.container;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (value === null) delete this[R2WC_PROPS][name];
      else this[R2WC_PROPS][name] = value;
      if (this.isConnected) this[R2WC_RENDER]();
    }

    [R2WC_RENDER](): void {
      if (this.#waiting) return;
      if (this[R2WC_CONTEXT] || !this.isConnected) {
        super[R2WC_RENDER]();
        return;
      }
      this.#waiting = true;
      const painted = takePaintedFirstScreen(this);
      const { org, api } = parseAttributes(this, () => undefined);
      (painted
        ? this.#takeOver(painted, api ?? scriptOrigin, org ?? '')
        : this.#renderItself(api ?? scriptOrigin, org)
      )
        .catch(() => {
          // Without the record or the form, the element renders itself (its failure, its retry); the
          // presses held meanwhile go to buttons no longer in the page, so nothing is submitted.
          this.container.replaceChildren();
          painted?.takeOver();
          return this.#renderItself(api ?? scriptOrigin, org);
        })
        .catch((failure: unknown) => console.error(failure));
    }

    /** React takes the painted first step over as its own render. */
    async #takeOver(painted: PaintedFirstScreen, apiOrigin: string, org: string): Promise<void> {
      // Made here and kept in the props: should the takeover fail for want of the step's strings, the
      // element renders itself with this translator, which remembers that failure rather than asking
      // again at once (its Try again asks).
      const i18n = createI18n(paintedLocale(painted));
      this[R2WC_PROPS].i18n = i18n;
      const prepared = await prepareTakeover(painted, i18n, apiOrigin, org);
      this.#waiting = false;
      if (!this.isConnected) return;
      // The painted styles are the element's: the same text, so React keeps that element as it is.
      this[R2WC_PROPS].css = painted.root.querySelector('style')?.textContent ?? '';
      this[R2WC_PROPS].prepared = prepared;
      // The DOM stays, with what the donor typed, chose and focused meanwhile (carried over into the
      // form once it has taken over, firstScreenTakeover.ts). A shadow root is a container React
      // accepts, though its types name only elements.
      const container = this.container as unknown as Element;
      const root = hydrateRoot(container, createElement(HaloGive, this[R2WC_PROPS]));
      this[R2WC_CONTEXT] = { root, ReactComponent: HaloGive };
    }

    /** Renders from the start: its styles first (their own chunk), with the record asked for meanwhile. */
    async #renderItself(apiOrigin: string, org: string | null): Promise<void> {
      if (org) prefetchGivingRecord(apiOrigin, org);
      // Unstyled rather than nothing when they cannot be had: the form still says what failed.
      this[R2WC_PROPS].css = await import(/* webpackChunkName: "halo-give-styles" */ './shadowCss').then(
        ({ shadowCss }) => shadowCss,
        () => '',
      );
      this.#waiting = false;
      if (this.isConnected) super[R2WC_RENDER]();
    }
  }

  registry.define(HALO_GIVE_TAG, HaloGiveElement);
  return true;
}

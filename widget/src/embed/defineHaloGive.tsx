import { themeCss, uiCss } from '@halo/ui';
import { createRoot, type Root } from 'react-dom/client';
import {
  attributeNames,
  parseAttribute,
  parseAttributes,
  type AttributeName,
  type HaloGiveAttributes,
} from './attributes';
import { EmbedApp } from './EmbedApp';
import { HALO_GIVE_TAG } from './tag';

// Styles live only in the shadow root (DESIGN.md §3). Theme tokens sit on :host, so a church can
// override them on the element: `halo-give { --halo-color-primary: #7a1f2b; }`.
const shadowCss = `${themeCss(':host')}
:host { display: block; font-family: var(--halo-font-family); color: var(--halo-color-text); line-height: 1.5; }
:host([hidden]) { display: none; }
${uiCss}`;

export interface DefineOptions {
  /** Origin of the script: the default API origin. */
  scriptOrigin: string;
  registry?: CustomElementRegistry;
}

/**
 * Defines `<halo-give>`. A second copy of the script (or a second call) changes nothing: the first
 * definition stays. Returns whether this call defined it.
 */
export function defineHaloGive({ scriptOrigin, registry = customElements }: DefineOptions): boolean {
  if (registry.get(HALO_GIVE_TAG)) return false;

  class HaloGiveElement extends HTMLElement {
    static observedAttributes = [...attributeNames];
    #root: Root | null = null;
    #mount: HTMLElement | null = null;
    #attributes: HaloGiveAttributes | null = null;

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      if (!this.#root) {
        const style = document.createElement('style');
        style.textContent = shadowCss;
        this.#mount = document.createElement('div');
        shadow.replaceChildren(style, this.#mount);
        this.#root = createRoot(this.#mount);
      }
      this.#attributes = parseAttributes(this);
      this.#render();
    }

    disconnectedCallback(): void {
      // Unmounting removes React's listeners and effects; a re-inserted element mounts afresh.
      this.#root?.unmount();
      this.#root = null;
      this.#mount?.remove();
      this.#mount = null;
    }

    attributeChangedCallback(name: AttributeName, _old: string | null, value: string | null): void {
      if (!this.#root || !this.#attributes) return; // parsed in full on connection
      // Only the changed attribute is parsed again, so one bad value warns once, not on every change.
      this.#attributes = {
        ...this.#attributes,
        [name]: parseAttribute(name, value, (message) => console.warn(message)),
      };
      this.#render();
    }

    #render(): void {
      if (!this.#attributes) return;
      this.#root?.render(<EmbedApp attributes={this.#attributes} host={this} scriptOrigin={scriptOrigin} />);
    }
  }

  registry.define(HALO_GIVE_TAG, HaloGiveElement);
  return true;
}

// The form's first step on the screen before React has arrived (docs/ARCHITECTURE.md §3). On a slow
// phone React alone takes about a second to start, so `halo-give.js` asks the server for its rendering
// of the element's first step (the same React tree, firstScreenServer.tsx) beside the church's record,
// and puts it in the element's shadow root. The step's own controls work as they are: its amounts and
// frequencies are radio buttons, its fields text boxes, its panels' toggles check boxes. A button
// pressed meanwhile (Continue) is held and pressed again once React has taken the markup over
// (hydration keeps the DOM, what was typed and chosen, and the focus). Part of the small loader: no
// library.
import { attributeNames } from './attributeNames';
import { httpOrigin } from './givingRecordPrefetch';
import { HALO_GIVE_TAG } from './tag';

/**
 * How long the first step may take to arrive before the element renders itself instead. On a slow
 * phone it comes in about half a second; the element on its own would take about two.
 */
const PAINT_PATIENCE_MS = 3000;

/** A painted first step, for the element to take over. */
export interface PaintedFirstScreen {
  /** The attributes it was painted for, each as the page wrote it. */
  attributes: Record<string, string>;
  /** The shadow root it was painted in. */
  root: ShadowRoot;
  /** Stops holding presses and presses again, in order, what was pressed while it was held. */
  takeOver(): void;
}

// Kept on the element under a registered symbol, not in this module: a second copy of `halo-give.js`
// has its own copy of this module, and whichever copy defines the element takes the step over.
const PAINTED = Symbol.for('halo-give.painted-first-screen');
type PaintableElement = Element & { [PAINTED]?: PaintedFirstScreen };

/** The painted first step of `element`, taken once, if its attributes are still those it was painted for. */
export function takePaintedFirstScreen(element: PaintableElement): PaintedFirstScreen | null {
  const found = element[PAINTED];
  delete element[PAINTED];
  if (!found) return null;
  const same = attributeNames.every(
    (name) => (element.getAttribute(name) ?? undefined) === found.attributes[name],
  );
  if (same) return found;
  // The page changed the element since: the painted step goes, with the presses it held (their
  // buttons are no longer in the page, so nothing is submitted), and the element renders itself.
  found.root.replaceChildren();
  found.takeOver();
  return null;
}

function attributesOf(element: Element): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const name of attributeNames) {
    const value = element.getAttribute(name);
    if (value !== null) attributes[name] = value;
  }
  return attributes;
}

/**
 * The address of `org`'s first step at `apiOrigin` for the element's attributes. Its language is the
 * `locale` attribute's, else the browser's, which it sends as Accept-Language.
 */
export function firstScreenUrl(apiOrigin: string, org: string, attributes: Record<string, string>): string {
  return `${apiOrigin}/api/online-giving/${encodeURIComponent(org)}/first-screen?${new URLSearchParams(attributes)}`;
}

/** Holds the presses of buttons in `shadow` until `takeOver`. */
function holdPresses(shadow: ShadowRoot): () => void {
  const held: Array<() => void> = [];
  const hold = (event: Event) => {
    const button = event.type === 'click' ? (event.target as Element).closest('button') : null;
    // A radio, a label or a field works without the form's code; a form's submission (Enter in a field
    // submits through its default button's click, held here too) must not leave the church's page.
    if (event.type === 'click' && !button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (button) held.push(() => button.click());
  };
  shadow.addEventListener('click', hold, true);
  shadow.addEventListener('submit', hold, true);
  return () => {
    shadow.removeEventListener('click', hold, true);
    shadow.removeEventListener('submit', hold, true);
    for (const press of held.splice(0)) press();
  };
}

async function paint(element: PaintableElement, apiOrigin: string, org: string): Promise<void> {
  const attributes = attributesOf(element);
  const response = await fetch(firstScreenUrl(apiOrigin, org, attributes), {
    credentials: 'same-origin',
    // The element's code waits for this: a step that is long in coming is not waited for.
    signal: AbortSignal.timeout(PAINT_PATIENCE_MS),
  });
  if (!response.ok) return;
  const html = await response.text();
  // The element's own code arrived first, or the page changed the element meanwhile: it renders itself.
  if (element.shadowRoot || !element.isConnected || customElements.get(HALO_GIVE_TAG)) return;
  const current = attributesOf(element);
  if (attributeNames.some((name) => current[name] !== attributes[name])) return;
  const shadow = element.attachShadow({ mode: 'open' });
  shadow.innerHTML = html;
  element[PAINTED] = { attributes, root: shadow, takeOver: holdPresses(shadow) };
}

/**
 * Paints the first step of each `<halo-give>` in `root`, read as `attributes.ts` reads `org` and `api`.
 * Resolves once each is painted or will not be: without it an element simply renders itself.
 */
export function paintFirstScreens(root: ParentNode, scriptOrigin: string): Promise<unknown> {
  return Promise.all(
    Array.from(root.querySelectorAll(HALO_GIVE_TAG), (element) => {
      const org = element.getAttribute('org')?.trim().toLowerCase();
      const api = element.getAttribute('api');
      return (
        org && paint(element, (api && httpOrigin(api.trim())) || scriptOrigin, org).catch(() => undefined)
      );
    }),
  );
}

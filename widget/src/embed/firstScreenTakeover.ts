import { localeOf, type Locale } from '@halo/domain';
import { createGivingClient } from 'halo_shared/api/giving';
import { loadLanguage } from 'halo_shared/i18n';
import type { i18n as I18n } from 'i18next';
import type { PreparedFirstScreen } from './EmbedApp';
import type { PaintedFirstScreen } from './firstScreenPaint';
import { loadGivingForm } from './givingFormChunk';
import { takePrefetchedFetch } from './givingRecordPrefetch';

/**
 * What the element's first render needs to take a painted first step over as its own (React's
 * hydration): the church's record the loader asked for, parsed, and the form's chunk, run. Both were
 * on their way since the loader ran. Rejects when either cannot be had: the element then renders
 * itself, as it would without the painted step.
 */
export async function prepareTakeover(
  painted: PaintedFirstScreen,
  i18n: I18n,
  apiOrigin: string,
  org: string,
): Promise<PreparedFirstScreen> {
  const locale = paintedLocale(painted);
  const client = createGivingClient({ apiUrl: apiOrigin, locale: () => locale, fetch: takePrefetchedFetch });
  const [organization, { GivingApp }] = await Promise.all([
    client.loadOrganization(org),
    // The painted step's strings in its language before React takes it over: a part still waiting
    // for them would be rendered again from scratch, losing what the donor did meanwhile.
    loadGivingForm().then(async (chunk) => {
      await loadLanguage(i18n, locale, chunk.givingCatalogue);
      return chunk;
    }),
  ]);
  if (!organization) throw new Error(`No church is registered as "${org}".`);
  return {
    organization,
    givingForm: GivingApp,
    locale,
    onTakenOver: () => {
      carryOverFields(painted.root);
      painted.takeOver();
    },
  };
}

/** The language the server painted in: its frame's `lang`, which the element then speaks. */
export function paintedLocale(painted: PaintedFirstScreen): Locale {
  return localeOf(painted.root.querySelector('[lang]')?.getAttribute('lang'));
}

/**
 * React takes the painted fields over as they are, but its state starts from what the server
 * rendered: what the donor typed or chose meanwhile is on the screen and not yet in the form. Each
 * such field is told to React as the donor's own change, as a browser would have reported it.
 */
export function carryOverFields(root: ParentNode): void {
  for (const field of Array.from(root.querySelectorAll('input, select'))) {
    if (field instanceof HTMLSelectElement) {
      const rendered = Array.from(field.options).find((option) => option.defaultSelected);
      if (rendered && rendered.value !== field.value)
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'radio' || field.type === 'checkbox') {
        // A group's choice is its checked radio's: the one it no longer has follows from that.
        if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
        // React hears a choice as its click: from the state it rendered, the click makes the donor's.
        const chosen = field.checked;
        field.checked = !chosen;
        field.click();
      } else if (field.value !== field.defaultValue) {
        // React compares a field's text with the last it saw set through the field's own setter.
        const typed = field.value;
        field.value = field.defaultValue;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }
  }
}

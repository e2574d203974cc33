// Moving through a page by keyboard alone, as a donor who does not use a mouse does.
import type { Page } from 'playwright-core';

/**
 * What has focus, inside a `<halo-give>`'s shadow root too: its name attribute, or the text of a
 * button, or its id, or its first class (the element's frame is `halo-give`).
 */
export const focusedControl = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement as HTMLInputElement | null;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement as HTMLInputElement;
    if (!element) return '';
    if (element.tagName === 'BUTTON') return `button:${element.textContent?.trim() ?? ''}`;
    if (element.type === 'radio') return `radio:${element.name}=${element.value}`;
    return element.name || element.id || element.classList[0] || element.tagName.toLowerCase();
  });

/** Presses Tab (or Shift+Tab) until `target` has focus, failing after `max` presses. */
export async function tabTo(page: Page, target: string, { back = false, max = 30 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if ((await focusedControl(page)) === target) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target} (last: ${await focusedControl(page)})`);
}

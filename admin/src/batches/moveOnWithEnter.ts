import type { KeyboardEvent } from 'react';

/**
 * Keyboard-first entry (docs/PRODUCT.md §13): in a form's text fields and selects, Enter moves to the
 * next field instead of sending the form; a field marked `data-enter="submit"` (the last one) sends
 * it. Buttons, and a field that handles Enter itself (`data-enter="own"`), keep their own Enter.
 */
export function moveOnWithEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const field = event.target as HTMLElement;
  if (event.key !== 'Enter' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
  if (field.type === 'checkbox' || field.type === 'radio' || field.dataset.enter === 'own') return;
  if (field.dataset.enter === 'submit') return;
  event.preventDefault();
  const fields = [...event.currentTarget.querySelectorAll<HTMLElement>('input, select')].filter(
    (each) => !(each as HTMLInputElement).disabled && each.getAttribute('type') !== 'hidden',
  );
  fields[fields.indexOf(field) + 1]?.focus();
}

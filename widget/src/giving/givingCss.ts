import { darkThemeDeclarations } from '@halo/ui';

/** The width of a phone, where the total and the main button stay at the bottom of the screen. */
const PHONE = '(max-width: 30rem)';

/**
 * The giving form's own layout, rendered with the form (a `<style>` in the page on the hosted page, in
 * the shadow root inside `<halo-give>`). Colours and fonts are the theme's custom properties only, so a
 * church's brand colour carries through. A focused column on our hosted page; inside the element it
 * fills whatever width the church gave it. Dark mode is offered on the hosted page only: the embed
 * follows the church's page through the properties it sets on the element.
 */
export const givingCss = `
.halo-giving-page { font-family: var(--halo-font-family); color: var(--halo-color-text); }
.halo-giving-page--hosted {
  box-sizing: border-box; max-width: 35rem; margin: 0 auto; padding: 1.5rem;
  background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius);
}
.halo-giving-header { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-align: center; }
.halo-giving-header img { max-width: 12rem; max-height: 4rem; object-fit: contain; }
.halo-giving-header h1 { margin: 0 0 var(--halo-space); font-size: 1.5rem; overflow-wrap: anywhere; }
.halo-giving-step { margin: 0 0 var(--halo-space); color: var(--halo-color-muted); font-size: 0.875rem; font-weight: 600; }
.halo-giving-step__bar { display: grid; grid-template-columns: 1fr 1fr; gap: 0.25rem; margin-top: 0.375rem; }
.halo-giving-step__bar span { height: 0.25rem; border-radius: 1rem; background: var(--halo-color-border); }
.halo-giving-step__bar .halo-giving-step--done { background: var(--halo-color-primary); }
.halo-giving-choices .halo-radio-group__options { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.halo-giving-choices--two .halo-radio-group__options { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.halo-giving-choices .halo-radio { justify-content: center; min-height: 3rem; text-align: center; }
.halo-giving-amounts .halo-radio:last-child { grid-column: 1 / -1; }
.halo-giving-page .halo-radio, .halo-giving-page .halo-button { transition: background-color 0.15s, border-color 0.15s; }
.halo-giving-page .halo-input, .halo-giving-page .halo-select { box-sizing: border-box; width: 100%; max-width: 100%; }
.halo-giving-summary {
  margin: var(--halo-space) 0 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius);
  background: var(--halo-color-primary-soft); overflow-wrap: anywhere;
}
.halo-giving-summary p { margin: 0 0 0.5rem; }
.halo-giving-summary__gift { font-weight: 600; }
.halo-giving-summary .halo-checkbox { min-height: 2.75rem; }
.halo-giving-bar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75rem;
  margin-top: var(--halo-space); padding: 0.75rem 0; background: var(--halo-color-surface);
}
.halo-giving-bar .halo-giving-form__total { margin: 0; font-size: 1.25rem; font-weight: 700; }
.halo-giving-bar .halo-button { min-height: 2.75rem; min-width: 10rem; margin-left: auto; }
.halo-giving-trust {
  display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1rem; margin: 0.75rem 0 0; padding: 0;
  list-style: none; color: var(--halo-color-muted); font-size: 0.875rem;
}
.halo-giving-trust li { display: inline-flex; align-items: center; gap: 0.375rem; }
.halo-giving-trust svg { width: 1em; height: 1em; fill: currentColor; }
@media ${PHONE} {
  .halo-giving-page--hosted { padding: 0.75rem; border: 0; }
  .halo-giving-bar {
    position: sticky; bottom: 0; z-index: 10; margin-inline: -0.5rem; padding: 0.5rem;
    border-top: 1px solid var(--halo-color-border);
  }
  .halo-giving-bar .halo-button { flex: 1 1 8rem; min-width: 0; }
}
@media (prefers-reduced-motion: reduce) {
  .halo-giving-page *, .halo-giving-page *::before, .halo-giving-page *::after { transition: none !important; animation: none !important; }
}
@media (prefers-color-scheme: dark) {
  .halo-giving-page--hosted { ${darkThemeDeclarations()} color-scheme: dark; }
}
`;

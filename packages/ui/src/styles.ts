// Component styles as one CSS string, reading only `--halo-*` tokens (theme.ts). A page adds it once to
// <head>; a shadow root adds it inside itself, so nothing leaks into a church's page.
export const uiCss = `
.halo-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
  min-height: 2.75rem; padding: 0.5rem 1.25rem; border-radius: var(--halo-radius);
  border: 1px solid var(--halo-color-primary); font: inherit; font-weight: 600; cursor: pointer;
  background: var(--halo-color-primary); color: var(--halo-color-primary-contrast);
}
.halo-button:hover { background: var(--halo-color-primary-hover); border-color: var(--halo-color-primary-hover); }
.halo-button--secondary { background: var(--halo-color-surface); color: var(--halo-color-primary); }
.halo-button--secondary:hover { background: var(--halo-color-primary-soft); color: var(--halo-color-primary-hover); }
.halo-button:disabled { opacity: 0.6; cursor: not-allowed; }
.halo-button:focus-visible, .halo-select:focus-visible { outline: 3px solid var(--halo-color-primary); outline-offset: 2px; }
.halo-heading { margin: 0 0 var(--halo-space); font-size: 1.75rem; line-height: 1.25; color: var(--halo-color-text); }
.halo-progress {
  position: fixed; inset: 0 0 auto 0; height: 3px; overflow: hidden; z-index: 1000;
  background: var(--halo-color-primary-soft);
}
.halo-progress__bar {
  width: 40%; height: 100%; background: var(--halo-color-primary);
  animation: halo-progress 1.2s ease-in-out infinite;
}
@keyframes halo-progress { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@media (prefers-reduced-motion: reduce) { .halo-progress__bar { animation: none; width: 100%; } }
.halo-progress-meter {
  height: 0.5rem; overflow: hidden; border-radius: var(--halo-radius);
  background: var(--halo-color-primary-soft);
}
.halo-progress-meter__bar { height: 100%; background: var(--halo-color-primary); transition: width 0.3s ease-out; }
@media (prefers-reduced-motion: reduce) { .halo-progress-meter__bar { transition: none; } }
.halo-flash-region { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; max-width: min(28rem, calc(100vw - 2rem)); }
.halo-flash {
  display: flex; align-items: flex-start; gap: 0.75rem; padding: 0.75rem 1rem; cursor: pointer;
  border-radius: var(--halo-radius); color: #ffffff; box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
}
.halo-flash--success { background: var(--halo-color-success); }
.halo-flash--error { background: var(--halo-color-error); }
.halo-flash--warning { background: var(--halo-color-warning); }
.halo-flash__text { flex: 1; }
.halo-flash__close { border: 0; background: transparent; color: inherit; font: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer; }
.halo-select-field { display: inline-flex; align-items: center; gap: 0.5rem; }
.halo-select {
  min-height: 2.25rem; padding: 0.25rem 0.5rem; border: 1px solid var(--halo-color-border);
  border-radius: var(--halo-radius); background: var(--halo-color-surface); color: var(--halo-color-text); font: inherit;
}
.halo-loading { display: flex; align-items: center; gap: 0.75rem; padding: var(--halo-space); color: var(--halo-color-muted); }
.halo-spinner {
  width: 1.25rem; height: 1.25rem; border-radius: 50%;
  border: 3px solid var(--halo-color-primary-soft); border-top-color: var(--halo-color-primary);
  animation: halo-spin 0.8s linear infinite;
}
@keyframes halo-spin { to { transform: rotate(360deg); } }
.halo-skeleton { display: grid; gap: 0.75rem; padding: var(--halo-space) 0; }
.halo-skeleton--figures { grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
.halo-skeleton__item { display: grid; gap: 0.5rem; }
.halo-skeleton--figures .halo-skeleton__item, .halo-skeleton--cards .halo-skeleton__item {
  padding: var(--halo-space); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius);
}
.halo-skeleton__bar {
  display: block; height: 0.875rem; width: 45%; border-radius: 0.25rem;
  background: var(--halo-color-border); animation: halo-pulse 1.2s ease-in-out infinite alternate;
}
.halo-skeleton__bar--wide { width: 80%; height: 1.25rem; }
.halo-skeleton--rows .halo-skeleton__bar { width: 100%; height: 1.5rem; }
@keyframes halo-pulse { from { opacity: 1; } to { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { .halo-spinner { animation: none; } }
/* A reader who asked the system for less motion gets none of ours, on every page and in every shadow root
   this sheet is added to (WCAG 2.3.3); the progress bar and spinner above keep a still look. */
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
}
.halo-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.halo-field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 var(--halo-space); }
.halo-field__label { font-weight: 600; padding: 0; }
.halo-field__hint { margin: 0; color: var(--halo-color-muted); font-size: 0.875em; }
.halo-field__error { margin: 0.25rem 0 0; color: var(--halo-color-error); font-size: 0.875em; }
.halo-input, .halo-textarea {
  min-height: 2.75rem; padding: 0.5rem 0.75rem; border: 1px solid var(--halo-color-border);
  border-radius: var(--halo-radius); background: var(--halo-color-surface); color: var(--halo-color-text); font: inherit;
}
.halo-field--invalid .halo-input, .halo-radio-group[aria-invalid="true"] .halo-radio { border-color: var(--halo-color-error); }
.halo-input:focus-visible, .halo-textarea:focus-visible, .halo-radio:focus-within { outline: 3px solid var(--halo-color-primary); outline-offset: 2px; }
.halo-radio-group { border: 0; margin: 0 0 var(--halo-space); padding: 0; min-width: 0; }
.halo-radio-group__options { display: flex; flex-direction: column; gap: 0.5rem; margin-top: 0.25rem; }
.halo-radio-group--buttons .halo-radio-group__options { flex-direction: row; flex-wrap: wrap; }
.halo-radio { display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer; }
.halo-radio-group--buttons .halo-radio {
  min-height: 2.75rem; padding: 0.5rem 1rem; border: 1px solid var(--halo-color-border);
  border-radius: var(--halo-radius); background: var(--halo-color-surface); font-weight: 600;
}
.halo-radio-group--buttons .halo-radio input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.halo-radio-group--buttons .halo-radio--checked {
  background: var(--halo-color-primary); border-color: var(--halo-color-primary); color: var(--halo-color-primary-contrast);
}
.halo-badge {
  display: inline-block; padding: 0.125rem 0.5rem; border-radius: 999px; font-size: 0.75rem; font-weight: 700;
  text-transform: uppercase; letter-spacing: 0.04em; background: var(--halo-color-primary-soft); color: var(--halo-color-text);
}
.halo-badge--warning { background: var(--halo-color-warning); color: #ffffff; }
.halo-badge--success { background: var(--halo-color-success); color: #ffffff; }
.halo-modal-backdrop {
  position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center;
  padding: 1rem; background: rgb(0 0 0 / 0.45);
}
.halo-modal {
  width: min(32rem, 100%); max-height: calc(100vh - 2rem); overflow: auto; padding: 1.5rem;
  border-radius: var(--halo-radius); background: var(--halo-color-surface); color: var(--halo-color-text);
  box-shadow: 0 12px 40px rgb(0 0 0 / 0.3);
}
.halo-modal:focus { outline: none; }
.halo-modal__title { margin: 0 0 0.75rem; font-size: 1.25rem; }
.halo-modal__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; margin-top: 1rem; }
.halo-form-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0 var(--halo-space); }
.halo-form-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: var(--halo-space); }
.halo-fieldset { border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); margin: 0 0 var(--halo-space); padding: var(--halo-space); min-width: 0; }
.halo-checkbox { display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer; }
.halo-checkbox input { width: 1.125rem; height: 1.125rem; accent-color: var(--halo-color-primary); }
.halo-giving-message { margin: 0 0 var(--halo-space); padding: 0.75rem 1rem; border-radius: var(--halo-radius); border-left: 4px solid var(--halo-color-primary); background: var(--halo-color-primary-soft); color: var(--halo-color-text); white-space: pre-line; overflow-wrap: anywhere; }
.halo-alert { margin: var(--halo-space) 0 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius); border-left: 4px solid var(--halo-color-error); background: var(--halo-color-surface); color: var(--halo-color-error); font-weight: 600; }

.halo-popover { position: relative; display: inline-block; }
.halo-popover__panel {
  position: absolute; top: calc(100% + 0.375rem); z-index: 900; min-width: 16rem; max-width: min(24rem, calc(100vw - 2rem));
  padding: 0.75rem; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius);
  background: var(--halo-color-surface); color: var(--halo-color-text); box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
}
.halo-popover__panel[hidden] { display: none; }
.halo-popover__panel--end { right: 0; }
.halo-popover__panel--start { left: 0; }
.halo-popover__button:focus-visible { outline: 3px solid var(--halo-color-primary); outline-offset: 2px; }
`;

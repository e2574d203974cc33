// The "Import" section: one column of forms; the preview table scrolls inside its own box, so the
// page never scrolls sideways down to 320 px.
export const importCss = `
.admin-import__form { display: flex; flex-direction: column; gap: 0.75rem; margin-bottom: 1.5rem; }
.admin-import__form .halo-field { margin: 0; }
.admin-import__columns { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); gap: 0.75rem; border: 0; padding: 0; margin: 0; min-width: 0; }
.admin-import__columns .halo-select { inline-size: 100%; max-inline-size: 100%; }
.admin-import__mapped { margin: 0; padding-inline-start: 1.25rem; overflow-wrap: anywhere; }
.admin-import__scroll { max-inline-size: 100%; overflow-x: auto; border: 1px solid var(--halo-color-border); border-radius: 0.5rem; margin: 0.5rem 0 1.5rem; }
.admin-import__scroll:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.admin-import__table { border-collapse: collapse; inline-size: 100%; font-size: 0.875rem; }
.admin-import__table th, .admin-import__table td { padding: 0.375rem 0.625rem; text-align: start; border-top: 1px solid var(--halo-color-border); white-space: nowrap; vertical-align: top; }
.admin-import__table td.admin-import__refusal { white-space: normal; min-inline-size: 16rem; }
.admin-import__options { display: flex; flex-direction: column; gap: 0.5rem; border: 0; padding: 0; margin: 0 0 1rem; min-width: 0; }
.admin-import__check { display: flex; gap: 0.5rem; align-items: flex-start; }
.admin-import__hint { margin: 0; font-size: 0.875rem; }
.admin-import__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; }
.admin-import__result { padding: 0.75rem; border: 1px solid var(--halo-color-border); border-radius: 0.5rem; margin: 1rem 0; overflow-wrap: anywhere; }
.admin-import__lines { list-style: none; margin: 0; padding: 0; white-space: pre-wrap; }
.admin-import__panel { margin-block-start: 2.5rem; padding-block-start: 1.5rem; border-top: 1px solid var(--halo-color-border); }
.admin-import__error { color: var(--halo-color-danger, #b91c1c); margin: 0.25rem 0 0; }
.admin-import__charged { border-inline-start: 4px solid var(--halo-color-warning, #b45309); overflow-wrap: anywhere; }
.admin-import__charged-gifts { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.admin-import__charged-gifts > li { padding-block-end: 0.75rem; border-bottom: 1px solid var(--halo-color-border); }
.admin-import__charged-gifts p { margin: 0 0 0.25rem; }
.admin-import__charged-facts { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 0.25rem 0.75rem; margin: 0; }
.admin-import__charged-facts dd { margin: 0; }
.admin-import__charged-steps { margin: 0; padding-inline-start: 1.25rem; }
`;

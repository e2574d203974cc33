// The "Batches" section: forms in one column, the running total in a box that wraps, and entries as
// a list of cards rather than a wide table, so nothing scrolls sideways down to 320 px.
export const batchesCss = `
.admin-batches__form { display: flex; flex-direction: column; gap: 0.75rem; margin-bottom: 1.5rem; }
.admin-batches__form .halo-field { margin: 0; }
.admin-batches__row { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.admin-batches__row > * { flex: 1 1 10rem; min-width: 0; }
.admin-batches__list, .admin-batches__entries, .admin-batches__donors { list-style: none; margin: 0; padding: 0; }
.admin-batches__item { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.75rem 0; border-top: 1px solid var(--halo-color-border); }
.admin-batches__item:first-child { border-top: 0; }
.admin-batches__summary { display: flex; flex-direction: column; gap: 0.125rem; min-width: 0; overflow-wrap: anywhere; }
.admin-batches__total { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline; padding: 0.75rem; border: 1px solid var(--halo-color-border); border-radius: 0.5rem; margin: 1rem 0; }
.admin-batches__total strong { font-size: 1.125rem; }
.admin-batches__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 1rem 0; }
.admin-batches__donors button { display: block; inline-size: 100%; text-align: start; padding: 0.5rem; margin: 0.25rem 0; overflow-wrap: anywhere; }
.admin-batches__chosen { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; overflow-wrap: anywhere; }
.admin-batches__warning { padding: 0.75rem; border-inline-start: 4px solid var(--halo-color-border); }
`;

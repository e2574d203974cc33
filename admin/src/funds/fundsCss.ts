// The "Funds" section: each fund's name and state above its buttons, which wrap rather than scroll
// sideways down to 320 px.
export const fundsCss = `
.admin-funds__form { display: flex; flex-direction: column; gap: 0.75rem; margin-bottom: 1.5rem; }
.admin-funds__form .halo-field { margin: 0; }
.admin-funds__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-funds__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; }
.admin-funds__item { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem 0; border-top: 1px solid var(--halo-color-border); }
.admin-funds__item:first-child { border-top: 0; }
.admin-funds__summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25rem 0.75rem; min-width: 0; }
.admin-funds__name { overflow-wrap: anywhere; min-width: 0; }
.admin-funds__states { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; }
.admin-funds__states li { padding: 0 0.5rem; border: 1px solid var(--halo-color-border); border-radius: 999px; font-size: 0.875rem; }
.admin-funds__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-funds__gifts { margin: 0.5rem 0 0; padding-left: 1.25rem; overflow-wrap: anywhere; }
`;

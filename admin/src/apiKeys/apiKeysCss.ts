// The "API keys" section: the keys, the create form and the new key's panel stacked; names, prefixes
// and the key itself wrap rather than scroll sideways down to 320 px.
export const apiKeysCss = `
.admin-api-keys { display: flex; flex-direction: column; gap: 1.5rem; }
.admin-api-keys p { margin: 0; }
.admin-api-keys code { overflow-wrap: anywhere; }
.admin-api-keys__intro { display: flex; flex-direction: column; gap: 0.5rem; overflow-wrap: anywhere; }
.admin-api-keys__form { display: flex; flex-direction: column; gap: 0.75rem; }
.admin-api-keys__form .halo-field { margin: 0; }
.admin-api-keys__abilities { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-api-keys__abilities legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.admin-api-keys__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-api-keys__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; flex: none; }
.admin-api-keys__key { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem 0; border-top: 1px solid var(--halo-color-border); overflow-wrap: anywhere; min-width: 0; }
.admin-api-keys__key:first-child { border-top: 0; }
.admin-api-keys__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

// The letter templates page: the list, and the editor with the placeholders beside the letter on a
// wide screen and under it on a phone; everything wraps down to 320 px.
export const letterTemplatesCss = `
.admin-letter { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; padding: 0.5rem 0; border-bottom: 1px solid var(--halo-color-border); }
.admin-letter__title { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; min-width: 0; overflow-wrap: anywhere; }
.admin-letter__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.admin-letter-editor__columns { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1rem; }
@media (min-width: 48rem) { .admin-letter-editor__columns { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
.admin-letter-editor .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-letter-editor__body { min-height: 16rem; font: inherit; resize: vertical; }
.admin-letter-editor__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 1rem; }
.admin-letter-guide { margin: 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius); background: var(--halo-color-primary-soft); overflow-wrap: anywhere; }
.admin-letter-guide h3 { margin-top: 0; font-size: 1rem; }
.admin-letter-guide dt { font-family: ui-monospace, monospace; font-weight: 600; }
.admin-letter-guide dd { margin: 0 0 0.5rem; }
.admin-letter-status { margin: 0; padding: 0.75rem 1rem; border-radius: var(--halo-radius); background: var(--halo-color-primary-soft); }
`;

// The "Giving page" section: settings and the preview side by side, the preview below them on a
// phone; everything wraps rather than scrolls sideways down to 320 px.
export const givingPageCss = `
.admin-giving { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); align-items: start; }
.admin-giving__form { display: flex; flex-direction: column; gap: 1rem; }
.admin-giving__group { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.admin-giving__group legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.admin-giving__group .halo-field { margin: 0; }
.admin-giving__row { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.admin-giving__row .halo-field { flex: 1 1 8rem; min-width: 0; }
.admin-giving__logo { max-height: 4rem; max-width: 100%; width: auto; }
.admin-giving__file { cursor: pointer; }
.admin-giving__file-input:focus-visible + .admin-giving__file { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.admin-giving__colour { inline-size: 3rem; block-size: 2.75rem; padding: 0.125rem; border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); background: var(--halo-color-surface); }
.admin-giving__textarea { width: 100%; min-height: 5rem; box-sizing: border-box; font: inherit; }
.admin-giving__check { display: flex; align-items: flex-start; gap: 0.5rem; }
.admin-giving__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0.125rem 0 0; }
.admin-giving__warning { margin: 0; padding: 0.5rem 0.75rem; border-left: 4px solid var(--halo-color-warning); background: var(--halo-color-background); }
.admin-giving__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.admin-giving__preview { --admin-preview-brand: var(--halo-color-primary); }
.admin-preview { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; text-align: center; overflow-wrap: anywhere; }
.admin-preview p { margin: 0; }
.admin-preview__logo { max-height: 4rem; max-width: 100%; width: auto; }
.admin-preview__title { font-size: 1.5rem; font-weight: 700; }
.admin-preview__notice { color: var(--halo-color-error); font-weight: 600; }
.admin-preview__amounts { list-style: none; margin: 0.5rem 0; padding: 0; width: 100%; display: grid; gap: 0.5rem; grid-template-columns: repeat(3, minmax(0, 1fr)); }
.admin-preview__amounts li { min-height: 48px; display: flex; align-items: center; justify-content: center; border: 2px solid var(--admin-preview-brand); border-radius: var(--halo-radius); color: var(--halo-color-text); font-weight: 600; }
.admin-preview__continue { width: 100%; padding: 0.75rem; border-radius: var(--halo-radius); background: var(--admin-preview-brand); color: #fff; font-weight: 700; }
`;

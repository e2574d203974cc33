// Styles of the account screens; tokens from @halo/ui.
export const accountsCss = `
.account-screen { max-width: 28rem; margin: 0 auto; }
.account-screen form { display: flex; flex-direction: column; }
.account-intro { margin: 0 0 var(--halo-space); color: var(--halo-color-text); }
.account-check { display: flex; align-items: center; gap: 0.5rem; margin: 0 0 var(--halo-space); cursor: pointer; }
.account-check input { width: 1.25rem; height: 1.25rem; }
.account-check input:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.account-actions { display: flex; flex-direction: column; gap: 0.75rem; }
.account-divider { text-align: center; margin: var(--halo-space) 0; color: var(--halo-color-text); }
.account-links { display: flex; flex-direction: column; gap: 0.5rem; margin-top: var(--halo-space); }
.account-links a { color: var(--halo-color-link, var(--halo-color-primary)); }
.account-message { padding: 0.75rem 1rem; border-radius: var(--halo-radius); margin: 0 0 var(--halo-space); border: 1px solid; }
.account-message--error { border-color: var(--halo-color-error); color: var(--halo-color-error); background: var(--halo-color-surface); }
.account-message--success { border-color: var(--halo-color-success); color: var(--halo-color-text); background: var(--halo-color-surface); }
.account-message--info { border-color: var(--halo-color-warning); color: var(--halo-color-text); background: var(--halo-color-surface); }
`;

// The donor layout's styles; tokens from @halo/ui. The portal only ever renders in the host page.
export const portalCss = `
.portal-layout { display: grid; gap: 2rem; grid-template-columns: minmax(12rem, 16rem) 1fr; align-items: start; }
@media (max-width: 48rem) { .portal-layout { grid-template-columns: 1fr; } }
.portal-nav { display: flex; flex-direction: column; gap: 1rem; padding: 1rem; background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); }
.portal-nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.portal-nav a { display: block; padding: 0.5rem 0.75rem; border-radius: var(--halo-radius); text-decoration: none; color: var(--halo-color-text); }
.portal-nav a:hover { background: var(--halo-color-primary-soft); }
.portal-nav a[aria-current='page'] { background: var(--halo-color-primary-soft); color: var(--halo-color-link, var(--halo-color-primary)); font-weight: 600; }
.portal-content { min-width: 0; }
`;

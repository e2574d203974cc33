// The donor layout's styles; tokens from @halo/ui. Narrow screens (below 48rem, the threshold
// docs/ARCHITECTURE.md §3 chooses where docs/PRODUCT.md §9 is silent) fold the sidebar into the menu
// button.
export const layoutCss = `
.portal-layout { display: grid; gap: 1.5rem 2rem; grid-template-columns: 13rem minmax(0, 1fr);
  grid-template-areas: "sidebar topbar" "sidebar content"; align-items: start; }
.portal-topbar { grid-area: topbar; display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.portal-topbar__actions { display: flex; align-items: center; gap: 0.5rem; margin-left: auto; }
.portal-sidebar { grid-area: sidebar; display: flex; flex-direction: column; gap: 1rem; padding: 1rem;
  background: var(--halo-color-surface); border: 1px solid var(--halo-color-border); border-radius: var(--halo-radius); }
.portal-sidebar .portal-nav { padding: 0; border: 0; background: none; }
.portal-sidebar__donor { display: none; align-items: center; gap: 0.75rem; }
.portal-sidebar__donor p { margin: 0; overflow-wrap: anywhere; }
.portal-sidebar__name { font-weight: 600; }
.portal-content { grid-area: content; min-width: 0; }
.portal-search { display: flex; gap: 0.5rem; flex: 1 1 16rem; max-width: 32rem; min-width: 0; }
.portal-search__input { flex: 1 1 0; min-width: 0; width: 0; }
.portal-icon-button, .portal-user-menu__button { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 2.75rem;
  min-width: 2.75rem; justify-content: center; padding: 0.25rem 0.75rem; border: 1px solid var(--halo-color-border);
  border-radius: var(--halo-radius); background: var(--halo-color-surface); color: var(--halo-color-text); font: inherit; cursor: pointer; }
.portal-icon-button.portal-menu-button { display: none; }
.portal-notifications__count { min-width: 1.25rem; padding: 0 0.35rem; border-radius: 999px; background: var(--halo-color-primary);
  color: var(--halo-color-primary-contrast); font-size: 0.75rem; font-weight: 700; line-height: 1.25rem; }
.portal-icon-button:hover, .portal-user-menu__button:hover { background: var(--halo-color-primary-soft); }
.portal-icon-button:focus-visible, .portal-user-menu__button:focus-visible { outline: 3px solid var(--halo-color-link, var(--halo-color-primary)); outline-offset: 2px; }
.portal-avatar { display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; object-fit: cover;
  background: var(--halo-color-primary); color: var(--halo-color-primary-contrast); font-weight: 700; flex: none; }
.portal-avatar--small { width: 2rem; height: 2rem; font-size: 0.8rem; }
.portal-avatar--large { width: 3rem; height: 3rem; font-size: 1.1rem; }
.portal-user-menu__panel { display: flex; flex-direction: column; gap: 0.75rem; align-items: flex-start; }
.portal-signed-in { margin: 0; overflow-wrap: anywhere; }
.portal-popover-title { margin: 0 0 0.5rem; font-size: 1rem; }
.portal-notification-list { list-style: none; margin: 0 0 0.75rem; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.portal-notification-list li { display: flex; flex-direction: column; gap: 0.125rem; padding-bottom: 0.5rem; border-bottom: 1px solid var(--halo-color-border); }
.portal-muted { color: var(--halo-color-muted); }
.portal-error p { margin: 0 0 0.5rem; color: var(--halo-color-error); font-weight: 600; }
@media (max-width: 48rem) {
  .portal-layout { grid-template-columns: minmax(0, 1fr); grid-template-areas: "topbar" "sidebar" "content"; }
  .portal-icon-button.portal-menu-button { display: inline-flex; }
  .portal-sidebar { display: none; }
  .portal-sidebar--open { display: flex; }
  .portal-sidebar__donor { display: flex; }
  .portal-user-menu__name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .portal-search { order: 3; flex-basis: 100%; max-width: none; }
}
`;

// The shell's page styles (the host owns the page, so these may be global); tokens from @halo/ui.
export const shellCss = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; }
body {
  font-family: var(--halo-font-family); font-size: var(--halo-font-size); line-height: 1.5;
  color: var(--halo-color-text); background: var(--halo-color-background);
}
a { color: var(--halo-color-link, var(--halo-color-primary)); }
.host-shell { min-height: 100vh; display: flex; flex-direction: column; }
.host-skip-link { position: absolute; left: -100vw; top: 0.5rem; padding: 0.5rem 1rem; background: var(--halo-color-surface); z-index: 1001; }
.host-skip-link:focus { left: 0.5rem; }
.host-header {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.75rem 1.5rem; background: var(--halo-color-surface); border-bottom: 1px solid var(--halo-color-border);
}
.host-brand { display: inline-flex; align-items: center; gap: 0.75rem; color: var(--halo-color-text); text-decoration: none; font-weight: 700; font-size: 1.25rem; }
.host-brand__logo { height: 2.5rem; width: auto; }
.host-main { flex: 1; width: 100%; max-width: 72rem; margin: 0 auto; padding: 2rem 1.5rem; }
.host-main:focus { outline: none; }
.host-message-screen { max-width: 40rem; margin: 3rem auto; text-align: center; }
.host-footer { padding: 1rem 1.5rem; text-align: center; color: var(--halo-color-muted); border-top: 1px solid var(--halo-color-border); background: var(--halo-color-surface); }
.host-footer p { margin: 0; }
.host-footer__links { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.25rem 1.5rem; }
.host-statement { max-width: 44rem; margin: 0 auto; overflow-wrap: anywhere; }
.host-statement h2 { font-size: 1.25rem; margin-top: 2rem; }
.host-statement__updated { color: var(--halo-color-muted); margin-top: 2rem; }
`;

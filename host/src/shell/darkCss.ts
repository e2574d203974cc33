import { darkThemeDeclarations } from '@halo/ui';

/**
 * Dark mode for a reader whose system asks for it (`prefers-color-scheme: dark`), on the pages we
 * serve: the shell, the hosted giving page, the donor portal and the console all take their colours
 * from the `--halo-*` tokens on the page's root, so turning the tokens dark there turns them all dark.
 * `html:root` outranks the `:root` rule the giving page adds for a church's brand colour, whose light
 * tint would otherwise come back. The `<halo-give>` element is untouched: its shadow root sets its own
 * tokens on `:host`, so on a church's page (and in the console's preview) only that page decides.
 *
 * The church's colour stays on buttons, where white text on it is readable by construction; as text,
 * a link or a focus ring on a dark surface it would be too dark to read, so `--halo-color-link`
 * lightens whatever colour the page has. The status colours turn light, so text on them turns dark.
 * These overrides live here rather than in the components' sheet, which the embed carries too.
 */
export const darkCss = `
@media (prefers-color-scheme: dark) {
  html:root {
    ${darkThemeDeclarations()} color-scheme: dark;
    --halo-color-link: color-mix(in srgb, var(--halo-color-primary) 40%, #ffffff);
    --halo-color-on-status: #12141c;
  }
  .halo-button--secondary, .halo-button--secondary:hover { color: var(--halo-color-link); }
  .halo-button:focus-visible, .halo-select:focus-visible, .halo-input:focus-visible, .halo-textarea:focus-visible,
  .halo-radio:focus-within, .halo-popover__button:focus-visible { outline-color: var(--halo-color-link); }
  .halo-flash, .halo-badge--warning, .halo-badge--success { color: var(--halo-color-on-status); }
}
`;

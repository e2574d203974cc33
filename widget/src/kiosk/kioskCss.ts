// The lobby kiosk's look (docs/PRODUCT.md §20): the giving form's own styles with touch targets made
// for a finger on a tablet (at least 56 px high, larger type), and nothing wider than the screen.
export const kioskCss = `
.halo-kiosk { max-width: 48rem; margin: 0 auto; padding: 1rem; box-sizing: border-box; }
.halo-kiosk:focus { outline: none; }
.halo-kiosk button, .halo-kiosk input, .halo-kiosk select, .halo-kiosk label.halo-radio-button {
  min-height: 3.5rem; font-size: 1.25rem;
}
.halo-kiosk .halo-giving-amounts button, .halo-kiosk .halo-giving-amounts label { min-width: 6rem; }
.halo-kiosk__thanks { text-align: center; padding: 2rem 0; }
.halo-kiosk__thanks h1 { font-size: 2rem; }
.halo-kiosk__privacy { text-align: center; font-size: 0.95rem; }
`;

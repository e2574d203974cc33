// The Reports section and the Overview's chart: each report's chart and its table side by side where
// there is room, one above the other on a phone; nothing wider than a 320 px screen. Chartist draws
// the SVG; these are its classes (its own stylesheet is not loaded).
export const reportsCss = `
.admin-reports__range { display: grid; gap: 0 1rem; align-items: end; grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr)); }
.admin-reports__range .halo-field { min-width: 0; }
.admin-reports__range .halo-input { width: 100%; max-width: 100%; box-sizing: border-box; }
.admin-reports__show { margin-bottom: 1rem; }
.admin-report { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); align-items: start; }
.admin-report > * { min-width: 0; }
.admin-report__download { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin: 0.5rem 0; }
.admin-report__status { margin: 0; }
.admin-report__chart { width: 100%; height: 15rem; }
.admin-report__legend { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.25rem 0 0; padding: 0; list-style: none; font-size: 0.875rem; }
.admin-report__legend li::before { content: ''; display: inline-block; width: 0.75rem; height: 0.75rem; margin-right: 0.35rem; vertical-align: -0.05rem; background: var(--swatch); }
.admin-report td { overflow-wrap: anywhere; }
@media (max-width: 40rem) { .admin-report .admin-table th[scope='row'] { display: block; border: 0; padding: 0.25rem 0; } }
.admin-report__chart svg { display: block; overflow: visible; }
.admin-report__chart .ct-grid { stroke: var(--halo-color-border, #d0d4da); stroke-width: 1px; stroke-dasharray: 2px; }
.admin-report__chart .ct-label { fill: currentColor; color: currentColor; font-size: 0.7rem; }
.admin-report__chart .ct-label.ct-horizontal.ct-end { text-anchor: start; }
.admin-report__chart .ct-label.ct-vertical.ct-start { text-anchor: end; }
.admin-report__chart .ct-bar { stroke-width: 0.6rem; }
.admin-report__chart .ct-line { fill: none; stroke-width: 2px; }
.admin-report__chart .ct-point { stroke-width: 6px; stroke-linecap: round; }
.admin-report__chart .ct-series-a .ct-bar, .admin-report__chart .ct-series-a .ct-line, .admin-report__chart .ct-series-a .ct-point { stroke: #1f5fa8; }
.admin-report__chart .ct-series-b .ct-bar, .admin-report__chart .ct-series-b .ct-line, .admin-report__chart .ct-series-b .ct-point { stroke: #c2571a; }
.admin-report__chart .ct-series-c .ct-bar { stroke: #2e7d4f; }
.admin-report__chart .ct-series-d .ct-bar { stroke: #7b3fa0; }
.admin-report__chart .ct-series-e .ct-bar { stroke: #8a6d00; }
.admin-report__chart .ct-series-f .ct-bar { stroke: #b0306a; }
`;

/** The colours of series a, b, c… above, for the legends. */
export const SERIES_COLOURS = ['#1f5fa8', '#c2571a', '#2e7d4f', '#7b3fa0', '#8a6d00', '#b0306a'];

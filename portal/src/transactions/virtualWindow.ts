/**
 * Which rows of a fixed-height list to render (docs/ARCHITECTURE.md §8: page size "All" over 10,000 gifts renders in
 * ≤ 300 ms with ≤ 1,400 DOM nodes). Rows above and below the window are replaced by two spacers of the
 * same height, so the scrollbar and scroll position behave as if every row were there.
 */
export interface VirtualWindowInput {
  rowCount: number;
  rowHeight: number;
  /** Scroll offset of the list's scroll container, in px, measured from the first row. */
  scrollTop: number;
  /** Visible height of the scroll container, in px. */
  viewportHeight: number;
  /** Extra rows rendered above and below, so fast scrolling does not show blanks. */
  overscan?: number;
}

export interface VirtualWindow {
  /** Index of the first rendered row (inclusive). */
  start: number;
  /** Index after the last rendered row (exclusive). */
  end: number;
  /** Height of the spacer before the first rendered row. */
  before: number;
  /** Height of the spacer after the last rendered row. */
  after: number;
}

export function virtualWindow({
  rowCount,
  rowHeight,
  scrollTop,
  viewportHeight,
  overscan = 8,
}: VirtualWindowInput): VirtualWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const top = Math.max(0, Number.isFinite(scrollTop) ? scrollTop : 0);
  const height = Math.max(0, Number.isFinite(viewportHeight) ? viewportHeight : 0);
  const firstVisible = Math.min(rowCount - 1, Math.floor(top / rowHeight));
  const visibleCount = Math.ceil(height / rowHeight) + 1;
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(rowCount, firstVisible + visibleCount + overscan);
  return { start, end, before: start * rowHeight, after: (rowCount - end) * rowHeight };
}

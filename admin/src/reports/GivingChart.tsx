import { useEffect, useRef, useState } from 'react';
import { SERIES_COLOURS } from './reportsCss';

export interface ChartSeries {
  name: string;
  /** Cents, one per label. */
  values: number[];
}

/**
 * A bar chart of money per label, drawn by Chartist (SVG), which is loaded only when a chart is first
 * shown so the console's first screen never carries it. The chart is a picture of the table beside
 * it: hidden from screen readers, which read the table (docs/ACCESSIBILITY.md), with its legend in
 * words below it.
 */
export function GivingChart({
  labels,
  series,
  stacked = false,
  currency,
  formattingLocale,
}: {
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  currency: string;
  formattingLocale: string;
}) {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify({ labels, series, stacked, currency, formattingLocale });

  useEffect(() => {
    let chart: { detach(): unknown } | null = null;
    let cancelled = false;
    const money = new Intl.NumberFormat(formattingLocale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    // At most about six labels under the bars, so a phone's narrow chart stays readable.
    const every = Math.max(1, Math.ceil(labels.length / 6));
    import(/* webpackChunkName: "admin-chartist" */ 'chartist').then(
      ({ BarChart }) => {
        if (cancelled || !target.current) return;
        chart = new BarChart(
          target.current,
          { labels, series: series.map((each) => each.values.map((cents) => cents / 100)) },
          {
            stackBars: stacked,
            seriesBarDistance: 8,
            chartPadding: { top: 8, right: 8, bottom: 0, left: 8 },
            axisX: {
              showGrid: false,
              labelInterpolationFnc: (label: unknown, index: number) =>
                index % every === 0 ? String(label) : '',
            },
            axisY: {
              offset: 56,
              onlyInteger: true,
              labelInterpolationFnc: (value: unknown) => money.format(Number(value)),
            },
          },
        );
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      chart?.detach();
    };
    // `key` stands for every input: a new chart only when a figure or a word changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (failed) return null;
  return (
    <div aria-hidden="true">
      <div ref={target} className="admin-report__chart" data-testid="giving-chart" />
      <ul className="admin-report__legend">
        {series.map((each, index) => (
          <li
            key={each.name}
            style={{ ['--swatch' as string]: SERIES_COLOURS[index % SERIES_COLOURS.length] }}
          >
            {each.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

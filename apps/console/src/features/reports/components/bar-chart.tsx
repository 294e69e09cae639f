import { useId } from 'react';

export interface Bar {
  /** The bar's label under the axis (short: "12", "06-11"). */
  label: string;
  /** The full label the table fallback reads ("12:00", "2025-06-11"). */
  longLabel: string;
  value: number;
  valueText: string;
}

const HEIGHT = 160;
const LABEL_SPACE = 18;
const GAP = 2;
/** The widest bar, so a period of one or two days does not draw a wall. */
const MAX_BAR = 36;

/**
 * Bars as inline SVG, drawn for the eye only; screen readers read the same figures from a table (the
 * figure's caption names both). Labels are thinned when the bars are many, so they never overlap.
 */
export function BarChart({
  title,
  columns,
  bars,
}: {
  title: string;
  columns: [string, string];
  bars: Bar[];
}) {
  const id = useId();
  const width = Math.max(bars.length * 24, 240);
  const barWidth = width / Math.max(bars.length, 1);
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const labelEvery = Math.ceil(bars.length / 12);
  return (
    <figure className="nc-panel nc-report-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="nc-report-chart-title">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
        className="nc-report-svg"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} className="nc-report-axis" />
        {bars.map((bar, index) => {
          const height = (bar.value / max) * (HEIGHT - 8);
          const x = index * barWidth;
          const drawn = Math.max(Math.min(barWidth - 2 * GAP, MAX_BAR), 1);
          return (
            <g key={bar.longLabel}>
              <rect
                x={x + (barWidth - drawn) / 2}
                y={HEIGHT - height}
                width={drawn}
                height={height}
                className="nc-report-bar"
              >
                <title>{`${bar.longLabel}: ${bar.valueText}`}</title>
              </rect>
              {index % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={HEIGHT + 14} textAnchor="middle" className="nc-report-label">
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="nc-visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.longLabel}>
              <th scope="row">{bar.longLabel}</th>
              <td>{bar.valueText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

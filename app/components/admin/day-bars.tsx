/**
 * Bars per day on a small SVG of our own (a month of bars needs no chart library), oldest on the
 * left, for the overview's signups and the funnel's steps. Each day is a stack of parts with its
 * numbers as a tooltip; the screens give the same numbers in a table.
 */

/** "2 Mar": a Gulf day (an ISO date) as the charts name it. */
export const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-AE", { day: "numeric", month: "short", timeZone: "UTC" });

export type DayBar = {
  day: string;
  /** The tooltip: the day and its numbers. */
  title: string;
  /** Stacked from the bottom, in this order. */
  parts: { key: string; value: number; color: string }[];
};

const WIDTH = 600;
/** Room above the tallest bar, so the busiest day still reads as a bar against the top edge. */
const HEADROOM = 2;

export function DayBars({
  days,
  max,
  height,
  gap,
  className,
  label,
}: {
  days: DayBar[];
  /** The total a full bar stands for. */
  max: number;
  /** The drawing's height and the gap between bars, in its own units (it is 600 wide). */
  height: number;
  gap: number;
  className: string;
  /** What a screen reader hears for the whole chart. */
  label: string;
}) {
  const barWidth = (WIDTH - gap * (days.length - 1)) / days.length;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="none"
      className={className}
      role="img"
      aria-label={label}
    >
      {days.map((day, index) => {
        const x = index * (barWidth + gap);
        let y = height;
        return (
          <g key={day.day}>
            <title>{day.title}</title>
            {/* The whole column answers the pointer, so a short bar's tooltip is easy to reach. */}
            <rect x={x} y={0} width={barWidth} height={height} fill="transparent" />
            {day.parts.map((part) => {
              if (part.value <= 0) return null;
              const h = (part.value / max) * (height - HEADROOM);
              y -= h;
              return <rect key={part.key} x={x} y={y} width={barWidth} height={h} fill={part.color} />;
            })}
          </g>
        );
      })}
      <line x1="0" x2={WIDTH} y1={height} y2={height} stroke="#d3dae4" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

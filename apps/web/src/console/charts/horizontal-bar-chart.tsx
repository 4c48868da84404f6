import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import type { ChartRow } from "./chart-figure.tsx";
import styles from "./charts.module.css";

const ROW_HEIGHT = 30;
const MARGIN = { top: 8, right: 24, bottom: 28 };
/** About one 12 px character's width: the names' column is as wide as the longest name, at most 55 % of the chart. */
const CHARACTER_WIDTH = 7;

/** One bar per category (incident types, star ratings), named on the left: long names stay readable. */
export function HorizontalBarChart({ rows, width }: { rows: ChartRow[]; width: number }) {
  const longest = Math.max(...rows.map((r) => r.label.length));
  const left = Math.min(width * 0.55, Math.max(40, longest * CHARACTER_WIDTH + 16));
  const innerWidth = width - left - MARGIN.right;
  const innerHeight = Math.max(1, rows.length) * ROW_HEIGHT;
  const height = innerHeight + MARGIN.top + MARGIN.bottom;
  const y = scaleBand({ domain: rows.map((r) => r.label), range: [0, innerHeight], padding: 0.25 });
  const top = Math.max(1, ...rows.map((r) => r.value));
  const x = scaleLinear({ domain: [0, top], range: [0, innerWidth], nice: true });
  return (
    <svg width={width} height={height} role="presentation">
      <Group left={left} top={MARGIN.top}>
        {rows.map((r) => (
          <Bar
            key={r.label}
            className={styles.bar}
            x={0}
            y={y(r.label)}
            width={x(r.value)}
            height={y.bandwidth()}
            rx={2}
          />
        ))}
        <AxisLeft
          scale={y}
          tickFormat={(label) => label}
          tickLabelProps={() => ({ className: styles.tick, textAnchor: "end" as const, dx: -4, dy: "0.33em" })}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={Math.min(5, top)}
          tickFormat={(v) => String(v)}
          tickLabelProps={() => ({ className: styles.tick, textAnchor: "middle" as const })}
        />
      </Group>
    </svg>
  );
}

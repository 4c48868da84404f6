import { AxisBottom, AxisLeft, AxisRight } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, LinePath } from "@visx/shape";
import type { ChartRow } from "./chart-figure.tsx";
import styles from "./charts.module.css";

const MARGIN = { top: 12, right: 40, bottom: 30, left: 40 };

interface Props {
  rows: ChartRow[];
  width: number;
  height?: number;
  /** The line's scale runs from 0 to this (5 for stars); without it no line is drawn. */
  lineMax?: number;
}

const bottomTick = () => ({ className: styles.tick, textAnchor: "middle" as const });
const leftTick = () => ({ className: styles.tick, textAnchor: "end" as const, dx: -4, dy: "0.33em" });
const rightTick = () => ({ className: styles.tick, textAnchor: "start" as const, dx: 4, dy: "0.33em" });

/** Columns of a count per period (days, weeks), and optionally a line of a second figure on its own axis. */
/** Room one label under the columns needs ("30 нояб."), so a long period names every n-th column only. */
const LABEL_SPACE = 64;

export function ColumnChart({ rows, width, height = 220, lineMax }: Props) {
  const innerWidth = width - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: rows.map((r) => r.label), range: [0, innerWidth], padding: 0.25 });
  const top = Math.max(1, ...rows.map((r) => r.value));
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const lineY = scaleLinear({ domain: [0, lineMax ?? 1], range: [innerHeight, 0] });
  const centre = (label: string) => (x(label) ?? 0) + x.bandwidth() / 2;
  const withLine = rows.filter((r) => r.line != null);
  const labelEvery = Math.max(1, Math.ceil((rows.length * LABEL_SPACE) / innerWidth));

  return (
    <svg width={width} height={height} role="presentation">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {rows.map((r) => (
          <Bar
            key={r.label}
            className={styles.bar}
            x={x(r.label)}
            y={y(r.value)}
            width={x.bandwidth()}
            height={innerHeight - y(r.value)}
            rx={2}
          />
        ))}
        {lineMax !== undefined && withLine.length > 0 && (
          <>
            <LinePath
              className={styles.line}
              data={rows}
              // A week without answers has no average: the line breaks there rather than bridging it.
              defined={(r) => r.line != null}
              x={(r) => centre(r.label)}
              y={(r) => lineY(r.line ?? 0)}
            />
            {withLine.map((r) => (
              <circle key={r.label} className={styles.dot} cx={centre(r.label)} cy={lineY(r.line ?? 0)} r={3.5} />
            ))}
          </>
        )}
        <AxisLeft scale={y} numTicks={Math.min(5, top)} tickFormat={(v) => String(v)} tickLabelProps={leftTick} />
        {lineMax !== undefined && (
          <AxisRight left={innerWidth} scale={lineY} numTicks={lineMax} tickLabelProps={rightTick} />
        )}
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickFormat={(label) => label}
          tickValues={rows.filter((_, i) => i % labelEvery === 0).map((r) => r.label)}
          tickLabelProps={bottomTick}
        />
      </Group>
    </svg>
  );
}

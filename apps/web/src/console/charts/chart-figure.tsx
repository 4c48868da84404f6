import type { ReactNode } from "react";
import styles from "./charts.module.css";
import { useWidth } from "./use-width.ts";

export interface ChartRow {
  label: string;
  value: number;
  /** A second figure drawn as a line (e.g. the average rating), null where there is none. */
  line?: number | null;
}

interface Props {
  caption: string;
  /** Column headings of the table that screen readers get instead of the drawing. */
  columns: [label: string, value: string, line?: string];
  rows: ChartRow[];
  formatLine?: (value: number) => string;
  /** Draws the chart at the width the figure has. */
  children: (width: number) => ReactNode;
}

/**
 * A chart with its caption, the drawing hidden from screen readers and, in its place, the same figures as a
 * table they can read cell by cell.
 */
export function ChartFigure({ caption, columns, rows, formatLine = String, children }: Props) {
  const [labelHeading, valueHeading, lineHeading] = columns;
  const { ref, width } = useWidth<HTMLDivElement>();
  return (
    <figure className={styles.figure}>
      <figcaption>{caption}</figcaption>
      <div ref={ref} aria-hidden="true">
        {children(width)}
      </div>
      {/* Hidden by a wrapper: a table grows to its content whatever width it is given, and widened the page. */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
              {lineHeading && <th scope="col">{lineHeading}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
                {lineHeading && <td>{row.line == null ? "–" : formatLine(row.line)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {lineHeading && (
        <ul className={styles.legend} aria-hidden="true">
          <li>{valueHeading}</li>
          <li className={styles.lineKey}>{lineHeading}</li>
        </ul>
      )}
    </figure>
  );
}

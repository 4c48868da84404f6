import { useTranslation } from "react-i18next";
import { cellName, type Cell } from "@hitch/contract/claims/damage-area";
import styles from "./damage-grid.module.css";

interface DamageGridProps {
  imageUrl: string;
  rows: number;
  columns: number;
  selected: readonly Cell[];
  onToggle: (cell: Cell) => void;
  disabled?: boolean;
}

/**
 * The vehicle template with a rows x columns grid of toggle buttons over it. A selected cell is
 * #FA9704 at 50% opacity, so the vehicle drawing stays visible through it.
 */
export function DamageGrid({ imageUrl, rows, columns, selected, onToggle, disabled }: DamageGridProps) {
  const { t } = useTranslation("claims");
  const chosen = new Set(selected.map(cellName));
  const cells: Cell[] = [];
  for (let x = 0; x < rows; x++) for (let y = 0; y < columns; y++) cells.push({ x, y });
  return (
    <div className={styles.frame} data-testid="damage-grid">
      <img className={styles.image} src={imageUrl} alt={t("claims:damage.imageAlt")} draggable={false} />
      <div
        className={styles.grid}
        role="group"
        aria-label={t("claims:damage.gridLabel")}
        style={{ gridTemplateRows: `repeat(${rows}, 1fr)`, gridTemplateColumns: `repeat(${columns}, 1fr)` }}
      >
        {cells.map((cell) => {
          const on = chosen.has(cellName(cell));
          return (
            <button
              key={cellName(cell)}
              type="button"
              className={styles.cell}
              data-cell={cellName(cell)}
              aria-pressed={on}
              aria-label={t("claims:damage.cellLabel", { row: cell.x + 1, column: cell.y + 1 })}
              disabled={disabled}
              onClick={() => onToggle(cell)}
            />
          );
        })}
      </div>
    </div>
  );
}

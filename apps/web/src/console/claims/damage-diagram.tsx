import { useTranslation } from "react-i18next";
import { cellName, type Cell } from "@hitch/contract/claims/damage-area";
import type { DamageTemplate } from "@hitch/contract/claims/damage-area";
import own from "./claims.module.css";

/**
 * The damage diagram as the customer saw it: the same template drawing under the same rows x columns
 * grid, the chosen cells tinted. Read only; each cell says whether it was chosen to a screen reader.
 */
export function DamageDiagram({ template, chosen }: { template: DamageTemplate; chosen: readonly Cell[] }) {
  const { t } = useTranslation("console-claims");
  const marked = new Set(chosen.map(cellName));
  const cells: Cell[] = [];
  for (let x = 0; x < template.rows; x++) for (let y = 0; y < template.columns; y++) cells.push({ x, y });
  return (
    <figure className={own.diagram} data-testid="damage-diagram">
      <img src={template.imageUrl} alt={t("claim.diagramAlt", { count: marked.size })} />
      <ul
        className={own.diagramGrid}
        aria-hidden="true"
        style={{
          gridTemplateRows: `repeat(${template.rows}, 1fr)`,
          gridTemplateColumns: `repeat(${template.columns}, 1fr)`,
        }}
      >
        {cells.map((cell) => (
          <li key={cellName(cell)} className={own.cell} data-chosen={marked.has(cellName(cell))} />
        ))}
      </ul>
    </figure>
  );
}

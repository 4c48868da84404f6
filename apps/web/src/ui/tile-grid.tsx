import type { ReactNode } from "react";
import { Link } from "./routing.tsx";
import styles from "./tile-grid.module.css";

export interface Tile {
  id: string;
  label: string;
  icon?: ReactNode;
  /** In-app destination: the tile is a link. */
  to?: string;
  /** Action: the tile is a button. */
  onSelect?: () => void;
  selected?: boolean;
}

interface TileGridProps {
  tiles: Tile[];
  /** Disables every button tile, e.g. while a choice is being saved. */
  disabled?: boolean;
  /** One tile per row instead of two. */
  single?: boolean;
  /** Names the list for screen readers, usually the screen's question. */
  label?: string;
}

/** Large, thumb-sized choices in a two-column grid; each tile is a real link or button. */
export function TileGrid({ tiles, disabled, single, label }: TileGridProps) {
  return (
    <ul className={`${styles.grid} ${single ? styles.single : ""}`} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          {tile.to ? (
            <Link className={styles.tile} to={tile.to} data-tile={tile.id}>
              <TileContent tile={tile} />
            </Link>
          ) : (
            <button
              type="button"
              className={styles.tile}
              onClick={tile.onSelect}
              disabled={disabled}
              aria-pressed={tile.selected ?? undefined}
              data-tile={tile.id}
            >
              <TileContent tile={tile} />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TileContent({ tile }: { tile: Tile }) {
  return (
    <>
      {tile.icon && <span className={styles.icon}>{tile.icon}</span>}
      <span>{tile.label}</span>
    </>
  );
}

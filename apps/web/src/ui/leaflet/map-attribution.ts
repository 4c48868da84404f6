import type { TFunction } from "i18next";
import type { Control } from "leaflet";

const OPENSTREETMAP_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface AttributionTexts {
  /** Leaflet's own credit, before the tiles' one. */
  prefix: string;
  /** The tiles' credit; null when the map shows no tiles. */
  attribution: string | null;
}

/**
 * The map's credits in the page's language: the brand names stay, the words around them are translated. An
 * installation's own tile credit (VITE_MAP_ATTRIBUTION) is shown as it was configured.
 */
export function mapAttribution(t: TFunction, tiles: { shown: boolean; custom: string | null }): AttributionTexts {
  const title = t("common:ui.map.leafletTitle").replace(/"/g, "&quot;");
  const osm = t("common:ui.map.osmAttribution", {
    openStreetMap: OPENSTREETMAP_LINK,
    interpolation: { escapeValue: false },
  });
  return {
    prefix: `<a href="https://leafletjs.com" title="${title}">Leaflet</a>`,
    attribution: tiles.shown ? (tiles.custom ?? osm) : null,
  };
}

type AttributionControl = Pick<Control.Attribution, "setPrefix" | "addAttribution" | "removeAttribution">;

/** Puts the credits on the map's control; the returned function takes the tiles' credit off again. */
export function showAttribution(control: AttributionControl, texts: AttributionTexts): () => void {
  control.setPrefix(texts.prefix);
  if (texts.attribution) control.addAttribution(texts.attribution);
  return () => {
    if (texts.attribution) control.removeAttribution(texts.attribution);
  };
}

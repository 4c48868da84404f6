import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMap } from "./react-leaflet.ts";
import { mapAttribution, showAttribution } from "./map-attribution.ts";
import { tileSource, tilesOff } from "./tile-source.ts";

/** The map's credits in the current language, replaced when the language changes. Put inside a MapContainer. */
export function TranslatedAttribution() {
  const map = useMap();
  const { t } = useTranslation("common");
  const { prefix, attribution } = mapAttribution(t, { shown: !tilesOff, custom: tileSource.attribution });
  useEffect(() => {
    const control = map.attributionControl;
    if (!control) return;
    return showAttribution(control, { prefix, attribution });
  }, [map, prefix, attribution]);
  return null;
}

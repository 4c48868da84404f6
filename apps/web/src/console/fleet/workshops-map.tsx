import * as L from "leaflet";
import { useTranslation } from "react-i18next";
import "leaflet/dist/leaflet.css";
import type { ConsoleWorkshop } from "@hitch/contract/console/workshops";
import { MapContainer, Marker, TileLayer, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource } from "../../ui/leaflet/tile-source.ts";
import styles from "./fleet.module.css";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";
import { FitPoints } from "../shell/fit-points.tsx";

const TALLINN: [number, number] = [59.437, 24.7536];
const pin = L.divIcon({ className: styles.workshopPin, iconSize: [18, 18], iconAnchor: [9, 9] });

/** The listed workshops on the offline-capable map; a pin's title is the workshop's name. */
export default function WorkshopsMap({ workshops }: { workshops: ConsoleWorkshop[] }) {
  const { t } = useTranslation("console-fleet");
  const center: [number, number] = workshops[0] ? [workshops[0].latitude, workshops[0].longitude] : TALLINN;
  return (
    <section className={styles.mapFrame} aria-label={t("workshops.map")}>
      <MapContainer center={center} zoom={7} className={styles.map} zoomControl={false}>
        <ZoomControl position="topleft" zoomInTitle={t("map.zoomIn")} zoomOutTitle={t("map.zoomOut")} />
        <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />
        <TranslatedAttribution />
        <FitPoints points={workshops} maxZoom={12} />
        {workshops.map((w) => (
          <Marker key={w.id} position={[w.latitude, w.longitude]} icon={pin} title={w.name} alt={w.name} />
        ))}
      </MapContainer>
    </section>
  );
}

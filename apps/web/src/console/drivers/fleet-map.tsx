import * as L from "leaflet";
import { useTranslation } from "react-i18next";
import "leaflet/dist/leaflet.css";
import { DEFAULT_MAP_CENTER } from "@hitch/contract/common/map-center";
import type { FleetDriver } from "@hitch/contract/console/drivers";
import { MapContainer, Marker, TileLayer, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource } from "../../ui/leaflet/tile-source.ts";
import styles from "../console.module.css";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";
import { FitPoints, withPlace } from "../shell/fit-points.tsx";

const dot = (className: string) => L.divIcon({ className, iconSize: [18, 18], iconAnchor: [9, 9] });
const ICONS = { FREE: dot(styles.pinFree), BUSY: dot(styles.pinBusy), OFF_DUTY: dot(styles.pinOff) };

/** The drivers by state on the offline-capable tiles, as on the board; a legend says which colour is which. */
export default function FleetMap({ drivers }: { drivers: FleetDriver[] }) {
  const { t } = useTranslation("console-drivers");
  const located = withPlace(drivers);
  const first = located.find((d) => d.state !== "OFF_DUTY") ?? located[0];
  const center: [number, number] = first
    ? [first.latitude, first.longitude]
    : [DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude];
  return (
    <section className={styles.mapFrame} aria-label={t("map")}>
      <MapContainer center={center} zoom={10} className={styles.map} zoomControl={false}>
        <ZoomControl position="topleft" zoomInTitle={t("zoomIn")} zoomOutTitle={t("zoomOut")} />
        <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />
        <TranslatedAttribution />
        <FitPoints points={located} />
        {located.map((d) => (
          <Marker
            key={d.id}
            position={[d.latitude, d.longitude]}
            icon={ICONS[d.state]}
            title={`${d.fullName} (${t(`states.${d.state}`)})`}
            alt={d.fullName}
          />
        ))}
      </MapContainer>
      <ul className={styles.legend}>
        {(["FREE", "BUSY", "OFF_DUTY"] as const).map((state) => (
          <li key={state}>
            <span
              className={styles[state === "FREE" ? "pinFree" : state === "BUSY" ? "pinBusy" : "pinOff"]}
              aria-hidden="true"
            />{" "}
            {t(`states.${state}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

import * as L from "leaflet";
import { useTranslation } from "react-i18next";
import "leaflet/dist/leaflet.css";
import type { Board } from "@hitch/contract/console/board";
import { MapContainer, Marker, TileLayer, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource } from "../../ui/leaflet/tile-source.ts";
import styles from "../console.module.css";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";
import { FitPoints, withPlace } from "../shell/fit-points.tsx";

/** A round marker drawn in CSS: requests in the brand colour, drivers by state. */
const dot = (className: string) => L.divIcon({ className, iconSize: [18, 18], iconAnchor: [9, 9] });
const ICONS = {
  request: dot(styles.pinRequest),
  FREE: dot(styles.pinFree),
  BUSY: dot(styles.pinBusy),
  OFF_DUTY: dot(styles.pinOff),
};

/** Open requests and the drivers (free, busy, off duty) on one map; a legend says which is which. */
export default function BoardMap({ board }: { board: Board }) {
  const { t } = useTranslation("console");
  const located = withPlace(board.requests);
  const center: [number, number] = located[0]
    ? [located[0].latitude, located[0].longitude]
    : board.drivers[0]
      ? [board.drivers[0].latitude, board.drivers[0].longitude]
      : [59.437, 24.7536];
  return (
    <section className={styles.mapFrame} aria-label={t("board.map")}>
      <MapContainer center={center} zoom={10} className={styles.map} zoomControl={false}>
        <ZoomControl position="topleft" zoomInTitle={t("board.zoomIn")} zoomOutTitle={t("board.zoomOut")} />
        <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />
        <TranslatedAttribution />
        <FitPoints points={[...located, ...board.drivers]} />
        {located.map((r) => (
          <Marker
            key={`r${r.id}`}
            position={[r.latitude, r.longitude]}
            icon={ICONS.request}
            title={r.externalId}
            alt={r.externalId}
          />
        ))}
        {board.drivers.map((d) => (
          <Marker
            key={`d${d.id}`}
            position={[d.latitude, d.longitude]}
            icon={ICONS[d.state]}
            title={`${d.name} (${t(`driverStates.${d.state}`)})`}
            alt={d.name}
          />
        ))}
      </MapContainer>
      <ul className={styles.legend}>
        <li>
          <span className={styles.pinRequest} aria-hidden="true" /> {t("board.legendRequest")}
        </li>
        <li>
          <span className={styles.pinFree} aria-hidden="true" /> {t("driverStates.FREE")}
        </li>
        <li>
          <span className={styles.pinBusy} aria-hidden="true" /> {t("driverStates.BUSY")}
        </li>
        <li>
          <span className={styles.pinOff} aria-hidden="true" /> {t("driverStates.OFF_DUTY")}
        </li>
      </ul>
    </section>
  );
}

import * as L from "leaflet";
import { useTranslation } from "react-i18next";
import "leaflet/dist/leaflet.css";
import { MapContainer, Marker, TileLayer, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource } from "../../ui/leaflet/tile-source.ts";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";
import styles from "../console.module.css";
import own from "./request-page.module.css";

const pickupPin = L.divIcon({ className: styles.pinRequest, iconSize: [18, 18], iconAnchor: [9, 9] });

/** The request's pickup on a map, with its coordinates written below for the phone call. */
export default function RequestMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation(["console-requests", "console"]);
  const label = t("page.pickup");
  return (
    <section className={own.mapFrame} aria-label={t("page.map")}>
      <MapContainer center={[latitude, longitude]} zoom={13} className={own.map} zoomControl={false}>
        <ZoomControl
          position="topleft"
          zoomInTitle={t("console:board.zoomIn")}
          zoomOutTitle={t("console:board.zoomOut")}
        />
        <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />
        <TranslatedAttribution />
        <Marker position={[latitude, longitude]} icon={pickupPin} title={label} alt={label} />
      </MapContainer>
      <p className={styles.muted}>
        {label}: {latitude.toFixed(5)}, {longitude.toFixed(5)}
      </p>
    </section>
  );
}

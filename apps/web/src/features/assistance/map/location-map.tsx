import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from "../../../ui/leaflet/react-leaflet.ts";
import type { Marker as LeafletMarker } from "leaflet";
import { BLANK_TILE, pinIcon, tileSource, tilesOff } from "./leaflet-setup.ts";
import styles from "./map-page.module.css";
import { TranslatedAttribution } from "../../../ui/leaflet/translated-attribution.tsx";

export interface LatLng {
  latitude: number;
  longitude: number;
}

interface LocationMapProps {
  pin: LatLng;
  /** Bumped when the pin moved from outside the map (GPS, search): the map then follows it. */
  recenterKey: number;
  onPinMove: (pin: LatLng) => void;
}

/**
 * The map with a pin the user drags, or moves by tapping the map. Works without tiles too. `notices` (a GPS failure,
 * a pin to place first) lie over the map's top: above it they pushed the map below a small phone's fold, under the
 * Confirm bar, just when the customer had to place the pin by hand.
 */
export function LocationMap({ pin, recenterKey, onPinMove, notices }: LocationMapProps & { notices?: ReactNode }) {
  const { t } = useTranslation("assistance");
  const markerRef = useRef<LeafletMarker>(null);
  const handlers = useMemo(
    () => ({
      dragend() {
        const at = markerRef.current?.getLatLng();
        if (at) onPinMove({ latitude: at.lat, longitude: at.lng });
      },
    }),
    [onPinMove],
  );

  return (
    <div className={styles.mapFrame} role="region" aria-label={t("assistance:map.mapLabel")}>
      <MapContainer center={[pin.latitude, pin.longitude]} zoom={15} className={styles.map} zoomControl={false}>
        <ZoomControl
          position="topleft"
          zoomInTitle={t("assistance:map.zoomIn")}
          zoomOutTitle={t("assistance:map.zoomOut")}
        />
        {!tilesOff && <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />}
        <TranslatedAttribution />
        <Marker
          position={[pin.latitude, pin.longitude]}
          draggable
          autoPan
          icon={pinIcon}
          alt={t("assistance:map.pinLabel")}
          title={t("assistance:map.pinLabel")}
          eventHandlers={handlers}
          ref={markerRef}
        />
        <MapEvents pin={pin} recenterKey={recenterKey} onPinMove={onPinMove} />
      </MapContainer>
      {notices && <div className={styles.notices}>{notices}</div>}
    </div>
  );
}

function MapEvents({ pin, recenterKey, onPinMove }: LocationMapProps) {
  const map = useMap();
  useMapEvents({
    click(event) {
      onPinMove({ latitude: event.latlng.lat, longitude: event.latlng.lng });
    },
    // Keyboard users cannot drag: Enter puts the pin at the centre of the map they moved with the arrows.
    keydown(event) {
      if (event.originalEvent.key !== "Enter" || event.originalEvent.target !== map.getContainer()) return;
      const c = map.getCenter();
      onPinMove({ latitude: c.lat, longitude: c.lng });
    },
  });
  useEffect(() => {
    if (recenterKey > 0) map.setView([pin.latitude, pin.longitude], Math.max(map.getZoom(), 15));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow only an outside move (recenterKey), not the user dragging the pin
  }, [recenterKey]);
  return null;
}

import { useEffect, useRef, useState, type ReactNode } from "react";
import { MapContainer, Marker, TileLayer, useMap, ZoomControl } from "../../ui/leaflet/react-leaflet.ts";
import { BLANK_TILE, tileSource, tilesOff } from "../../ui/leaflet/tile-source.ts";
import * as L from "leaflet";
import { latLngBounds } from "leaflet";
import "leaflet/dist/leaflet.css";
// Bundled with the app (Vite copies them into dist/assets): the map needs nothing from a CDN.
import markerIcon from "leaflet/dist/images/marker-icon.png?no-inline";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png?no-inline";
import type { Workshop } from "@hitch/contract/workshops/workshop";
import { workshopsToFrame } from "./workshop-framing.ts";
import styles from "./workshop-list.module.css";
import { TranslatedAttribution } from "../../ui/leaflet/translated-attribution.tsx";

// No shadow: Leaflet's shadow image exists at one resolution only, blurred on every phone screen (which Lighthouse
// reports as an image of too low a resolution); the pin reads as well without it.
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
});

export interface WorkshopMapLabels {
  /** The map region's accessible name, e.g. 'Workshops on the map'. */
  region: string;
  zoomIn: string;
  zoomOut: string;
}

interface WorkshopMapProps {
  workshops: Workshop[];
  labels: WorkshopMapLabels;
  /** A marker was tapped: e.g. scroll its card into view. */
  onMarker?: (workshop: Workshop) => void;
}

/**
 * Workshops as markers on a Leaflet map. Import it lazily (`lazy(() => import("widgets/workshops/workshop-map.tsx"))`):
 * Leaflet is the heaviest part of any screen that shows it. Texts come in as props, so any
 * flow can use it with its own translations.
 */
export default function WorkshopMap({ workshops, labels, onMarker }: WorkshopMapProps) {
  return (
    <div className={styles.mapFrame} role="region" aria-label={labels.region}>
      <MapContainer {...framedView(workshops)} className={styles.map} zoomControl={false}>
        <InTaskAfterMap>
          <ZoomControl position="topleft" zoomInTitle={labels.zoomIn} zoomOutTitle={labels.zoomOut} />
          {!tilesOff && <TileLayer url={tileSource.url} errorTileUrl={BLANK_TILE} />}
          <TranslatedAttribution />
          {workshops.map((w) => (
            <Marker
              key={w.id}
              position={[w.latitude, w.longitude]}
              icon={pinIcon}
              alt={w.name}
              title={w.name}
              eventHandlers={{ click: () => onMarker?.(w) }}
            />
          ))}
          <FitNearest workshops={workshops} />
        </InTaskAfterMap>
      </MapContainer>
    </div>
  );
}

/**
 * Renders the map's layers and controls in a task after the one that made the map. react-leaflet adds a map's
 * children in the same task as the map itself (its context is set while React commits the container), and on the
 * picker, whose first screen is this map and its list, that made one task of the map's set-up (a forced layout for
 * its size), its markers, tiles and controls: 15-22 ms on a fast machine, well over a hundred at a weak phone's speed.
 * Split, each part stays short; the pins come a task later.
 */
function InTaskAfterMap({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}

const FIT_OPTIONS = {
  paddingTopLeft: [36, 56],
  paddingBottomRight: [36, 40],
  maxZoom: 14,
} satisfies L.FitBoundsOptions;
const SINGLE_ZOOM = 14;
const TALLINN = { latitude: 59.424065, longitude: 24.791512 };

/**
 * The view frames the nearest few near each other (workshopsToFrame), so a far-away workshop does not shrink the
 * local ones to a dot; more room at the top because a pin stands 41 px above its point. The map opens on that view
 * directly: opening elsewhere and then fitting cost a second view reset and a zoom animation on a weak phone.
 */
type MapView =
  { bounds: L.LatLngBounds; boundsOptions: L.FitBoundsOptions } | { center: [number, number]; zoom: number };

function framedView(workshops: Workshop[]): MapView {
  const near = workshopsToFrame(workshops);
  if (near.length >= 2) return { bounds: boundsOf(near), boundsOptions: FIT_OPTIONS };
  const only = near[0] ?? workshops[0] ?? TALLINN;
  return { center: [only.latitude, only.longitude] as [number, number], zoom: near.length === 1 ? SINGLE_ZOOM : 12 };
}

const boundsOf = (near: Workshop[]) => latLngBounds(near.map((w) => [w.latitude, w.longitude] as [number, number]));

/** Frames the list again when it changes under an open map (new filters); the first list is the map's first view. */
function FitNearest({ workshops }: { workshops: Workshop[] }) {
  const map = useMap();
  const framed = useRef(workshops);
  useEffect(() => {
    if (framed.current === workshops || workshops.length === 0) return;
    framed.current = workshops;
    const view = framedView(workshops);
    if ("bounds" in view) map.fitBounds(view.bounds, view.boundsOptions);
    else map.setView(view.center, view.zoom);
  }, [workshops, map]);
  return null;
}

import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
// Bundled with the app (Vite copies them into dist/assets): the map needs nothing from a CDN.
// `?no-inline`: real image files, not base64 inside the JavaScript the map step downloads.
import markerIcon from "leaflet/dist/images/marker-icon.png?no-inline";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png?no-inline";
import markerShadow from "leaflet/dist/images/marker-shadow.png?no-inline";

export const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export { BLANK_TILE, tileSource, tilesOff } from "../../../ui/leaflet/tile-source.ts";

// The parts of Leaflet 1.9 the app's maps use, taken from its ES module sources so the bundler can
// leave out what no map here draws: vector layers and their SVG/canvas renderers, GeoJSON, popups,
// tooltips, image/video overlays, box zoom and the layers and scale controls. Vite aliases the
// bare "leaflet" import to this file (vite.config.ts), so react-leaflet and our code share it; types
// still come from @types/leaflet. A missing export fails the build, never a map at run time.
// See docs/decisions/0005-entry-bundle-budget-and-the-router.md.

// Map handlers register themselves on Map when imported (Map.addInitHook).
import "leaflet/src/map/handler/Map.DoubleClickZoom.js";
import "leaflet/src/map/handler/Map.Drag.js";
import "leaflet/src/map/handler/Map.Keyboard.js";
import "leaflet/src/map/handler/Map.ScrollWheelZoom.js";
import "leaflet/src/map/handler/Map.TapHold.js";
import "leaflet/src/map/handler/Map.TouchZoom.js";
import { Control, control } from "leaflet/src/control/Control.js";
import { Zoom, zoom } from "leaflet/src/control/Control.Zoom.js";
import { Attribution, attribution } from "leaflet/src/control/Control.Attribution.js";

Control.Zoom = Zoom;
Control.Attribution = Attribution;
control.zoom = zoom;
control.attribution = attribution;

export { Control, control };
export { Map, createMap as map } from "leaflet/src/map/Map.js";
export * as DomUtil from "leaflet/src/dom/DomUtil.js";
export * as DomEvent from "leaflet/src/dom/DomEvent.js";
export { LatLng, toLatLng as latLng } from "leaflet/src/geo/LatLng.js";
export { LatLngBounds, toLatLngBounds as latLngBounds } from "leaflet/src/geo/LatLngBounds.js";
export { Point, toPoint as point } from "leaflet/src/geometry/Point.js";
export { Layer } from "leaflet/src/layer/Layer.js";
export { TileLayer, tileLayer } from "leaflet/src/layer/tile/TileLayer.js";
export { GridLayer, gridLayer } from "leaflet/src/layer/tile/GridLayer.js";
export { Marker, marker } from "leaflet/src/layer/marker/Marker.js";
export { Icon, icon } from "leaflet/src/layer/marker/Icon.js";
export { DivIcon, divIcon } from "leaflet/src/layer/marker/DivIcon.js";

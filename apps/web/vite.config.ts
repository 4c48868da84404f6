import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { fileURLToPath } from "node:url";

const apiTarget = process.env.HITCH_API_URL ?? "http://localhost:3000";
const proxy = { "/api": { target: apiTarget, changeOrigin: false } };

// Only packages the entry uses whole get their own long-lived chunks. A group captures every
// module of its packages, even ones only a lazy flow uses (e.g. react-i18next's <Trans>), so
// packages used partly by the entry are left to the default splitting instead.
const entryVendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam)[\\/]/, priority: 2 },
  { name: "i18n", test: /node_modules[\\/]i18next[\\/]/, priority: 1 },
];

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "apple-touch-icon.png"],
      manifest: {
        name: "Hitch — roadside assistance and claims",
        short_name: "Hitch",
        description: "Order roadside assistance or file a vehicle damage claim.",
        theme_color: "#d32f2f",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
        // The operator console (built after this app, vite.console.config.ts) and the driver app (driver.html, its
        // own entry) are never cached on customers' phones, nor do their pages come from this worker.
        globIgnores: [
          "console.html",
          "assets/console-*",
          "driver.html",
          "driver.webmanifest",
          "driver-sw.js",
          "driver-push-sw.js",
          "assets/driver-*",
        ],
        // Pages come from the server, which brands them and draws the first screen (apps/server/src/http/first-paint);
        // the precached index.html stands in only when the network fails, so the app still opens offline.
        // API answers and uploaded files must always come from the server.
        // The built-in damage assessment page (/assessment/{token}) is the server's, not the app's.
        // The picker must come from the server, whose answer keeps the provider's popup opener.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" &&
              !/^\/(api|assessment|select-workshop-external|console|driver|driver-link)(\/|$)/.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
        ],
      },
    }),
  ],
  resolve: {
    // Only the parts of Leaflet the maps use (see the file): the map step's budget has no room for all of it.
    alias: [
      { find: /^leaflet$/, replacement: fileURLToPath(new URL("./src/ui/leaflet/leaflet-lite.js", import.meta.url)) },
    ],
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Read by scripts/write-first-paint.mjs: which files each entry's first screen needs, for preloading.
    manifest: true,
    rolldownOptions: {
      // The customer's app and the driver app: two pages, two bundles.
      input: {
        index: fileURLToPath(new URL("./index.html", import.meta.url)),
        driver: fileURLToPath(new URL("./driver.html", import.meta.url)),
      },
      output: { codeSplitting: { groups: entryVendorGroups } },
    },
  },
  server: { proxy },
  preview: { proxy },
});

import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const apiTarget = process.env.HITCH_API_URL ?? "http://localhost:3000";
const proxy = { "/api": { target: apiTarget, changeOrigin: false } };

/**
 * The operator console: a build of its own (console.html, src/console/) into the same dist after the
 * customer's app, so the customer's chunks are exactly what they would be without it. Its files are
 * named assets/console-*: the customer's service worker skips them, and the bundle bench checks that
 * no customer page loads one. See docs/decisions/0012-console-libraries-and-operator-accounts.md.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^leaflet$/, replacement: fileURLToPath(new URL("./src/ui/leaflet/leaflet-lite.js", import.meta.url)) },
    ],
  },
  build: {
    outDir: "dist",
    // The customer's build ran first into the same directory.
    emptyOutDir: false,
    target: "es2022",
    rolldownOptions: {
      input: { console: fileURLToPath(new URL("./console.html", import.meta.url)) },
      output: {
        entryFileNames: "assets/console-[hash].js",
        chunkFileNames: "assets/console-[name]-[hash].js",
        assetFileNames: "assets/console-[name]-[hash][extname]",
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});

/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** "console" turns on console analytics in production builds; anything else means no analytics. */
  readonly VITE_ANALYTICS?: string;
}

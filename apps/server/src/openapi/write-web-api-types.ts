import { writeFileSync } from "node:fs";
import { WEB_API_TYPES_FILE, webApiTypes } from "./web-api-types.ts";

// npm run api:types: regenerates the web app's API types after a route or contract schema changed.
writeFileSync(WEB_API_TYPES_FILE, await webApiTypes());
console.log(`wrote ${WEB_API_TYPES_FILE}`);

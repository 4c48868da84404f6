import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { PUBLIC_PREFIX } from "../app-context.ts";
import { openApiDocument } from "./document.ts";

/** The web app's generated API types; committed, and kept fresh by web-api-types.test.ts. */
export const WEB_API_TYPES_FILE = fileURLToPath(new URL("../../../web/src/api/schema.d.ts", import.meta.url));

const HEADER = `// Generated from the server's OpenAPI document by \`npm run api:types\`; do not edit.
// The public API's paths, relative to ${PUBLIC_PREFIX} (the web client's base path).

`;

/**
 * TypeScript types of the public API for openapi-fetch. Only paths under the public prefix: the
 * web app calls nothing else, and without the prefix its calls read like the server's routes.
 */
export async function webApiTypes(): Promise<string> {
  const document = await openApiDocument();
  const paths = Object.fromEntries(
    Object.entries(document.paths as Record<string, unknown>)
      .filter(([path]) => path.startsWith(`${PUBLIC_PREFIX}/`))
      .map(([path, item]) => [path.slice(PUBLIC_PREFIX.length), item]),
  );
  const ast = await openapiTS({ ...document, paths } as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}

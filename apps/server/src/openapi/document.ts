import { buildApp } from "../app.ts";
import { testConfig } from "../testing/test-config.ts";
import type { Db } from "../db/connect.ts";

/**
 * The server's OpenAPI document (what /api/docs/json serves), built without a database or a
 * listening socket: registering the routes is all the document needs, and no request is served.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await buildApp(testConfig(), { db: {} as Db });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEB_API_TYPES_FILE, webApiTypes } from "./web-api-types.ts";

describe("the web app's generated API types", () => {
  it("match the server's routes and contract schemas (run `npm run api:types` after changing either)", async () => {
    const committed = readFileSync(WEB_API_TYPES_FILE, "utf8");
    // toBe would print two 6,000-line strings; a stale file is one fact, with the command to fix it.
    expect(committed === (await webApiTypes()), "apps/web/src/api/schema.d.ts is stale: run npm run api:types").toBe(
      true,
    );
  }, 180_000);
});

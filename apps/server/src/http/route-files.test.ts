import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import pino from "pino";
import { createAppContext } from "../create-app-context.ts";
import { testConfig } from "../testing/test-config.ts";
import type { Db } from "../db/connect.ts";
import type { MessageOutbox } from "../providers/sms/sms-provider.ts";
import { loadRouteFile, registerRouteModule, routeFiles } from "./route-files.ts";

/**
 * Where routes/README.md says a URL's routes live: /api/v1/<area>/<resource>[/:id]/<sub-resource>/...
 * in <area>/<resource>/<sub-resource>.ts, the resource's own routes in <area>/<resource>/index.ts,
 * and a page outside the API the same way under pages/.
 */
function fileOf(url: string): string {
  const api = url.startsWith("/api/v1/");
  const [area, resource, ...rest] = api
    ? url.slice("/api/v1/".length).split("/")
    : ["pages", ...url.slice(1).split("/")];
  // A wildcard (a library mounted whole under a prefix) is a parameter too.
  const sub = rest.find((segment) => !segment.startsWith(":") && segment !== "*");
  return `${area}/${resource}/${sub ?? "index"}.ts`;
}

/** The URLs a route file registers, registered alone (nothing is served: the database is never reached). */
async function urlsOf(file: string): Promise<string[]> {
  const core = { config: testConfig(), db: {} as Db, outbox: {} as MessageOutbox, now: () => new Date() };
  const ctx = createAppContext(core, pino({ level: "silent" }));
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const urls = new Set<string>();
  app.addHook("onRoute", (route) => void urls.add(route.url));
  await registerRouteModule(app, await loadRouteFile(file), ctx);
  await app.ready();
  await app.close();
  return [...urls];
}

describe("routes/", () => {
  it("holds each URL's routes in the file the URL names", async () => {
    const misplaced: string[] = [];
    for (const file of routeFiles()) {
      const urls = await urlsOf(file);
      if (urls.length === 0) misplaced.push(`${file}: registers no route`);
      for (const url of urls) if (fileOf(url) !== file) misplaced.push(`${url} is in ${file}, not ${fileOf(url)}`);
    }
    expect(misplaced).toEqual([]);
  });

  it("reads the URL rule as the README's examples do", () => {
    expect(fileOf("/api/v1/public/claims/:id/other-parties-details")).toBe("public/claims/other-parties-details.ts");
    expect(fileOf("/api/v1/public/assistance-request/:id/status/stream")).toBe("public/assistance-request/status.ts");
    expect(fileOf("/api/v1/public/claims/:id")).toBe("public/claims/index.ts");
    expect(fileOf("/api/v1/admin/services/:name/vehicles/import")).toBe("admin/services/vehicles.ts");
    expect(fileOf("/assessment/:token")).toBe("pages/assessment/index.ts");
  });
});

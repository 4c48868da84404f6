import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppContext, RouteModule } from "../app-context.ts";

export const ROUTES_DIR = fileURLToPath(new URL("../routes/", import.meta.url));

/** The route files under routes/ (tests excepted), as paths relative to it with `/`, in a stable order. */
export function routeFiles(): string[] {
  return readdirSync(ROUTES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => file.split("\\").join("/"))
    .sort();
}

/** A route file's RouteModule: its `routes` export. A file without one stops the start. */
export async function loadRouteFile(file: string): Promise<RouteModule> {
  // A path relative to this module, its variable part a file name without its extension: what esbuild can follow
  // when it bundles the server for tests (testing/server-bundle.ts), importing every route file it matches.
  const name = file.slice(0, -".ts".length);
  const module = (await import(/* @vite-ignore */ `../routes/${name}.ts`)) as { routes?: unknown };
  if (typeof module.routes !== "function") throw new Error(`routes/${file} exports no \`routes\` (a RouteModule)`);
  return module.routes as RouteModule;
}

/** Registers one route file's routes in an encapsulated scope of their own. */
export async function registerRouteModule(app: FastifyInstance, routes: RouteModule, ctx: AppContext) {
  await app.register(async (scope) => routes(scope.withTypeProvider<ZodTypeProvider>(), ctx));
}

/**
 * Mounts every file of routes/, where a route's file follows from its URL (routes/README.md). Each
 * file gets its own scope, so a hook or plugin it adds (an API-key guard, multipart) stays its own.
 */
export async function registerRouteFiles(app: FastifyInstance, ctx: AppContext) {
  const modules = await Promise.all(routeFiles().map(loadRouteFile));
  for (const routes of modules) await registerRouteModule(app, routes, ctx);
}

import fastifyMultipart from "@fastify/multipart";
import type { App } from "../app-context.ts";
import type { Config } from "../config.ts";

/**
 * Lets the calling route file's scope parse multipart bodies, within the upload limits. Only the files
 * that take uploads call it: the plugin also adds an onResponse hook (cleaning up saved files) that
 * every other route would run for nothing. Anywhere else a multipart body is a 415.
 */
export async function acceptMultipart(scope: App, config: Config) {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 10, fields: 20, parts: 30, fieldSize: 64 * 1024 },
  });
}

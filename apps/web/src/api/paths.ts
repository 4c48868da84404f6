import type { paths } from "./schema.d.ts";

/** The public API's paths that take a POST. */
type PostPath = {
  [P in keyof paths]: paths[P]["post"] extends { parameters: { path: object } } ? P : never;
}[keyof paths];
type PostPathParams<P extends PostPath> = paths[P]["post"] extends { parameters: { path: infer Params } }
  ? Params
  : never;

/**
 * A POST path of the generated API with its parameters filled in (encoded), relative to API_BASE:
 * for the photo uploads, which go through XMLHttpRequest (fetch, so openapi-fetch, cannot report
 * upload progress) but still name a path the server has.
 */
export function apiPostPath<P extends PostPath>(path: P, params: PostPathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The JSON body the generated document gives an operation. Needed where a contract type is looser
 * than the document: the contract types phone prefixes as string (its enum is built from a list),
 * the document lists them.
 */
export type JsonBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { "application/json": infer Body } };
}
  ? Body
  : never;

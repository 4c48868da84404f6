import type { FastifySerializerCompiler } from "fastify";
import {
  ResponseSerializationError,
  serializerCompiler as encodingSerializerCompiler,
} from "fastify-type-provider-zod";
import { $ZodType, safeParse } from "zod/v4/core";

/**
 * Schema kinds whose result depends on the direction (a transform or codec, a default filled in on
 * parse only, a fallback) or that hide what they contain until run (lazy).
 */
const DIRECTIONAL = new Set(["transform", "pipe", "default", "prefault", "catch", "success", "lazy", "promise"]);

function childSchemas(value: unknown): $ZodType[] {
  if (value instanceof $ZodType) return [value];
  if (Array.isArray(value)) return value.filter((item) => item instanceof $ZodType);
  // An object's shape: a plain record of schemas.
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).filter((item) => item instanceof $ZodType);
  }
  return [];
}

/** True when encoding and parsing this schema give the same answer for every value. */
export function sameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (DIRECTIONAL.has(def.type)) return false;
  // A check (length, regex, refine) runs the same both ways and holds no schema of ours.
  return Object.entries(def).every(
    ([key, value]) => key === "checks" || childSchemas(value).every((child) => sameBothWays(child, seen)),
  );
}

/**
 * Responses are checked against their zod schema and stripped of unknown fields before they go out,
 * as fastify-type-provider-zod does. It encodes (zod's backward direction), which cannot use zod's
 * compiled object parser and runs every check twice, an order of magnitude slower than a parse.
 * For a schema with nothing directional in it the two are the same, so those are parsed; the
 * rest keep the library's encoding serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof $ZodType) || !sameBothWays(schema)) return encodingSerializerCompiler(route as never);
  return (data) => {
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};

import {
  isResponseSerializationError,
  serializerCompiler as encodingSerializerCompiler,
} from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { linkValidationResponseSchema } from "@hitch/contract/links/validate-link";
import { responseSerializerCompiler, sameBothWays } from "./response-serializer.ts";

const serializerFor = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" });
const encodingSerializerFor = (schema: z.ZodType) =>
  encodingSerializerCompiler({ schema, method: "GET", url: "/x", httpStatus: "200" });

describe("response serializer", () => {
  it("writes what the library's encoding serializer writes, unknown fields stripped", () => {
    const answers = [
      { isValid: true, id: 7, externalId: "AR-7", language: "et", msg: null, secret: "internal" },
      { isValid: false, id: null, externalId: null, language: null, msg: "LINK_EXPIRED" },
    ];
    for (const answer of answers) {
      const written = serializerFor(linkValidationResponseSchema)(answer);
      expect(written).toBe(encodingSerializerFor(linkValidationResponseSchema)(answer));
      expect(written).not.toContain("secret");
    }
  });

  it("refuses an answer that does not match its schema", () => {
    const write = serializerFor(linkValidationResponseSchema);
    expect.assertions(2);
    try {
      write({ isValid: "yes", id: 7, externalId: "AR-7", language: "et", msg: null });
    } catch (error) {
      expect(isResponseSerializationError(error as never)).toBe(true);
      expect((error as { statusCode: number }).statusCode).toBe(500);
    }
  });

  it("encodes a schema with a default as the library does: an answer missing that field is refused, not filled in", () => {
    const schema = z.object({ name: z.string(), nickname: z.string().default("none") });
    expect(sameBothWays(schema)).toBe(false);
    expect(() => serializerFor(schema)({ name: "Mari" })).toThrow();
    expect(serializerFor(schema)({ name: "Mari", nickname: "M" })).toBe('{"name":"Mari","nickname":"M"}');
  });

  it("finds what is directional however deep it sits", () => {
    const upperCase = z.string().transform((value) => value.toUpperCase());
    expect(sameBothWays(z.object({ rows: z.array(z.object({ plate: upperCase })) }))).toBe(false);
    expect(sameBothWays(z.union([z.null(), z.object({ when: z.iso.date().pipe(z.coerce.date()) })]))).toBe(false);
    expect(
      sameBothWays(
        z.record(
          z.string(),
          z.lazy(() => z.string()),
        ),
      ),
    ).toBe(false);
    expect(
      sameBothWays(
        z.object({
          items: z.array(z.object({ id: z.number().int().min(1) })).max(3),
          note: z.string().nullable().optional(),
        }),
      ),
    ).toBe(true);
  });
});

import fc from "fast-check";

// Test support: the app's OpenAPI document as fast-check generators, for the no-server-errors property.

/** The parts of an OpenAPI 3 schema object the generators read. */
export type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
};

export type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
};
export type Operation = { method: string; path: string; parameters: Parameter[]; body?: JsonSchema };

type Document = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};

const HTTP_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document, with its parameters and its JSON body's schema. */
export function documentedOperations(document: unknown): Operation[] {
  const { paths } = document as Document;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema,
      })),
  );
}

function stringFrom(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "date-time") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === "date") return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === "email") return fc.emailAddress();
  if (schema.format === "uuid") return fc.uuid();
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return schema.maxLength === undefined ? matching : matching.filter((s) => s.length <= schema.maxLength!);
    } catch {
      // A pattern fast-check cannot generate from: any string, which the route will mostly refuse.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
}

function numberBounds(schema: JsonSchema) {
  const min = typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum : schema.minimum;
  const max = typeof schema.exclusiveMaximum === "number" ? schema.exclusiveMaximum : schema.maximum;
  return { min, max };
}

/** Values that mostly satisfy the schema (the point is to reach the handler), typed as the schema says. */
export function arbitraryFromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  const value = valueFrom(schema, depth);
  return schema.nullable
    ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : value;
}

function valueFrom(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => arbitraryFromSchema(choice, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0)
    return arbitraryFromSchema(Object.assign({}, ...schema.allOf), depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFromSchema({ ...schema, type }, depth + 1)));
  switch (types[0]) {
    case "string":
      return stringFrom(schema);
    case "integer": {
      const { min, max } = numberBounds(schema);
      const low = Math.ceil(min ?? -10);
      return fc.integer({
        min: low,
        max: Math.max(low, Math.floor(Math.min(max ?? 100_000, Number.MAX_SAFE_INTEGER))),
      });
    }
    case "number": {
      const { min, max } = numberBounds(schema);
      return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case "object": {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          arbitraryFromSchema(property, depth + 1),
        ]),
      );
      return fc.record(properties, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

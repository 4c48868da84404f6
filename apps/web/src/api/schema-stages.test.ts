import { describe, expect, it } from "vitest";
import { schemaFoundation } from "./schema-stages.ts";

describe("schemaFoundation", () => {
  it("leaves zod and the contract's enumerations evaluated, once for every caller", async () => {
    const first = schemaFoundation();
    expect(schemaFoundation()).toBe(first);
    await first;
    const { languageSchema } = await import("@hitch/contract/common/enums");
    expect(languageSchema.parse("et")).toBe("et");
  });
});

import { describe, expect, it } from "vitest";
import { createServiceRequestSchema } from "../admin/services.ts";
import { newServiceFormSchema, newServiceRequest } from "./services.ts";

const form = { name: "abc-kindlustus", countryCode: "EE", defaultLanguage: "et", themeColor: "#0a7d3b" };

describe("the console's New service form", () => {
  it("makes a request the creation route accepts, an empty phone line meaning none", () => {
    const parsed = newServiceFormSchema.parse({ ...form, directContact: " " });
    const request = newServiceRequest(parsed);
    expect(request.directContact).toBeNull();
    expect(createServiceRequestSchema.safeParse(request).success).toBe(true);
  });

  it("names the rule a bad name or phone breaks with the console's message keys", () => {
    const result = newServiceFormSchema.safeParse({ ...form, name: "ABC Kindlustus", directContact: "call us" });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["name", "validation.serviceName"],
      ["directContact", "validation.phoneDigits"],
    ]);
  });
});

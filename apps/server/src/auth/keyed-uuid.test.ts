import { feedbackUuidParamsSchema } from "@hitch/contract/feedback/feedback";
import { describe, expect, it } from "vitest";
import { hashUuid, keyedUuid } from "./keyed-uuid.ts";

const SECRET = "a-session-secret-of-at-least-32-characters";

describe("keyed uuids", () => {
  it("are version 4 uuids the contract accepts, the same every time for one name", () => {
    const uuid = keyedUuid(SECRET, "claim", "42");
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(feedbackUuidParamsSchema.safeParse({ uuid }).success).toBe(true);
    expect(keyedUuid(SECRET, "claim", "42")).toBe(uuid);
  });

  it("differ for another name, another purpose and another secret", () => {
    const uuid = keyedUuid(SECRET, "claim", "42");
    expect(keyedUuid(SECRET, "claim", "43")).not.toBe(uuid);
    expect(keyedUuid(SECRET, "feedback-invitation", "42")).not.toBe(uuid);
    expect(keyedUuid(`${SECRET}!`, "claim", "42")).not.toBe(uuid);
  });

  it("are stored as the SHA-256 of their lowercase text, whatever case the link was typed in", () => {
    const uuid = "6f0c2a52-8d4e-4b7a-9c1d-0de00ca5e001";
    expect(hashUuid(uuid)).toBe("af45fb39969f1237af77ac8264308d8dd1a454a439534068ca7b335cf9cfbe67");
    expect(hashUuid(uuid.toUpperCase())).toBe(hashUuid(uuid));
  });
});

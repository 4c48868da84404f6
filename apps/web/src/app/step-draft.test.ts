import { beforeEach, describe, expect, it, vi } from "vitest";

const items = new Map<string, string>();
const storage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};
vi.stubGlobal("window", { localStorage: storage });

const { dropDraft, draftKey, keepDraft, withDraft } = await import("./step-draft.ts");

const details = { scope: "assistance", step: "additional-details" } as const;

describe("a step's draft", () => {
  beforeEach(() => items.clear());

  it("lives under the flow's prefix, so opening another link forgets it", () => {
    expect(draftKey(details)).toBe("hitch.assistance.draft.additional-details");
  });

  it("puts what was typed over the saved record until the step is saved", () => {
    const saved = { description: "", email: "mari@example.ee", agreement: false };
    expect(withDraft(details, saved)).toEqual(saved);
    keepDraft(details, { ...saved, description: "Flat tyre, front left" });
    expect(withDraft(details, saved)).toEqual({ ...saved, description: "Flat tyre, front left" });
    dropDraft(details);
    expect(withDraft(details, saved)).toEqual(saved);
  });

  it("ignores a draft it cannot read, and a form without one", () => {
    items.set(draftKey(details), "{not json");
    expect(withDraft(details, { description: "saved" })).toEqual({ description: "saved" });
    keepDraft(details, { description: "typed" });
    expect(withDraft(undefined, { description: "saved" })).toEqual({ description: "saved" });
  });
});

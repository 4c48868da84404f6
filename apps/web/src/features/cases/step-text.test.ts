import { describe, expect, it } from "vitest";
import { caseSource } from "./case-target.ts";
import { directionsUrl } from "./directions.ts";
import { formatStepTime } from "./step-text.ts";

describe("step times", () => {
  const noonUtc = Date.UTC(2026, 11, 24, 12, 30);
  it("shows nothing for NONE, a day for DATE and a date with a time for TIMESTAMP", () => {
    expect(formatStepTime(noonUtc, "NONE", "en")).toBeNull();
    expect(formatStepTime(null, "TIMESTAMP", "en")).toBeNull();
    expect(formatStepTime(Date.UTC(2026, 11, 24), "DATE", "en")).toBe("December 24, 2026");
    expect(formatStepTime(Date.UTC(2026, 11, 24), "DATE", "et")).toBe("24. detsember 2026");
    // In "Izpildīts {{time}}" the Latvian date reads "on 24 December": the month in the locative.
    expect(formatStepTime(Date.UTC(2026, 11, 24), "DATE", "lv")).toBe("2026. gada 24. decembrī");
    const stamp = formatStepTime(noonUtc, "TIMESTAMP", "en")!;
    expect(stamp).toContain("2026");
    expect(stamp).toMatch(/\d{1,2}:30/);
  });
});

describe("which case the status page shows", () => {
  const none = { claimId: null, requestId: null };
  it("prefers a notification's code, then an id in the address, then this browser's claim or request", () => {
    expect(caseSource(new URLSearchParams("code=abc&claimId=3"), { claimId: 5, requestId: null })).toEqual({
      kind: "code",
      code: "abc",
    });
    expect(caseSource(new URLSearchParams("claimId=3"), { claimId: 5, requestId: null })).toEqual({
      kind: "target",
      target: { claimId: 3 },
    });
    expect(caseSource(new URLSearchParams("assistanceId=8"), none)).toEqual({
      kind: "target",
      target: { assistanceId: 8 },
    });
    expect(caseSource(new URLSearchParams(""), { claimId: 5, requestId: 7 })).toEqual({
      kind: "target",
      target: { claimId: 5 },
    });
    expect(caseSource(new URLSearchParams(""), { claimId: null, requestId: 7 })).toEqual({
      kind: "target",
      target: { assistanceId: 7 },
    });
  });

  it("treats an empty code, a bad id, both ids or nothing at all as an invalid link", () => {
    for (const query of ["code=", "claimId=abc", "claimId=0", "claimId=1&assistanceId=2", "assistanceId=-4", ""]) {
      expect(caseSource(new URLSearchParams(query), none)).toEqual({ kind: "none" });
    }
  });
});

describe("directions", () => {
  it("hands Android a geo: URI, iOS an Apple Maps link and other browsers OpenStreetMap", () => {
    expect(directionsUrl(59.43, 24.76, "Garage A", "Mozilla/5.0 (Linux; Android 14; Pixel 7)")).toBe(
      "geo:59.43,24.76?q=59.43,24.76(Garage%20A)",
    );
    expect(directionsUrl(59.43, 24.76, "G", "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)")).toBe(
      "https://maps.apple.com/?daddr=59.43,24.76&q=G",
    );
    expect(directionsUrl(59.43, 24.76, "G", "Mozilla/5.0 (X11; Linux x86_64)")).toBe(
      "https://www.openstreetmap.org/directions?route=%3B59.43%2C24.76",
    );
  });
});

import { describe, expect, it } from "vitest";
import { parseReturnUrl, returnUrlWithChoice, targetOrigin } from "./return-choice.ts";

describe("the picker's return address", () => {
  it("accepts only absolute http and https URLs", () => {
    expect(parseReturnUrl("https://insurer.example/claims/7?step=2")).toBeInstanceOf(URL);
    expect(parseReturnUrl("http://localhost:8080/back")).toBeInstanceOf(URL);
    expect(parseReturnUrl(null)).toBeNull();
    expect(parseReturnUrl("")).toBeNull();
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<b>x</b>",
      "/relative",
      "//evil.example",
      "ftp://x.example/",
    ]) {
      expect(parseReturnUrl(bad)).toBe("invalid");
    }
  });

  it("adds the chosen workshop's id and name and keeps the provider's own parameters", () => {
    const url = new URL(
      returnUrlWithChoice(new URL("https://insurer.example/back?case=42"), {
        id: 9,
        name: "Kesklinna Autoremont & Co",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://insurer.example/back");
    expect(url.searchParams.get("case")).toBe("42");
    expect(url.searchParams.get("workshopId")).toBe("9");
    expect(url.searchParams.get("workshopName")).toBe("Kesklinna Autoremont & Co");
  });

  it("addresses a popup's message to the returnUrl's origin, else to a bare origin parameter, never to anyone", () => {
    expect(targetOrigin(new URL("https://insurer.example/back"), "https://other.example")).toBe(
      "https://insurer.example",
    );
    expect(targetOrigin(null, "https://insurer.example")).toBe("https://insurer.example");
    expect(targetOrigin(null, "https://insurer.example/")).toBe("https://insurer.example");
    expect(targetOrigin(null, "https://insurer.example/path")).toBeNull();
    expect(targetOrigin(null, "*")).toBeNull();
    expect(targetOrigin(null, "javascript:alert(1)")).toBeNull();
    expect(targetOrigin(null, null)).toBeNull();
  });
});

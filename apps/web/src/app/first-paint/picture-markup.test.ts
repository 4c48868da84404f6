import { describe, expect, it } from "vitest";
import { asPicture } from "./picture-markup.ts";

describe("a frame's markup as a picture", () => {
  it("keeps the look (classes, text, attributes) and drops what names or finds an element", () => {
    const screen =
      '<header class="h"><label for="r1" class="v">Language</label><select id="r1"></select></header>' +
      '<section aria-labelledby="t"><h1 id="t" class="x">Repair progress</h1>' +
      '<button aria-describedby="w-1" aria-controls="m" data-testid="submit" class="b">Choose</button>' +
      '<a data-tile="THEFT" href="/x" data-state="done">Theft</a></section>';
    expect(asPicture(screen)).toBe(
      '<div class="h"><label class="v">Language</label><select></select></div>' +
        '<section><h1 class="x">Repair progress</h1><button class="b">Choose</button>' +
        '<a href="/x" data-state="done">Theft</a></section>',
    );
  });

  it("leaves text that only looks like an attribute alone", () => {
    // React writes a quote in text as &quot;, so text never holds ` id="`.
    expect(asPicture("<p>header id=&quot;x&quot;</p><headers>")).toBe("<p>header id=&quot;x&quot;</p><headers>");
  });
});

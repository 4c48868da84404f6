import { expect, test } from "@playwright/test";
import { createAssistanceLink, createClaimLink, pathOf } from "../fixtures/operator.ts";

test.describe("language selector", () => {
  test("switches the assistance landing to each language, persists over reload, and tells the server", async ({
    page,
  }) => {
    const link = await createAssistanceLink();
    await page.goto(pathOf(link.url));
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Order roadside assistance");

    const seen = new Set<string>();
    for (const lang of ["et", "ru", "lv", "lt"]) {
      const patch = page.waitForRequest(
        (r) => r.method() === "PATCH" && r.url().endsWith(`/assistance-request/${link.id}/language`),
      );
      await page.getByRole("combobox", { name: /language|keel|язык|valoda|kalba/i }).selectOption(lang);
      expect((await patch).postDataJSON()).toEqual({ language: lang });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(heading).not.toHaveText("Order roadside assistance");
      seen.add((await heading.textContent()) ?? "");
    }
    expect(seen.size).toBe(4);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    await expect(heading).not.toHaveText("Order roadside assistance");
  });

  test("sends the claim's language to the server", async ({ page }) => {
    const link = await createClaimLink();
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/claims\/incidents$/);
    const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().endsWith(`/claims/${link.id}/language`));
    await page.getByRole("combobox", { name: /language/i }).selectOption("ru");
    expect((await patch).postDataJSON()).toEqual({ language: "ru" });
  });

  test("does not call the server when there is no request or claim", async ({ page }) => {
    await page.goto("/");
    const patches: string[] = [];
    page.on("request", (r) => r.method() === "PATCH" && patches.push(r.url()));
    await page.getByRole("combobox", { name: /language/i }).selectOption("et");
    await expect(page.locator("html")).toHaveAttribute("lang", "et");
    // The selector sends its PATCH before it switches the texts, so by now it would have been issued. The page's
    // requests are reported in the order it makes them: once a request made after the switch is seen, a PATCH
    // made before it would have been seen too.
    const marker = page.waitForRequest((r) => r.url().endsWith("/api/v1/public/theme/demo?after-language-switch"));
    await page.evaluate(() => fetch("/api/v1/public/theme/demo?after-language-switch").then((r) => r.status));
    await marker;
    expect(patches).toEqual([]);
  });

  test("a link's language is applied when the link opens", async ({ page }) => {
    const link = await createAssistanceLink({ language: "ru" });
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});

import { expect, test } from "@playwright/test";
import { fileClaim } from "../cases/case-fixtures.ts";

// A feedback link that names no language (an older SMS, a link shortened by hand) is the invitation's all the same:
// the page paints in its claim's language before any JavaScript runs, and the app stays in it.
test("a feedback link without a language paints in its claim's language, and the app keeps it", async ({
  browser,
  request,
}, testInfo) => {
  const filed = await fileClaim(request, { language: "et" });
  const invitation = await request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(invitation.status(), await invitation.text()).toBe(200);
  const { uuid } = (await invitation.json()) as { uuid: string };
  const path = `/feedback/${uuid}?caseType=CLAIM`;

  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await noScript.newPage();
  await page.goto(path);
  expect(await page.locator("html").getAttribute("lang")).toBe("et");
  await expect(page.locator("#first-paint h1")).toHaveText("Kuidas jäite teenusega rahule?");
  await expect(page.locator("#first-paint").getByText("Saada tagasiside")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("feedback-no-language-no-javascript.png") });
  await noScript.close();

  // A phone that has never chosen a language: the app would start in English, but follows the page.
  const app = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const appPage = await app.newPage();
  await appPage.goto(path);
  await expect(appPage.locator("#first-paint")).toHaveCount(0);
  await expect(appPage.getByRole("heading", { level: 1 })).toHaveText("Kuidas jäite teenusega rahule?");
  expect(await appPage.locator("html").getAttribute("lang")).toBe("et");
  await app.close();
});

import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { fileClaim } from "../cases/case-fixtures.ts";

// Feedback links as the server makes them: a filed claim's invitation (GET /feedback?claimUuid
// in the claim's session, what the claim-received page offers).
async function claimFeedbackUuid(request: APIRequestContext): Promise<string> {
  const filed = await fileClaim(request);
  const res = await request.get(`/api/v1/public/feedback?claimUuid=${filed.claimUuid}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).uuid;
}

const submit = (page: Page) => page.getByTestId("feedback-submit");
/** The page's calls for its service (theme and direct line), as they are made. */
function serviceThemeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/service-theme")) calls.push(request.url());
  });
  return calls;
}
const heading = (page: Page, name: string) => page.getByRole("heading", { name });

test("stars are required; the comment is optional; a used link then says feedback was already given", async ({
  page,
}) => {
  const uuid = await claimFeedbackUuid(page.request);
  const serviceCalls = serviceThemeCalls(page);
  await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=en`);
  await expect(heading(page, "How was your experience?")).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  // The page came with its service's brand: a usable link asks the server for nothing more than its state.
  expect(serviceCalls).toHaveLength(0);
  await expect(page.getByTestId("rating-hint")).toHaveText("Please rate your experience");
  // Before any input the hint is an instruction in the muted text colour, not an error in red.
  const hintColor = await page.getByTestId("rating-hint").evaluate((el) => getComputedStyle(el).color);
  const mutedColor = await page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement("span"));
    probe.style.color = "var(--text-muted)";
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  });
  expect(hintColor).toBe(mutedColor);
  await expectNoAxeViolations(page);

  // A native radio group: the keyboard moves through the stars.
  await page.getByRole("radio", { name: "1 star, very poor" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "3 stars, fair" })).toBeChecked();
  await page.getByTestId("star-5").click();
  await expect(page.getByRole("radio", { name: "5 stars, excellent" })).toBeChecked();
  await expect(page.getByTestId("rating-hint")).toHaveCount(0);
  await expect(submit(page)).toBeEnabled();
  await submit(page).click();
  await expect(heading(page, "Your feedback successfully processed!")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=en`);
  await expect(heading(page, "You already gave feedback!")).toBeVisible();
  // The service is known: its Call button with the number, as on every error screen, from the page itself.
  await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
  expect(serviceCalls).toHaveLength(0);
});

test("a second submission from another open form is refused with 'You already gave feedback!'", async ({
  page,
  context,
}) => {
  const uuid = await claimFeedbackUuid(page.request);
  const second = await context.newPage();
  // Both forms open before the first is sent: a page whose own link check is answered after the sending opens as
  // 'already given' instead, with no form to send. The app's form is in <main>; the picture of it the server
  // sends, shown until the app has checked the link, is not.
  for (const p of [page, second]) {
    await p.goto(`/feedback/${uuid}?caseType=CLAIM`);
    await expect(p.getByRole("main").getByRole("radio", { name: "1 star, very poor" })).toBeEnabled();
  }
  await page.getByTestId("star-4").click();
  await page.getByLabel("Comment (optional)").fill("Quick and polite.");
  await submit(page).click();
  await expect(heading(page, "Your feedback successfully processed!")).toBeVisible();

  await second.getByTestId("star-1").click();
  await submit(second).click();
  await expect(heading(second, "You already gave feedback!")).toBeVisible();
  // A refused form's error offers the service's line too.
  await expect(second.getByRole("link", { name: "Call +3726000000" })).toBeVisible();
});

test("an unknown link, a caseType that is missing, unknown or not the link's own is 'The link is invalid!'", async ({
  page,
}) => {
  const uuid = await claimFeedbackUuid(page.request);
  for (const path of [
    `/feedback/${randomUUID()}?caseType=CLAIM`,
    `/feedback/not-a-uuid?caseType=CLAIM`,
    `/feedback/${uuid}`,
    `/feedback/${uuid}?caseType=REPAIR`,
    `/feedback/${uuid}?caseType=CASES`,
  ]) {
    await page.goto(path);
    await expect(heading(page, "The link is invalid!"), path).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test("a failed submission shows the failure in a dialog with OK, and the form can be sent again", async ({ page }) => {
  const uuid = await claimFeedbackUuid(page.request);
  await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=en`);
  const putFeedback = `**/api/v1/public/feedback/${uuid}?caseType=CLAIM`;
  await page.route(putFeedback, (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"statusCode":503,"code":"INTERNAL_ERROR"}' }),
  );
  await page.getByTestId("star-2").click();
  await submit(page).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Failed to submit your feedback! Please try again later.");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(dialog).toBeHidden();
  await page.unroute(putFeedback);
  await submit(page).click();
  await expect(heading(page, "Your feedback successfully processed!")).toBeVisible();
});

test("a link whose check meets no network offers Try again and the service's Call button from the page itself", async ({
  page,
}) => {
  const uuid = await claimFeedbackUuid(page.request);
  // Every call of the page fails, the one for its service too: the line is the one the page came with.
  const api = "**/api/v1/public/**";
  await page.route(api, (route) => route.abort("internetdisconnected"));
  await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=en`);
  await expect(
    heading(page, "Network outage detected. Please make sure connection is working and try again."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Call +3726000000" })).toHaveAttribute("href", "tel:+3726000000");
  await page.unroute(api);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(heading(page, "How was your experience?")).toBeVisible();
});

const RAW_KEY = /\b(feedback|common):[\w.]+|\b(form|stars)\.[a-zA-Z0-9]\w*/;

test("the page takes its language from the link, and every state is translated in all five languages", async ({
  page,
}) => {
  const uuid = await claimFeedbackUuid(page.request);
  for (const language of ["en", "et", "ru", "lv", "lt"]) {
    const texts = JSON.parse(
      readFileSync(new URL(`../../apps/web/src/locales/${language}/feedback.json`, import.meta.url), "utf8"),
    );
    await page.goto(`/feedback/${uuid}?caseType=CLAIM&language=${language}`);
    await expect(page.locator("main h1")).toHaveText(texts.form.title);
    await expect(page.getByTestId("rating-hint")).toHaveText(texts.form.ratingRequired);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await page.locator("body").innerText(), language).not.toMatch(RAW_KEY);
    await page.goto(`/feedback/${randomUUID()}?caseType=CASES&language=${language}`);
    await expect(page.locator("main h1")).toHaveText(texts.invalid);
  }
});

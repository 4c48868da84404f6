import { expect, test } from "@playwright/test";
import { next } from "./damage-report-flow.ts";
import {
  claimAtAccidentDetails,
  chooseNearestWorkshop,
  expectClaimReceived,
  fillAccidentDetails,
  storedClaim,
  submitButton,
} from "./filing-flow.ts";

const ANSWERS = { whoCaused: "ME", authoritiesNotified: false, personalInjury: false } as const;

test("a double tap on submit files one claim; claim received keeps the back button and offers feedback", async ({
  page,
}) => {
  const link = await claimAtAccidentDetails(page, "WINDSHIELD_DAMAGE", false);
  // Claim received before the claim is filed sends the user to the step that files it.
  await page.goto("/claims/claim-received");
  await expect(page).toHaveURL(/\/claims\/communication-preferences$/);
  await page.goto("/claims/accident-details");
  await fillAccidentDetails(page, "WINDSHIELD_DAMAGE", ANSWERS);
  await next(page, "select-workshop");
  await chooseNearestWorkshop(page);
  await expect(page).toHaveURL(/\/claims\/communication-preferences$/);
  await page.locator('input[name="agreement"]').check();

  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/claims/${link.id}`) && r.method() !== "GET")
      calls.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  // Two clicks in one task: the second lands before React has re-rendered the disabled button.
  await submitButton(page).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expectClaimReceived(page);
  expect(calls).toEqual([
    `POST /api/v1/public/claims/${link.id}/communication-preference`,
    `PUT /api/v1/public/claims/${link.id}`,
  ]);
  const claim = await storedClaim(page, link.id);
  expect(claim.submitted).toBe(true);

  // Flag off and the service wants feedback: the dialog offers the claim's feedback form.
  const dialog = page.locator("dialog[open]");
  await expect(dialog).toContainText("How did it go?");
  const feedback = await (await page.request.get(`/api/v1/public/feedback?claimUuid=${claim.uuid}`)).json();
  await expect(dialog.getByTestId("feedback-open")).toHaveAttribute(
    "href",
    `/feedback/${feedback.uuid}?caseType=CLAIM&language=en`,
  );
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toHaveCount(0);

  // Back stays on the confirmation, however often it is pressed.
  for (let i = 0; i < 3; i++) {
    await page.goBack();
    await expectClaimReceived(page);
  }
  // A filed claim's other steps lead back here.
  await page.goto("/claims/accident-details");
  await expectClaimReceived(page);
  // "Not now" is remembered: the dialog does not come back on a later visit; the offer waits on the page.
  await page.reload();
  await expectClaimReceived(page);
  await expect(page.getByTestId("feedback-open")).toBeVisible();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  // The link itself is spent now.
  const validation = await (await page.request.get(`/api/v1/public/claim-link/${link.code}`)).json();
  expect(validation.isValid).toBe(false);
  expect(validation.msg).toBe("LINK_ALREADY_PROCESSED");

  // The offer leads to the feedback form.
  await page.getByTestId("feedback-open").click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${feedback.uuid}\\?caseType=CLAIM&language=en$`));
  await expect(page.locator("main h1").first()).toBeVisible();

  // Once feedback is given, the confirmation no longer asks for it.
  await page.getByTestId("star-5").click();
  await page.getByTestId("feedback-submit").click();
  await expect(page.getByRole("heading", { name: "Your feedback successfully processed!" })).toBeVisible();
  const checked = page.waitForResponse((r) => r.url().includes(`/feedback/${feedback.uuid}/validate`));
  await page.goto("/claims/claim-received");
  await expectClaimReceived(page);
  expect((await (await checked).json()).state).toBe("ALREADY_GIVEN");
  await expect(page.locator("dialog[open]")).toHaveCount(0);
});

import { expect, test } from "@playwright/test";
import {
  answer,
  chooseIncident,
  fillPerson,
  next,
  nextButton,
  NOTIFIER,
  openClaim,
  saveVehicle,
  stepUrl,
} from "./damage-report-flow.ts";

// On a weak connection the next step's code can still be downloading when the user taps Back. The step
// they return to must be a fresh one showing what was saved, not the previous screen frozen in "Saving…".
test("going back while the next step is still downloading shows the step again, ready to use", async ({ page }) => {
  await openClaim(page, { serviceName: "demo-lv" });
  await chooseIncident(page, "HIT_WILD_ANIMAL");
  await saveVehicle(page, "notifier-info");
  await fillPerson(page, "notifier", NOTIFIER);
  await answer(page, "isContactDriver", true);
  await next(page, "other-parties");

  // Hold the accident-details step's code until the user has gone back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/accident-details-step-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await answer(page, "otherPartiesInvolved", false);
  await nextButton(page).click();
  await expect(page).toHaveURL(stepUrl("accident-details"));
  await page.goBack();
  await expect(page).toHaveURL(stepUrl("other-parties"));
  release();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Other parties");
  await expect(nextButton(page)).toBeEnabled();
  await expect(nextButton(page)).not.toHaveAttribute("aria-busy", "true");
  // The answer saved a moment ago is what the fresh step shows.
  await expect(page.locator('input[name="otherPartiesInvolved"][value="no"]')).toBeChecked();
  await next(page, "accident-details");
});

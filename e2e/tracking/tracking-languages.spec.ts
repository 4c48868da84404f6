import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { createAssistanceLink, pathOf } from "../fixtures/operator.ts";

// Every tracking screen in every language, from statuses served by page.route: the real dispatch
// paths are covered in tracking.spec.ts; here the point is that no screen shows a missing key.

// Seven screens, each loaded and (in English) checked with axe: more than the default minute on a slow machine.
test.describe.configure({ timeout: 180_000 });

const LANGUAGES = ["en", "et", "ru", "lv", "lt"] as const;
const driver = {
  id: 41,
  fullName: "Tõnu Tamm",
  phoneNumber: "+37255512345",
  company: "Puksiir OÜ",
  companyId: null,
  isTransferred: false,
  notificationResponseRate: null,
};
const assignment = (transferred: boolean) => ({
  driver: { ...driver, isTransferred: transferred },
  eta: new Date(Date.now() + 9 * 60_000).toISOString(),
  assignedTime: new Date().toISOString(),
  driverLocation: { latitude: 59.43, longitude: 24.75 },
});

const SCREENS: { name: string; status: object | null }[] = [
  { name: "finding", status: { status: "PENDING", stage: "SEARCHING" } },
  { name: "waiting", status: { status: "ACCEPTED", stage: null, assignment: assignment(false) } },
  { name: "driver changed", status: { status: "ACCEPTED", stage: null, assignment: assignment(true) } },
  { name: "no tow truck", status: { status: "TIMED_OUT", stage: null } },
  { name: "finished", status: { status: "FINISHED", stage: null } },
  { name: "cancelled", status: { status: "CLIENT_CANCELLED", stage: null } },
  { name: "status failure", status: null },
];

// A key i18next could not find is shown as the key itself, e.g. "finding.title" or "tracking:refresh".
const RAW_KEY = /\b(tracking|common):|\b(finding|waiting|noTruck|finished|cancelled|cancel|statusFailed)\.[a-zA-Z]/;

async function serve(page: Page, status: () => object | null) {
  await page.route(/\/status\/stream$/, (route) => route.abort());
  await page.route(/\/assistance-request\/\d+\/status$/, (route) => {
    const body = status();
    return body
      ? route.fulfill({ json: body })
      : route.fulfill({ status: 503, json: { statusCode: 503, code: "INTERNAL_ERROR" } });
  });
  await page.route(/\/tow-truck\/accepted-driver/, (route) => {
    const body = status() as { assignment?: object } | null;
    return body?.assignment
      ? route.fulfill({ json: body.assignment })
      : route.fulfill({ status: 404, json: { statusCode: 404, code: "NOT_FOUND" } });
  });
}

for (const language of LANGUAGES) {
  test(`every tracking screen renders in ${language} without a missing text`, async ({ page }) => {
    let current: object | null = null;
    await serve(page, () => current);
    const link = await createAssistanceLink({ language });
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(/\/assistance\/landing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", language);

    const headings = new Set<string>();
    for (const screen of SCREENS) {
      current = screen.status;
      await page.goto("/assistance/track-driver");
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading, screen.name).toBeVisible();
      if (screen.name === "waiting" || screen.name === "driver changed")
        await expect(page.getByTestId("truck-map")).toBeVisible();
      if (screen.name === "driver changed") await expect(page.getByRole("alert")).toBeVisible();
      const text = await page.locator("main").innerText();
      expect(text, `${language} ${screen.name}`).not.toMatch(RAW_KEY);
      headings.add(`${screen.name}: ${await heading.innerText()}`);
      if (language === "en") await expectNoAxeViolations(page);

      if (screen.name === "finding") {
        await page.locator("main").getByRole("button").click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        expect(await dialog.innerText()).not.toMatch(RAW_KEY);
        if (language === "en") await expectNoAxeViolations(page);
      }
    }
    // Seven screens, and the two waiting variants share a title: six different headings.
    const titles = [...headings].map((h) => h.split(": ")[1]);
    expect(new Set(titles).size).toBe(6);
    if (language !== "en") expect(titles).not.toContain("Finding a tow truck");
  });
}

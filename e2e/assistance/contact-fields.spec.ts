import { expect, test, type Locator, type Page } from "@playwright/test";
import { GPS_POSITION, lookUp, openNewRequest, serverRequest, start, submitButton, walkToDetails } from "./flow.ts";

// The contact fields say what is wrong in words that fit the mistake, and start from what is known.

test.use({ geolocation: GPS_POSITION, permissions: ["geolocation"] });

const prefix = (page: Page) => page.getByRole("combobox", { name: "Country code" });
const phone = (page: Page) => page.locator('input[name="phoneNumber"]');

/** "the focus colour" when the field's border is drawn in it, else the colour it has. */
const frameColour = (field: Locator) =>
  field.evaluate((el) => {
    const probe = document.body.appendChild(document.createElement("span"));
    probe.style.color = "var(--focus)";
    const [border, focus] = [getComputedStyle(el).borderTopColor, getComputedStyle(probe).color];
    probe.remove();
    return border === focus ? "the focus colour" : `${border}, not the focus colour ${focus}`;
  });

test("a Latvian service's form starts on +371, and a phone the operator gave is filled in", async ({ page }) => {
  await openNewRequest(page, { serviceName: "demo-lv", language: "en" });
  await start(page);
  await lookUp(page, "123ABC");
  await expect(prefix(page)).toHaveValue("+371");
  await expect(phone(page)).toHaveValue("");

  await openNewRequest(page, { phone: "+37120000000", language: "en" });
  await start(page);
  await lookUp(page, "123ABC");
  await expect(prefix(page)).toHaveValue("+371");
  await expect(phone(page)).toHaveValue("20000000");
});

test("a pasted number with its country code moves the code into the dropdown; 20 digits are too long", async ({
  page,
}) => {
  const link = await openNewRequest(page);
  await start(page);
  await lookUp(page, "123ABC");
  // A focused field is framed in the focus colour, never the (red) brand that reads as an error. Focus is checked
  // first, so a field that lost it says so rather than showing a wrong colour.
  const name = page.locator('input[name="fullName"]');
  await name.focus();
  await expect(name).toBeFocused();
  await expect.poll(() => frameColour(name)).toBe("the focus colour");
  await page.locator('input[name="fullName"]').fill("Mari Maasikas");
  await prefix(page).selectOption("+371");
  await phone(page).fill("12345678901234567890");
  await submitButton(page).click();
  await expect(page.getByText("A phone number has at most 15 digits")).toBeVisible();
  await expect(page.getByText("Phone number can contain only digits")).toHaveCount(0);

  await phone(page).fill("+372 555 1234");
  await expect(prefix(page)).toHaveValue("+372");
  await expect(phone(page)).toHaveValue("5551234");
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/assistance\/incidents$/);
  expect((await serverRequest(page, link.id)).contact).toMatchObject({ phonePrefix: "+372", phone: "5551234" });
});

test("an e-mail of spaces is refused as an invalid address", async ({ page }) => {
  await walkToDetails(page);
  await page.locator('input[name="email"]').fill("   ");
  await submitButton(page).click();
  await expect(page.getByText("Invalid email format!")).toBeVisible();
});

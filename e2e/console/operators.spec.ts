import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../fixtures/axe.ts";
import { E2E_OWN_PORT_BASE } from "../fixtures/env.ts";
import { startOwnServer, type OwnServer } from "../fixtures/own-server.ts";
import { startSmtpMailbox, type Mail } from "../fixtures/smtp-mailbox.ts";
import { signInAsNewAdministrator } from "./console-fixtures.ts";
import { keepScreenshot } from "../fixtures/screenshots.ts";

// The Operators screen: a platform administrator invites an operator of one service; the invitation is an
// e-mail (this spec's server hands its e-mails to a mailbox stood in for here); its link sets the password;
// the new operator sees their service alone; disabled, their next step ends at the sign-in.
const PORT_OFFSET = 51;
const SMTP_PORT = E2E_OWN_PORT_BASE + 52;
const BASE_URL = `http://127.0.0.1:${E2E_OWN_PORT_BASE + PORT_OFFSET}`;

let server: OwnServer | undefined;
let mailbox: Awaited<ReturnType<typeof startSmtpMailbox>> | undefined;

test.describe.configure({ timeout: 150_000 });
test.use({ baseURL: BASE_URL, viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await startSmtpMailbox(SMTP_PORT);
  server = await startOwnServer("console-operators", PORT_OFFSET, {
    EMAIL_PROVIDER: "smtp",
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await mailbox?.stop();
});

async function mailTo(address: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect.poll(() => (found = mailbox!.mails.find((m) => m.to === address)), { timeout: 20_000 }).toBeTruthy();
  return found!;
}

test("an administrator invites an operator by e-mail, who sets a password and works; disabled, they are out", async ({
  page,
  browser,
}) => {
  const admin = await signInAsNewAdministrator(page, BASE_URL);
  await page.getByRole("link", { name: "Operators" }).click();
  await expect(page.getByRole("heading", { name: "Operators" })).toBeVisible();

  const invitee = `ivy-${Date.now()}@example.com`;
  await page.getByRole("button", { name: "Invite operator" }).click();
  const form = page.getByRole("form", { name: "Invite an operator" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByText("This field is required.")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText("Choose a role on at least one service, or another kind of access.");
  await form.getByLabel("Name").fill("Ivy Invitee");
  await form.getByLabel("E-mail").fill(invitee);
  await form.getByLabel("Language of the invitation").selectOption("en");
  await form.getByRole("combobox", { name: "demo", exact: true }).selectOption("OPERATOR");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "operators-invite", { fullPage: true });
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status")).toHaveText(/Invitation sent/);
  const row = page.getByRole("row").filter({ hasText: invitee });
  await expect(row).toContainText("demo (Operator)");
  await expect(row).toContainText("Active");

  // The same e-mail again is refused in words.
  await page.getByRole("button", { name: "Invite operator" }).click();
  await form.getByLabel("Name").fill("Ivy Again");
  await form.getByLabel("E-mail").fill(invitee);
  await form.getByRole("combobox", { name: "demo", exact: true }).selectOption("VIEWER");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("alert")).toHaveText("An operator with this e-mail already exists.");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "operators-list", { fullPage: true });

  // The invitee opens the e-mailed link in their own browser and chooses a password.
  const mail = await mailTo(invitee);
  expect(mail.subject).toBe("You are invited to the Hitch console");
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? "";
  const theirs = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await theirs.goto(link);
  await expect(theirs.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await theirs.getByLabel("New password (at least 12 characters)").fill("ivy's own password");
  await theirs.getByRole("button", { name: "Save password" }).click();
  await expect(theirs.getByRole("status")).toHaveText("Your password is changed. Sign in with it.");
  await theirs.goto("/console");
  await theirs.getByLabel("E-mail").fill(invitee);
  await theirs.getByLabel("Password").fill("ivy's own password");
  await theirs.getByRole("button", { name: "Sign in" }).click();
  await expect(theirs.getByRole("heading", { name: "Live board" })).toBeVisible();
  await expect(theirs.getByRole("link", { name: "Operators" })).toHaveCount(0);
  const me = await (await theirs.request.get("/api/v1/console/me")).json();
  expect(me.services.map((s: { name: string; role: string }) => [s.name, s.role])).toEqual([["demo", "OPERATOR"]]);
  expect((await theirs.request.get("/api/v1/console/operators")).status()).toBe(404);

  // The administrator lets them view demo-lv too; their own administrator flag they cannot drop.
  await page.reload();
  await row.getByRole("button", { name: "Edit Ivy Invitee" }).click();
  const edit = page.getByRole("form", { name: "Access of Ivy Invitee" });
  await edit.getByRole("combobox", { name: "demo-lv", exact: true }).selectOption("VIEWER");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("demo (Operator), demo-lv (Viewer)");
  const own = page.getByRole("row").filter({ hasText: admin });
  await own.getByRole("button", { name: /^Edit / }).click();
  const ownEdit = page.getByRole("form", { name: /^Access of / });
  await ownEdit.getByLabel("Services and roles").check();
  await ownEdit.getByRole("button", { name: "Save" }).click();
  await expect(ownEdit.getByRole("alert")).toHaveText("You cannot remove your own administrator rights.");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "operators-own-admin", { fullPage: true });
  await ownEdit.getByRole("button", { name: "Cancel" }).click();
  await expect(own).toContainText("Platform administrator");

  // Disabling asks first, naming whom; Cancel leaves them working.
  await row.getByRole("button", { name: "Disable Ivy Invitee" }).click();
  const confirm = page.getByRole("dialog", { name: "Disable Ivy Invitee?" });
  await expect(confirm).toContainText(invitee);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText("Active");
  expect((await theirs.request.get("/api/v1/console/me")).status()).toBe(200);

  // The administrator disables them: their very next request is refused and the console shows the sign-in.
  await row.getByRole("button", { name: "Disable Ivy Invitee" }).click();
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "operators-disable-confirm", { fullPage: true });
  await confirm.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(row).toContainText("Disabled");
  await expect(row.getByRole("button", { name: "Enable Ivy Invitee" })).toBeVisible();
  expect((await theirs.request.get("/api/v1/console/me")).status()).toBe(401);
  await theirs.reload();
  await expect(theirs.getByRole("button", { name: "Sign in" })).toBeVisible();
  await theirs.getByLabel("E-mail").fill(invitee);
  await theirs.getByLabel("Password").fill("ivy's own password");
  await theirs.getByRole("button", { name: "Sign in" }).click();
  await expect(theirs.getByRole("alert")).toBeVisible();
  await expect(theirs.getByRole("heading", { name: "Live board" })).toHaveCount(0);

  // The screen in Estonian, as the administrator's language select sets it.
  await page.getByLabel("Language").selectOption("et");
  await expect(page.getByRole("heading", { name: "Operaatorid" })).toBeVisible();
  await expect(row).toContainText("Keelatud");
  await expectNoAxeViolations(page);
  await keepScreenshot(page, "operators-et", { fullPage: true });
});

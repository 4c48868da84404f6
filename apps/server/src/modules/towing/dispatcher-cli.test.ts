import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestService, type TestApp, uniqueName } from "../../testing/test-app.ts";
import { createOperatorFromCli } from "../operators/operator-cli.ts";
import { signIn } from "../operators/test-support.ts";

describe("operator create --role dispatcher", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t?.close());

  it("makes a dispatcher of the named towing company who signs in to that company alone", async () => {
    const email = `${uniqueName("cli")}@example.com`;
    const company = uniqueName("CLI Tow");
    const printed = await createOperatorFromCli(t.app.appContext, {
      email,
      name: "Mati Maasikas",
      role: "dispatcher",
      company,
      password: "a long enough password",
    });
    expect(printed).toContain(`Operator ${email} created (dispatcher)`);
    const cookie = await signIn(t, email, "a long enough password");
    const me = await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie } });
    expect(me.json()).toMatchObject({ services: [], towingCompany: { name: company } });
  });

  it("refuses a dispatcher without a company, or with a service", async () => {
    const service = await createTestService(t);
    const base = { email: `${uniqueName("cli")}@example.com`, name: "X", role: "dispatcher" };
    await expect(createOperatorFromCli(t.app.appContext, base)).rejects.toThrow(/company/);
    await expect(
      createOperatorFromCli(t.app.appContext, { ...base, company: "C", service: service.name }),
    ).rejects.toThrow(/towing company, not a service/);
    await expect(
      createOperatorFromCli(t.app.appContext, { ...base, role: "operator", service: service.name, company: "C" }),
    ).rejects.toThrow(/company/);
  });
});

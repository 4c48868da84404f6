import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestService, type TestApp, uniqueName } from "../../testing/test-app.ts";
import { createOperatorFromCli } from "./operator-cli.ts";
import { signIn } from "./test-support.ts";

/**
 * `npm run cli -- operator create`, each role (the dispatcher's is in towing/dispatcher-cli.test.ts): the account
 * signs in to what its role gives, and a mistake is refused with a message that names what to fix. main.test.ts
 * runs the command as a process for the exit code and the printed text.
 */
describe("operator create", () => {
  let t: TestApp;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  const create = (values: Record<string, unknown>) => createOperatorFromCli(t.app.appContext, values);
  const email = () => `${uniqueName("cli")}@example.com`;
  const me = async (address: string, password: string) => {
    const cookie = await signIn(t, address, password);
    return (await t.app.inject({ method: "GET", url: "/api/v1/console/me", headers: { cookie } })).json();
  };

  beforeAll(async () => {
    t = await createTestApp("pglite");
    [a, b] = [await createTestService(t), await createTestService(t)];
  });
  afterAll(() => t?.close());

  it("makes an operator of the named services, with a generated password printed once", async () => {
    const address = email();
    const printed = await create({
      email: address,
      name: "Olga Operaator",
      role: "operator",
      service: `${a.name}, ${b.name}`,
    });
    const password = /\(login: \S+ \/ (\S+)\)$/.exec(printed)?.[1];
    expect(printed).toContain(`Operator ${address} created (operator): ${t.app.appContext.config.publicUrl}/console`);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await me(address, password!)).toMatchObject({
      platformAdmin: false,
      services: expect.arrayContaining([
        expect.objectContaining({ name: a.name, role: "OPERATOR" }),
        expect.objectContaining({ name: b.name, role: "OPERATOR" }),
      ]),
    });
  });

  it("makes a viewer of one service, who reads only that one", async () => {
    const address = email();
    await create({
      email: address,
      name: "Vello Vaataja",
      role: "viewer",
      service: a.name,
      password: "a long enough password",
    });
    const seen = await me(address, "a long enough password");
    expect(seen.services).toEqual([expect.objectContaining({ name: a.name, role: "VIEWER" })]);
  });

  it("makes a platform administrator, who must enrol a second factor before any data", async () => {
    const address = email();
    const printed = await create({
      email: address,
      name: "Ada Admin",
      role: "admin",
      password: "a long enough password",
    });
    expect(printed).toContain(`Operator ${address} created (admin)`);
    const cookie = await signIn(t, address, "a long enough password");
    const board = await t.app.inject({ method: "GET", url: "/api/v1/console/requests", headers: { cookie } });
    expect(board.statusCode).toBe(403);
    expect(board.json().code).toBe("TWO_FACTOR_REQUIRED");
  });

  it("refuses bad arguments with a message that says what to fix", async () => {
    /** The fields a refused call names (a created operator names none). */
    const issues = async (values: Record<string, unknown>) => {
      const refused = await create(values).then(
        () => ({ issues: [] }),
        (e: { issues: { path: string[] }[] }) => e,
      );
      return refused.issues.map((i) => i.path.join("."));
    };
    expect(await issues({ email: "not-an-address", name: "X", role: "operator", service: a.name })).toEqual(["email"]);
    expect(await issues({ email: email(), name: "X", role: "boss", service: a.name })).toEqual(["role"]);
    expect(await issues({ email: email(), name: "X", role: "viewer" })).toEqual(["service"]);
    expect(await issues({ email: email(), role: "operator", service: a.name })).toEqual(["name"]);
    expect(await issues({ email: email(), name: "X", role: "operator", service: a.name, password: "short" })).toEqual([
      "password",
    ]);
    await expect(create({ email: email(), name: "X", role: "operator", service: "no-such-service" })).rejects.toThrow(
      "No service named 'no-such-service'.",
    );
    const taken = email();
    await create({ email: taken, name: "X", role: "viewer", service: a.name });
    await expect(create({ email: taken.toUpperCase(), name: "Y", role: "viewer", service: a.name })).rejects.toThrow(
      `An operator with e-mail ${taken} exists.`,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { TEST_DB_KINDS } from "./db/test-db.ts";
import { startDispatch } from "./modules/dispatch/public.ts";
import { insertRequest } from "./modules/dispatch/test-support.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

describe.each(TEST_DB_KINDS)("two apps in one process on %s", (kind) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    other = await buildApp(t.config, { db: t.db });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("each has its own dispatch runtime, link lookups, storage, image queue and vehicle registry", () => {
    const [a, b] = [t.app.appContext, other.appContext];
    expect(a.dispatch).not.toBe(b.dispatch);
    expect(a.dispatch.transitions).not.toBe(b.dispatch.transitions);
    expect(a.linkTargets).not.toBe(b.linkTargets);
    expect(a.storage).not.toBe(b.storage);
    expect(a.imageQueue).not.toBe(b.imageQueue);
    expect(a.vehicleRegistry).not.toBe(b.vehicleRegistry);
  });

  it("runs a dispatch transition's hooks of the app that made it only", async () => {
    const heardHere: number[] = [];
    const heardThere: number[] = [];
    t.dispatch.transitions.subscribe(async (_tx, transition) => void heardHere.push(transition.assistanceRequestId));
    other.appContext.dispatch.transitions.subscribe(
      async (_tx, transition) => void heardThere.push(transition.assistanceRequestId),
    );
    const id = await insertRequest(t.db);
    await startDispatch(t.db, t.dispatch, id);
    expect(heardHere).toEqual([id]);
    expect(heardThere).toEqual([]);
  });
});

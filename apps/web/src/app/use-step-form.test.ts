import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checked, submitStep, type FieldErrors, type StepFormOptions } from "./use-step-form.ts";

const schema = z.object({ name: z.string().min(1, "validation.requiredField") });
const toErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [i.path.join("."), `flow:${i.message}`]));

/** A submission against recorded state, as the hook's setters would hold it. */
function harness(overrides: Partial<StepFormOptions<{ name: string }, { name: string }, number, string>> = {}) {
  const state = { errors: {} as FieldErrors, saving: false, failure: null as { error: unknown } | null };
  const calls: string[] = [];
  const options: StepFormOptions<{ name: string }, { name: string }, number, string> = {
    initial: () => ({ name: "" }),
    validate: (values) => checked(schema.safeParse(values), toErrors),
    target: () => 7,
    onNoTarget: () => calls.push("no target"),
    save: async (id, data) => {
      calls.push(`save ${id} ${data.name}`);
      return "saved";
    },
    onSaved: (result) => calls.push(`on ${result}`),
    onFailed: (error, id, values) => calls.push(`failed ${id} ${values.name} ${(error as Error).message}`),
    ...overrides,
  };
  const running = { current: false };
  const setters = {
    setErrors: (errors: FieldErrors) => (state.errors = errors),
    setSaving: (saving: boolean) => (state.saving = saving),
    setFailure: (failure: { error: unknown } | null) => (state.failure = failure),
  };
  return { state, calls, running, submit: (name: string) => submitStep(options, { name }, running, setters) };
}

describe("a step form's submission", () => {
  it("shows the schema's messages and saves nothing while the values fail the check", async () => {
    const h = harness();
    await h.submit("");
    expect(h.state.errors).toEqual({ name: "flow:validation.requiredField" });
    expect(h.calls).toEqual([]);
    expect(h.state.saving).toBe(false);
  });

  it("saves the checked values for the target, clears the messages and goes on with the save's answer", async () => {
    const h = harness();
    await h.submit("");
    await h.submit("Mari");
    expect(h.state.errors).toEqual({});
    expect(h.calls).toEqual(["save 7 Mari", "on saved"]);
    // The step is being left: it stays busy and takes no second submission.
    expect(h.state.saving).toBe(true);
    await h.submit("Mari");
    expect(h.calls).toHaveLength(2);
  });

  it("stops before saving when there is no target, and says so", async () => {
    const h = harness({ target: () => null });
    await h.submit("Mari");
    expect(h.calls).toEqual(["no target"]);
    expect(h.state.saving).toBe(false);
  });

  it("turns away a second submission while the first is saving", async () => {
    let finish: (value: string) => void = () => {};
    const save = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const h = harness({ save });
    const first = h.submit("Mari");
    await h.submit("Mari");
    expect(save).toHaveBeenCalledTimes(1);
    expect(h.state.saving).toBe(true);
    finish("saved");
    await first;
    expect(h.calls).toEqual(["on saved"]);
  });

  it("keeps the failure, frees the form and tells the step when the save fails", async () => {
    const h = harness({ save: () => Promise.reject(new Error("offline")) });
    await h.submit("Mari");
    expect(h.state).toMatchObject({ saving: false, failure: { error: new Error("offline") } });
    expect(h.calls).toEqual(["failed 7 Mari offline"]);
    // A retry may go ahead, and starts without the old failure.
    const retry = h.submit("Mari");
    expect(h.state.failure).toBeNull();
    await retry;
  });

  it("saves the values as they are when the step has no check", async () => {
    const h = harness({ validate: undefined });
    await h.submit("anything");
    expect(h.calls).toEqual(["save 7 anything", "on saved"]);
  });
});

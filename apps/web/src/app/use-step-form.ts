import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { dropDraft, keepDraft, withDraft, type StepDraft } from "./step-draft.ts";

/** A form's messages as translation keys, by field path ('notifier.contact.name'). */
export type FieldErrors = Record<string, string>;

/** What a step's check of its values found: the body to save, or the messages to show. */
export type StepCheck<P> = { ok: true; data: P } | { ok: false; errors: FieldErrors };

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];

/** A contract schema's safeParse result as a step check; `toErrors` turns its issues into the flow's message keys. */
export function checked<P>(
  result: { success: true; data: P } | { success: false; error: { issues: Issues } },
  toErrors: (issues: Issues) => FieldErrors,
): StepCheck<P> {
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toErrors(result.error.issues) };
}

export interface StepFormOptions<V, P, T, R> {
  /** The form's first values, from the record as the server last described it; read once. */
  initial: () => V;
  /** Checks the values, usually with the contract's zod schema (`checked`); without it they are saved as they are. */
  validate?: (values: V) => StepCheck<P>;
  /** After a first submit the messages follow what is typed, rather than waiting for the next submit. */
  revalidateOnChange?: boolean;
  /** What the save is for (the request or claim id), read as the save starts; null stops it: onNoTarget says why. */
  target: () => T | null;
  onNoTarget?: () => void;
  /** Saves with the typed client and adopts the answer into the flow's store; throws when the save failed. */
  save: (target: T, data: P, values: V) => Promise<R>;
  /** After a save, usually on to the next step. The form stays busy: it is being left. */
  onSaved: (result: R) => void;
  /** After a failed save, with the form usable again: report it, or put back what the server holds. */
  onFailed?: (error: unknown, target: T, values: V) => void;
  /** Keeps what is typed on the device until it is saved (values must be plain JSON). */
  draft?: StepDraft;
}

/** The state a submission changes; the hook's setters, or a test's. */
export interface StepFormSetters {
  setErrors: (errors: FieldErrors) => void;
  setSaving: (saving: boolean) => void;
  setFailure: (failure: { error: unknown } | null) => void;
}

/**
 * One submission of a step: check, find the target, save, then go on or show the failure. `running` turns away a
 * second submission while one is under way (a double tap) and after a successful one (the step is being left).
 */
export async function submitStep<V, P, T, R>(
  options: StepFormOptions<V, P, T, R>,
  values: V,
  running: { current: boolean },
  state: StepFormSetters,
): Promise<void> {
  if (running.current) return;
  const check: StepCheck<P> = options.validate ? options.validate(values) : { ok: true, data: values as unknown as P };
  if (!check.ok) return state.setErrors(check.errors);
  state.setErrors({});
  const target = options.target();
  if (target === null) return options.onNoTarget?.();
  running.current = true;
  state.setSaving(true);
  state.setFailure(null);
  let result: R;
  try {
    result = await options.save(target, check.data, values);
  } catch (error) {
    running.current = false;
    state.setSaving(false);
    state.setFailure({ error });
    options.onFailed?.(error, target, values);
    return;
  }
  options.onSaved(result);
}

/**
 * The plumbing every step form of the flows shares: the saved record loaded into the form, the check with the
 * contract's schema and its messages, the save with the typed client, the saving state (for the busy button), the
 * failure (for the step's banner or dialog) and going on once saved. The step keeps what is its own: its fields,
 * its texts and where the answer goes in its flow's store.
 *
 *   const form = useStepForm({ initial: () => valuesOf(claim.x), validate: (v) => checked(schema.safeParse(v), errorsByPath),
 *     target: () => claimId, save: (id, body) => saveX(id, body).then(adopt), onSaved: next });
 *   <form onSubmit={form.submit}> ... <ClaimNextButton saving={form.saving} />
 */
export function useStepForm<V, P = V, T = number, R = void>(options: StepFormOptions<V, P, T, R>) {
  const { draft } = options;
  const [values, setValues] = useState<V>(() => withDraft(draft, options.initial()));
  // Only what the user typed is a draft: the record as loaded must not shadow a later change on the server.
  const typed = useRef(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const running = useRef(false);
  const submitted = useRef(false);
  const state = { setErrors, setSaving, setFailure };

  useEffect(() => {
    if (!options.revalidateOnChange || !submitted.current || !options.validate) return;
    const check = options.validate(values);
    setErrors(check.ok ? {} : check.errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-checked when the values change only; a submit shows its own messages
  }, [values]);

  useEffect(() => {
    if (draft && typed.current) keepDraft(draft, values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written when the values change; the step's draft key is fixed
  }, [values]);

  const start = (current: V) => {
    if (!running.current) submitted.current = true;
    const saved = (result: R) => {
      if (draft) dropDraft(draft);
      typed.current = false;
      options.onSaved(result);
    };
    void submitStep({ ...options, onSaved: saved }, current, running, state);
  };
  // Stable like React's own setter: steps list it in their effects' dependencies.
  const change = useCallback((next: V | ((current: V) => V)) => {
    typed.current = true;
    setValues(next);
  }, []);
  const update = useCallback((partial: Partial<V>) => change((current) => ({ ...current, ...partial })), [change]);

  return {
    values,
    setValues: change,
    /** Changes some of the values. */
    update,
    errors,
    setErrors,
    saving,
    /** The failed save's error, until the next save or `clearFailure`. */
    failure,
    clearFailure: () => setFailure(null),
    /** Submits the values as they are; as a form's onSubmit it also keeps the browser from submitting. */
    submit: (event?: FormEvent) => {
      event?.preventDefault();
      start(values);
    },
    /** Takes these values and submits them at once: a tile or a list entry chosen with one tap. */
    submitWith: (chosen: V) => {
      if (running.current) return;
      setValues(chosen);
      start(chosen);
    },
  };
}

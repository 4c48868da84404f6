import { storageKey, type SessionScope } from "./session-reset.ts";

/**
 * What a step's form holds but has not saved yet, kept on the device so a reload or a tab the phone
 * dropped does not lose it. Kept under the flow's storage prefix: opening another link forgets it.
 */
export interface StepDraft {
  scope: SessionScope;
  /** The step's name, e.g. 'additional-details'. */
  step: string;
}

export const draftKey = ({ scope, step }: StepDraft) => storageKey(scope, `draft.${step}`);

/** The form's first values: the saved record, with what was typed over it since. */
export function withDraft<V>(draft: StepDraft | undefined, initial: V): V {
  if (!draft || typeof initial !== "object" || initial === null) return initial;
  try {
    const stored = window.localStorage.getItem(draftKey(draft));
    const typed: unknown = stored === null ? null : JSON.parse(stored);
    return typed && typeof typed === "object" ? { ...initial, ...(typed as Partial<V>) } : initial;
  } catch {
    return initial;
  }
}

export function keepDraft<V>(draft: StepDraft, values: V): void {
  try {
    window.localStorage.setItem(draftKey(draft), JSON.stringify(values));
  } catch {
    // Storage full or unavailable (private mode): the form still works, only without the safety net.
  }
}

export function dropDraft(draft: StepDraft): void {
  try {
    window.localStorage.removeItem(draftKey(draft));
  } catch {
    // As above.
  }
}

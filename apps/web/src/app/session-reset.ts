/**
 * Opening a link with a different code must forget everything the previous link left behind,
 * including slices that flow features keep in their own stores. Each store registers how to
 * reset itself here, so the link entry does not need to know the flows.
 */
export type SessionScope = "assistance" | "claim";

const resetters: Record<SessionScope, Set<() => void>> = { assistance: new Set(), claim: new Set() };

/** Persisted keys of a scope start with this prefix; flow stores must name themselves with it. */
export function storageKey(scope: SessionScope, slice: string): string {
  return `hitch.${scope}.${slice}`;
}

export function registerSessionReset(scope: SessionScope, reset: () => void): void {
  resetters[scope].add(reset);
}

/** Resets every loaded store of the scope and removes persisted slices of stores not loaded yet. */
export function resetSession(scope: SessionScope): void {
  for (const reset of resetters[scope]) reset();
  try {
    const prefix = `hitch.${scope}.`;
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); the in-memory reset above still applies.
  }
}

import { use } from "react";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

const started = new Map<string, Promise<Outcome<unknown>>>();

/**
 * Runs `run` once per key and suspends until it settles (React 19 `use`). For the entry pages,
 * whose calls have effects (a validated link, a created request): a key per history entry
 * (location.key) makes StrictMode and re-renders reuse the call, while a new visit calls again.
 * Flow screens load their request or claim in their flow layout instead.
 */
export function useOnce<T>(key: string, run: () => Promise<T>): Outcome<T> {
  let promise = started.get(key);
  if (!promise) {
    promise = run().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    started.set(key, promise);
  }
  return use(promise) as Outcome<T>;
}

/** Forgets a settled call, so the next render runs it again (a try-again button). */
export function forgetOnce(key: string): void {
  started.delete(key);
}

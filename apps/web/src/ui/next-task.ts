/**
 * Resolves in a later task of the main thread, so the work before and after it are two tasks, not one. A phone
 * counts every task over 50 ms as a freeze (what Lighthouse's total blocking time adds up); starting the app in
 * several short tasks instead of one long one keeps each under it. `scheduler.yield()` where the browser has it
 * (its continuation runs before other queued tasks), else a message to ourselves: a new task at once, without
 * the clamping of nested timers.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Loads `earlier` one after another, each in a task of its own, then `last`, and resolves with `last`'s module.
 * A module whose imports were evaluated in earlier stages evaluates only itself, so `earlier` should list the
 * heavy imports of `last` in the order they depend on each other.
 */
export async function loadInStages<T>(
  earlier: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const load of earlier) {
    await load();
    await nextTask();
  }
  return last();
}

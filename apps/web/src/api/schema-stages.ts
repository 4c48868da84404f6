import { loadInStages, nextTask } from "../ui/next-task.ts";

// Evaluating a contract module builds its zod schemas, and zod compiles its own functions the first time each kind
// of schema is built: a claim's schemas took 35-55 ms in one task on a 2-core desktop, about four times that on a
// mid-tier phone, where a task over 50 ms is a freeze. Evaluated in stages (loadInStages), each module's share is a
// task of its own.

let foundation: Promise<void> | undefined;

/**
 * What every answer's schema module builds on, in two stages: zod itself, then the contract's enumerations. Once per
 * page; a failed download is tried again by the next caller. zod is loaded for one named export, which the bundler
 * follows: a whole `import("zod")` would keep every export of zod in its chunk (four times the bytes). The pages
 * preload that import's own small file (SCHEMA_FOUNDATION in app/first-paint/frames.ts).
 */
export function schemaFoundation(): Promise<void> {
  foundation ??= loadInStages(
    [() => import("zod").then(({ string }) => string)],
    () => import("@hitch/contract/common/enums"),
  ).then(nextTask, (error: unknown) => {
    foundation = undefined;
    throw error;
  });
  return foundation;
}

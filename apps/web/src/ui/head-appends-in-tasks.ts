import { nextTask } from "./next-task.ts";

/**
 * Starts `load` (a dynamic import) and adds what it appends to the page's <head> meanwhile one element per task,
 * rather than all in the task that called it.
 *
 * Vite's preload helper, which every dynamic import goes through, appends a `<link>` for each file of the imported
 * code not yet on the page (a module preload, or a stylesheet it waits for before importing) in one synchronous
 * loop. Each costs the browser a request's start, more with DevTools attached; for a step fetched ahead, eleven
 * module preloads and four stylesheets made that loop the longest task of an assistance link's landing after its
 * first render (8 ms of CPU in a 16 ms task, three quarters of it in appendChild). A phone counts a long task as a
 * freeze; fifteen short ones are not. The files are still all requested within a few milliseconds.
 *
 * Only the synchronous start of `load` is watched, so nothing else the page appends later is held back. Should a
 * Vite release add its links another way, they are added at once as before (an e2e test counts the elements added
 * per task, e2e/assistance/prefetch.spec.ts).
 */
export function withHeadAppendsInTasks<T>(load: () => Promise<T>): Promise<T> {
  const head = document.head;
  const held: Node[] = [];
  head.appendChild = <N extends Node>(node: N): N => {
    held.push(node);
    return node;
  };
  let loading: Promise<T>;
  try {
    loading = load();
  } finally {
    // Back to the prototype's own method.
    Reflect.deleteProperty(head, "appendChild");
  }
  void appendInTasks(head, held);
  return loading;
}

async function appendInTasks(head: HTMLHeadElement, nodes: readonly Node[]): Promise<void> {
  for (const node of nodes) {
    await nextTask();
    head.appendChild(node);
  }
}

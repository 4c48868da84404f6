import type { BrowserContext } from "playwright-core";

/**
 * Makes the context's pages report a phone in data-saver mode (navigator.connection.saveData), in which the
 * app fetches nothing ahead: a walk then downloads each step's code only when that step opens, which tells
 * which step needs which file.
 */
export async function emulateSaveData(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
  });
}

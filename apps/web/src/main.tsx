import { nextTask } from "./ui/next-task.ts";
import "./app/global.css";

// The page's policy forbids eval. zod, which the flows load, probes for it once when it builds its first schema,
// and the browser reports the refused probe as a policy violation. zod reads its settings from this shared
// object, so setting it here, before any flow loads, turns the probe off without bringing zod into the entry.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

// The app's code is evaluated in stages, one task each, so a phone's main thread is never blocked for long: in one
// task, evaluating every module of the entry took longer than a weak phone may freeze. React's DOM renderer, the
// largest module, goes first on its own, then the app's shell and pages. The server's frame is on screen
// meanwhile (app/first-paint), and the page preloads every stage's files at once, so the stages add no round trip
// (the build writes them into index.html: vite/entry-stages.ts).
await import("react-dom/client");
await nextTask();
const { startApp } = await import("./app/start-app.tsx");
await startApp();
